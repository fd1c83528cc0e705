import { translatedSummary } from '../../src/config/languages/translated-summary';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { pageTranslationSchema, siteTranslationSchema } from '../../schemas/translation';
import { formatProblem } from '../../src/config/problem';
import { inlineModel, loadInline, siteConfig } from '../helpers/inline-site';

// Languages and translations (decision 45) on a small site: the default page, an Afrikaans
// translation, and what validate says about each kind of mistake, message and place pinned whole.
const LANGUAGES = `languages:
  default: { tag: en, name: English }
  others:
    - { tag: af, name: Afrikaans, prefix: /af }
`;
const config = (languages = LANGUAGES) => siteConfig(`values: { perMinute: 0.59, setup: 199 }\n${languages}`);
const HOME = `name: Home
paths: [/, "/phones-in-{city}"]
meta:
  title: Phones{city}
  description: Calls at {perMinute:cents} a minute.
  offers: [{ name: Setup, price: setup }]
sections:
  - type: hero
    heading: Business phones{city}
    claims: [No contract, Free setup]
    actions:
      - { label: Shop now, link: shop }
  - type: copy
    heading: Why us
    paragraphs: [We answer.]
`;
const SITE_AF = `brand: { logo: { alt: Acme tuis } }
nav:
  - { label: Tuis }
  - { label: Winkel }
footer:
  links: [{ label: Tuis }]
notFound:
  heading: Nie hier nie
  text: Probeer die tuisblad.
  links: [{ label: Tuis }]
cityText: " in {name}"
cities: { port-elizabeth: Gqeberha }
frameTexts: { skipLink: Slaan oor, links: Hoof, more: Meer, openMenu: Maak oop, closeMenu: Maak toe, menuLinks: Kieslys, footerLinks: Voetskrif }
`;
const HOME_AF = `meta:
  title: Fone{city}
  description: Oproepe teen {perMinute:cents} per minuut.
  offers: [{ name: Opstelling }]
sections:
  - type: hero
    heading: Sakefone{city}
    claims: [Geen kontrak nie, Gratis opstelling]
    actions:
      - { label: Koop nou }
  - type: copy
    heading: Hoekom ons
    paragraphs: [Ons antwoord.]
`;

type Files = Record<string, string>;
const site = (files: Files = {}): Files => ({
  'site.config.yaml': config(),
  'pages/home.yaml': HOME,
  'translations/af/site.yaml': SITE_AF,
  'translations/af/pages/home.yaml': HOME_AF,
  ...files,
});
/** Problems, then warnings, as validate prints them. */
const said = (files: Files) => {
  const result = loadInline(files);
  return [...(result.ok ? [] : result.problems), ...result.warnings].map(formatProblem);
};

describe('a site without languages', () => {
  it('is an English site with no other edition, and {city} still reads " In <City>"', () => {
    const model = inlineModel({
      'site.config.yaml': siteConfig(),
      'pages/home.yaml': HOME.replace(/\{perMinute:cents\}/, '59c').replace(/, price: setup/, ', price: 199'),
    });
    expect(model.language).toEqual({ tag: 'en', name: 'English', prefix: '' });
    expect(model.editions).toEqual([]);
    expect(model.site.cityText).toBe(' In {name}');
    expect(model.site.languages).toBeUndefined();
  });

  it('refuses a translations/ folder, as no language is declared', () => {
    expect(said({ ...site(), 'site.config.yaml': config('') })).toEqual([
      'translations/af:1:1 The language "af" of this folder is not declared, so none of its translations is shown. site.config.yaml declares no languages: add languages: with a default and this one under others (docs/decisions/45-languages.md), or delete the folder. [LE806]',
    ]);
  });
});

describe('an edition: the default structure with the translation texts', () => {
  const model = inlineModel(site());
  const af = model.editions![0]!;

  it('keeps the languages as declared', () => {
    expect(model.language).toEqual({ tag: 'en', name: 'English', prefix: '' });
    expect(af.language).toEqual({ tag: 'af', name: 'Afrikaans', prefix: '/af' });
  });

  it('takes texts from the translation and everything else from the default page', () => {
    expect(af.pages.map((entry) => [entry.id, entry.file, entry.page.paths])).toEqual([['home', 'pages/home.yaml', ['/', '/phones-in-{city}']]]);
    const page = af.pages[0]!.page;
    expect(page.meta.title).toBe('Fone{city}');
    expect(page.meta.offers).toEqual([{ name: 'Opstelling', price: 'setup', currency: 'ZAR' }]);
    expect(page.sections[0]).toMatchObject({
      type: 'hero',
      heading: 'Sakefone{city}',
      claims: ['Geen kontrak nie', 'Gratis opstelling'],
      actions: [{ label: 'Koop nou', link: 'shop' }],
    });
    expect(page.sections[1]).toMatchObject({ type: 'copy', heading: 'Hoekom ons', paragraphs: ['Ons antwoord.'] });
    expect(model.pages[0]!.page.sections[1]).toMatchObject({ heading: 'Why us' });
  });

  it('takes the site texts, the city text and city names from translations/af/site.yaml', () => {
    expect(af.site.nav).toEqual([
      { label: 'Tuis', to: '/' },
      { label: 'Winkel', link: 'shop' },
    ]);
    expect(af.site.notFound.heading).toBe('Nie hier nie');
    expect(af.site.cityText).toBe(' in {name}');
    expect(af.site.cityNames).toEqual({ 'port-elizabeth': 'Gqeberha' });
    expect(af.site.values).toEqual({ perMinute: 0.59, setup: 199 });
    expect(model.site.cityNames).toEqual({});
  });

  it('has no fallbacks when every text is translated', () => {
    expect(said(site())).toEqual([]);
    expect(af.fallbacks.size).toBe(0);
  });
});

/** The Afrikaans home page with `from` replaced by `to`. */
const home = (from: string, to: string) => site({ 'translations/af/pages/home.yaml': HOME_AF.replace(from, to) });
const languages = (others: string) => site({ 'site.config.yaml': config(`languages:\n  default: { tag: en, name: English }\n  others:\n${others}`) });

describe('what validate says about languages', () => {
  it('checks tags against BCP 47 and gives the form to write', () => {
    expect(
      said(
        languages(
          '    - { tag: af_ZA, name: Afrikaans, prefix: /af }\n    - { tag: ZU, name: isiZulu, prefix: /zu }\n    - { tag: english, name: English, prefix: /en }\n',
        ),
      ),
    ).toEqual([
      'site.config.yaml:26:14 languages.others[0].tag: "af_ZA" is not a language tag (BCP 47). Write af-ZA. [LE801]',
      'site.config.yaml:27:14 languages.others[1].tag: Write the language tag as zu, its standard (BCP 47) form, not "ZU". [LE801]',
      'site.config.yaml:28:14 languages.others[2].tag: "english" is not a language code: a tag starts with the language\'s two- or three-letter code, like en, af or zu. [LE801]',
    ]);
  });

  it('refuses a language declared twice, a prefix that is not one segment, and one prefix for two languages', () => {
    expect(
      said(
        languages(
          '    - { tag: af, name: Afrikaans, prefix: /af }\n    - { tag: en, name: English, prefix: af/ }\n    - { tag: zu, name: isiZulu, prefix: /af }\n',
        ),
      ),
    ).toEqual([
      'site.config.yaml:27:14 languages.others[1].tag: The language en is already declared (the default language). Each language is declared once: remove this one. [LE802]',
      'site.config.yaml:27:41 languages.others[1].prefix: The prefix "af/" must be / followed by one path segment of lowercase letters, digits and hyphens, like /af. [LE803]',
      'site.config.yaml:28:41 languages.others[2].prefix: The prefix /af is already the prefix of others[0] (Afrikaans). Give each language its own prefix. [LE804]',
    ]);
  });

  it('refuses a prefix a page answers', () => {
    expect(said(languages('    - { tag: af, name: Afrikaans, prefix: /phones-in-durban }\n'))).toEqual([
      "site.config.yaml:26:43 languages.others[0].prefix: The prefix /phones-in-durban of Afrikaans is also a page's path: /phones-in-durban (pages/home.yaml). Every path under /phones-in-durban is a page in Afrikaans, so pick another prefix or change that path. [LE805]",
    ]);
  });

  it('accepts a link to a page in a declared language, and names an undeclared one in a link', () => {
    const withLinks = (to: string) =>
      site({
        'site.config.yaml': config().replace('  - { label: Shop, link: shop }\n', `  - { label: Shop, link: shop }\n  - { label: Afrikaans, to: ${to} }\n`),
        'translations/af/site.yaml': SITE_AF.replace('  - { label: Winkel }\n', '  - { label: Winkel }\n  - { label: Afrikaans }\n'),
      });
    expect(said(withLinks('/af/phones-in-durban'))).toEqual([]);
    expect(said(withLinks('/zu/phones-in-durban'))).toEqual([
      'site.config.yaml:11:29 nav[2].to: /zu/phones-in-durban is in the language "zu", which languages: in site.config.yaml does not declare (prefixes: /af). Declare it, or link to /phones-in-durban. [LE806]',
    ]);
    expect(said(withLinks('/af/nowhere'))).toEqual([
      "site.config.yaml:11:29 nav[2].to: No page answers /af/nowhere. Add it to a page's paths or fix the link. [LE305]",
    ]);
  });

  it('names a folder of an undeclared language and a file for no page', () => {
    expect(
      said(
        site({
          'translations/za/pages/home.yaml': HOME_AF,
          'translations/af/pages/hom.yaml': HOME_AF,
          'translations/af/pages/home.yml': HOME_AF,
          'translations/notes.txt': 'x',
        }),
      ),
    ).toEqual([
      'translations/af/pages/hom.yaml:1:1 This file is not read: no page of pages/ is "hom". Did you mean "home"? Its name is the page\'s file name: home.yaml. Rename it, or delete it. [LE807]',
      'translations/af/pages/home.yml:1:1 This file is not read: a translation is named like its page, home.yaml. Rename it. [LE807]',
      'translations/notes.txt:1:1 This file is not read: translations/ holds one folder per language, like translations/af/. Move it into one, or delete it. [LE807]',
      'translations/za:1:1 The language "za" of this folder is not declared, so none of its translations is shown. Declare it under languages: others in site.config.yaml, or rename the folder. [LE806]',
    ]);
  });

  it('names a folder of the default language: its texts are in pages/', () => {
    expect(said(site({ 'translations/en/pages/home.yaml': HOME_AF }))).toEqual([
      'translations/en:1:1 English (en) is the default language: its texts are in pages/ and site.config.yaml, so this folder is not read. Move its texts there, or delete it. [LE806]',
    ]);
  });

  it('warns of a missing text, a missing list and a missing section where they belong, and marks their fallbacks', () => {
    const files = site({
      'translations/af/pages/home.yaml': HOME_AF.replace('    heading: Sakefone{city}\n', '')
        .replace('    paragraphs: [Ons antwoord.]\n', '')
        .replace(/ {2}- type: copy\n.*$/s, ''),
      'translations/af/site.yaml': SITE_AF.replace('footer:\n  links: [{ label: Tuis }]\n', ''),
    });
    expect(said(files)).toEqual([
      'translations/af/pages/home.yaml:6:3 sections: sections[1] (type: copy, pages/home.yaml:13) has no Afrikaans translation, so it is shown in English. Add it to this list: - type: copy, with its texts. [LE811]',
      'translations/af/pages/home.yaml:6:5 sections[0].heading: No Afrikaans text here, so the English one is shown: "Business phones{city}" (pages/home.yaml:9). Add heading: under sections[0]. [LE811]',
      'translations/af/site.yaml:1:1 footer.links: No Afrikaans texts here, so the English ones are shown (site.config.yaml:12). Add links: under footer, with 1 item as there. [LE811]',
    ]);
    const af = inlineModel(files).editions![0]!;
    expect(af.fallbacks.get('home')).toEqual(new Set([0, 1, 'footer']));
    expect(af.pages[0]!.page.sections[0]).toMatchObject({ heading: 'Business phones{city}', claims: ['Geen kontrak nie', 'Gratis opstelling'] });
  });

  it("asks only for the texts the default page writes: a label left to its block's default is not missing", () => {
    const table = (labels: string) =>
      `  - type: comparison-table\n    caption: Plans\n    columns: [Us, Them]\n${labels}    rows:\n      - { label: Free setup, cells: [true, false] }\n`;
    const tableAf = (labels: string) =>
      `  - type: comparison-table\n    caption: Planne\n    columns: [Ons, Hulle]\n${labels}    rows:\n      - { label: Gratis opstelling }\n`;
    const files = (english: string, afrikaans: string) =>
      site({ 'pages/home.yaml': HOME + table(english), 'translations/af/pages/home.yaml': HOME_AF + tableAf(afrikaans) });

    // yesText and noText left to their defaults ("Yes", "No"): nothing to translate, no fallback.
    expect(said(files('', ''))).toEqual([]);
    const defaults = inlineModel(files('', '')).editions![0]!;
    expect(defaults.fallbacks.size).toBe(0);
    expect(defaults.pages[0]!.page.sections[2]).toMatchObject({ caption: 'Planne', yesText: 'Yes', noText: 'No' });
    // A translation may still write one.
    expect(said(files('', '    yesText: Ja\n'))).toEqual([]);
    expect(inlineModel(files('', '    yesText: Ja\n')).editions![0]!.pages[0]!.page.sections[2]).toMatchObject({ yesText: 'Ja', noText: 'No' });
    // Written in the default page, the same words are the site's: missing in the translation, warned of.
    expect(said(files('    yesText: Yes\n', ''))).toEqual([
      'translations/af/pages/home.yaml:14:5 sections[2].yesText: No Afrikaans text here, so the English one is shown: "Yes" (pages/home.yaml:19). Add yesText: under sections[2]. [LE811]',
    ]);
    expect(inlineModel(files('    yesText: Yes\n', '')).editions![0]!.fallbacks.get('home')).toEqual(new Set([2]));
  });

  it('warns for a language without site.yaml; a page without its file is marked untranslated, not warned of', () => {
    const files = site();
    delete files['translations/af/pages/home.yaml'];
    delete files['translations/af/site.yaml'];
    expect(said(files)).toEqual([
      'site.config.yaml:26:14 languages.others[0].tag: translations/af/site.yaml does not exist, so the navigation, footer and not-found page show in English under /af. Create it with the texts of site.config.yaml in Afrikaans. [LE812]',
    ]);
    const af = inlineModel(files).editions![0]!;
    expect(af.untranslated).toEqual(['home']);
    expect(translatedSummary(inlineModel(files))).toEqual([
      'Afrikaans (/af): 0 of 1 pages translated; not published under /af, their addresses there redirect to English: home.',
    ]);
    expect(translatedSummary(inlineModel(site()))).toEqual([
      'Afrikaans (/af): 1 of 1 pages translated. Texts: 24 translated, 0 stale, 0 missing. 24 have no record of the English text they were made from: once checked, record them (landing-engine translations --record af) so validate notices when English changes.',
    ]);
  });

  it('refuses a placeholder dropped or added', () => {
    expect(said(home('Oproepe teen {perMinute:cents} per minuut.', 'Oproepe teen 59c per minuut.'))).toEqual([
      'translations/af/pages/home.yaml:3:16 meta.description: The English text has {perMinute:cents} ("Calls at {perMinute:cents} a minute.", pages/home.yaml:5); this translation does not. Write {perMinute:cents} where it belongs: the engine fills it in for every language, so a price or a city is written once. [LE813]',
    ]);
    expect(said(home('Sakefone{city}', 'Sakefone{city} vir {setup:rand}'))).toEqual([
      'translations/af/pages/home.yaml:7:33 sections[0].heading: {setup:rand} is not in the English text ("Business phones{city}", pages/home.yaml:9): a translation keeps the placeholders of the default text. Remove it, or add it to the English text first. [LE813]',
    ]);
  });

  it('counts each placeholder: twice in English and once in the translation is refused, and the other way round', () => {
    const twice = HOME.replace('Calls at {perMinute:cents} a minute.', 'Calls at {perMinute:cents} a minute, {perMinute:cents} at night.');
    expect(said(site({ 'pages/home.yaml': twice }))).toEqual([
      'translations/af/pages/home.yaml:3:16 meta.description: The English text has {perMinute:cents} 2 times ("Calls at {perMinute:cents} a minute, {perMinute:cents} at night.", pages/home.yaml:5); this translation only 1 time. Write {perMinute:cents} where it belongs: the engine fills it in for every language, so a price or a city is written once. [LE813]',
    ]);
    expect(said(home('Oproepe teen {perMinute:cents} per minuut.', 'Oproepe teen {perMinute:cents} per minuut, {perMinute:cents} snags.'))).toEqual([
      'translations/af/pages/home.yaml:3:29 meta.description: {perMinute:cents} is not in the English text that often (1 time) ("Calls at {perMinute:cents} a minute.", pages/home.yaml:5): a translation keeps the placeholders of the default text. Remove it, or add it to the English text first. [LE813]',
    ]);
    // Twice in both: nothing to say.
    expect(
      said(
        site({
          'pages/home.yaml': twice,
          'translations/af/pages/home.yaml': HOME_AF.replace(
            'Oproepe teen {perMinute:cents} per minuut.',
            'Oproepe teen {perMinute:cents} per minuut, {perMinute:cents} snags.',
          ),
        }),
      ),
    ).toEqual([]);
  });

  it('refuses a list of texts or links of another length', () => {
    expect(said(home('[Geen kontrak nie, Gratis opstelling]', '[Geen kontrak nie]'))).toEqual([
      'translations/af/pages/home.yaml:8:13 sections[0].claims: This list has 1 item; the English one has 2 (pages/home.yaml:10). A translation has one item for each, in the same order: add 1. [LE814]',
    ]);
    expect(said(home('      - { label: Koop nou }\n', '      - { label: Koop nou }\n      - { label: Bel ons }\n'))).toEqual([
      'translations/af/pages/home.yaml:10:7 sections[0].actions: This list has 2 items; the English one has 1 (pages/home.yaml:12). A translation has one item for each, in the same order: remove 1. [LE814]',
    ]);
  });

  it('refuses a field that is not a text: a link, a price, a path', () => {
    expect(said(home('      - { label: Koop nou }', '      - { label: Koop nou, link: order }'))).toEqual([
      'translations/af/pages/home.yaml:10:34 sections[0].actions[0].link: link is not a text: it comes from pages/home.yaml and is the same in every language, so a translation does not repeat it. Delete it here; change it in pages/home.yaml if it must change. [LE815]',
    ]);
    expect(said(home('offers: [{ name: Opstelling }]', 'offers: [{ name: Opstelling, price: 150 }]'))).toEqual([
      'translations/af/pages/home.yaml:4:39 meta.offers[0].price: price is not a text: it comes from pages/home.yaml and is the same in every language, so a translation does not repeat it. Delete it here; change it in pages/home.yaml if it must change. [LE815]',
    ]);
    expect(said(home('meta:\n', 'paths: [/af-tuis]\nmeta:\n'))).toEqual([
      'translations/af/pages/home.yaml:1:8 paths: paths is not a text: it comes from pages/home.yaml and is the same in every language, so a translation does not repeat it. Delete it here; change it in pages/home.yaml if it must change. [LE815]',
    ]);
  });

  it('refuses a stale text, a section of another type, a misspelt key and a text in another form', () => {
    expect(
      said(home('    paragraphs: [Ons antwoord.]\n', '    paragraphs: [Ons antwoord.]\n    bullets: [Vinnig]\n  - type: copy\n    heading: Weg\n')),
    ).toEqual([
      'translations/af/pages/home.yaml:14:14 sections[1].bullets: pages/home.yaml has no text at sections[1].bullets, so this translation is not shown. Delete it, or move it to where its text now is. [LE816]',
      'translations/af/pages/home.yaml:15:5 sections[2]: This translates the same section as item 2 of this list (type: copy, pages/home.yaml:13), so it is not shown. Delete one of them, or name the section this one translates with its id. [LE821]',
    ]);
    expect(said(home('  - type: copy\n', '  - type: buttons\n'))).toEqual([
      'translations/af/pages/home.yaml:11:5 sections[1]: pages/home.yaml has no buttons section, so this translation translates none of its sections and is not shown. Delete it if its section was removed. [LE816]',
      'translations/af/pages/home.yaml:6:3 sections: sections[1] (type: copy, pages/home.yaml:13) has no Afrikaans translation, so it is shown in English. Add it to this list: - type: copy, with its texts. [LE811]',
    ]);
    expect(said(home('    heading: Hoekom ons\n', '    heding: Hoekom ons\n'))).toEqual([
      'translations/af/pages/home.yaml:12:5 sections[1].heding: Unknown key "heding". Did you mean "heading"? A translation here holds heading, paragraphs, bullets. [LE201]',
      'translations/af/pages/home.yaml:11:5 sections[1].heading: No Afrikaans text here, so the English one is shown: "Why us" (pages/home.yaml:14). Add heading: under sections[1]. [LE811]',
    ]);
    expect(said(home('  title: Fone{city}', '  title: 12'))).toEqual([
      'translations/af/pages/home.yaml:2:10 meta.title: Write a text here, like the English "Phones{city}" (pages/home.yaml:4), in quotes: "12". [LE818]',
    ]);
  });

  it('refuses a city name for a city the site does not list', () => {
    expect(said(site({ 'translations/af/site.yaml': SITE_AF.replace('port-elizabeth: Gqeberha', 'port-elisabeth: Gqeberha') }))).toEqual([
      'translations/af/site.yaml:12:11 cities.port-elisabeth: site.config.yaml has no city or place "port-elisabeth" under cities: or places:, and it is not a South African place the engine knows. Did you mean "port-elizabeth"? Name the cities and places it lists, by their slug. [LE819]',
    ]);
  });
});

describe("the JSON Schema of translation files (derived from the schemas' texts)", () => {
  it('accepts a translation validate accepts', () => {
    expect(pageTranslationSchema.safeParse(parse(HOME_AF)).success).toBe(true);
    expect(siteTranslationSchema.safeParse(parse(SITE_AF)).success).toBe(true);
  });

  it("refuses a link, a path or a price, and keeps each section's type", () => {
    const keys = (text: string) => (pageTranslationSchema.safeParse(parse(text)).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.code]);
    expect(keys(HOME_AF.replace('{ label: Koop nou }', '{ label: Koop nou, link: shop }'))).toEqual([['sections.0.actions.0', 'unrecognized_keys']]);
    expect(keys(`paths: [/af]\n${HOME_AF}`)).toEqual([['', 'unrecognized_keys']]);
    expect(keys(HOME_AF.replace('[{ name: Opstelling }]', '[{ name: Opstelling, price: 150 }]'))).toEqual([['meta.offers.0', 'unrecognized_keys']]);
    expect(keys(HOME_AF.replace('type: copy', 'type: kopie'))).toEqual([['sections.1.type', 'invalid_union']]);
  });
});

describe('a translated text keeps the rules of its field', () => {
  it('refuses a translated description longer than a description may be', () => {
    expect(
      said(
        home(
          '  description: Oproepe teen {perMinute:cents} per minuut.',
          `  description: Oproepe teen {perMinute:cents} per minuut.${' Baie goedkoop.'.repeat(20)}`,
        ),
      ),
    ).toEqual([
      [
        'translations/af/pages/home.yaml:3:16 meta.description: This text is 342 characters long; at most 300 fit in description. Shorten it. Search-result description, one or two sentences. {city} and values allowed. [LE224]',
        '  3 |   description: Oproepe teen {perMinute:cents} per minuut. Baie goedkoop. Baie goedkoop. Baie goedkoo…',
        '    |                ^',
      ].join('\n'),
    ]);
  });

  it('keeps a table cell that is not a text in its place, written as it is', () => {
    const table =
      '  - type: comparison-table\n    caption: Plans\n    columns: [Us, Them]\n    highlight: Us\n    rows:\n      - { label: Free setup, cells: [true, Sometimes] }\n';
    const tableAf = (cells: string, highlight = 'Ons') =>
      `  - type: comparison-table\n    caption: Planne\n    columns: [Ons, Hulle]\n    highlight: ${highlight}\n    yesText: Ja\n    noText: Nee\n    rows:\n      - { label: Gratis opstelling, cells: ${cells} }\n`;
    const files = (cells: string, highlight?: string) =>
      site({ 'pages/home.yaml': HOME + table, 'translations/af/pages/home.yaml': HOME_AF + tableAf(cells, highlight) });
    expect(said(files('[true, Soms]'))).toEqual([]);
    expect(inlineModel(files('[true, Soms]')).editions![0]!.pages[0]!.page.sections[2]).toMatchObject({
      rows: [{ label: 'Gratis opstelling', cells: [true, 'Soms'] }],
    });
    expect(said(files('[false, Soms]'))).toEqual([
      'translations/af/pages/home.yaml:21:45 sections[2].rows[0].cells[0]: This item is not a text: it comes from pages/home.yaml and is the same in every language. Write it as it is there, true, so the items after it keep their places. [LE815]',
    ]);
    expect(said(files('[true, Soms]', 'Us'))).toEqual([
      'translations/af/pages/home.yaml:17:16 sections[2].highlight: The highlighted column "Us" is not one of the columns (Ons, Hulle). Write a column heading exactly as in columns. [LE254]',
    ]);
  });
});

describe('translation files that are not what they should be', () => {
  it('gives a syntax error its place in the translation file', () => {
    expect(said(home('    heading: Hoekom ons\n', '    heading: "Hoekom ons\n'))).toEqual([
      expect.stringMatching(/^translations\/af\/pages\/home\.yaml:\d+:\d+ .*\[LE1\d\d\]/),
    ]);
  });

  it('reads an empty translation file as one that translates nothing yet', () => {
    const files = site({ 'translations/af/pages/home.yaml': '' });
    expect(said(files)).toEqual([
      'translations/af/pages/home.yaml:1:1 meta.title: No Afrikaans text here, so the English one is shown: "Phones{city}" (pages/home.yaml:4). Add title: under meta. [LE811]',
      'translations/af/pages/home.yaml:1:1 meta.description: No Afrikaans text here, so the English one is shown: "Calls at {perMinute:cents} a minute." (pages/home.yaml:5). Add description: under meta. [LE811]',
      'translations/af/pages/home.yaml:1:1 meta.offers: No Afrikaans texts here, so the English ones are shown (pages/home.yaml:6). Add offers: under meta, with 1 item as there. [LE811]',
      'translations/af/pages/home.yaml:1:1 sections: No Afrikaans texts here, so the English ones are shown (pages/home.yaml:8). Add sections:, with 2 items as there. [LE811]',
    ]);
    expect(inlineModel(files).editions![0]!.fallbacks.get('home')).toEqual(new Set(['meta', 0, 1]));
  });

  it('never throws, whatever shape a translation has: each shape is a positioned problem', () => {
    const shapes = [
      '- a list',
      'sections: { a: 1 }',
      'meta: 5',
      'sections: [5, null, [1]]',
      'sections: [{ type: hero, actions: { label: x } }]',
      '__proto__: { polluted: true }',
      'meta: { keywords: x }',
    ];
    for (const shape of shapes) {
      const codes = said(home(HOME_AF, `${shape}\n`)).map((line) => line.match(/\[(LE\d+)\]$/)?.[1]);
      expect(codes.length, shape).toBeGreaterThan(0);
      expect(codes, shape).not.toContain(undefined);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
