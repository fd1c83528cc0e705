import type { EntryInput } from './entry';

/** Languages (site.config.yaml languages:) and the translations in translations/<tag>/ (decision 45). */
export const LANGUAGES = {
  badLanguageTag: {
    code: 'LE801',
    title: 'A language tag that is not BCP 47',
    about: 'A language is named by its BCP 47 tag (en, af, zu, en-ZA), as browsers, hreflang and Intl know it.',
    fix: 'Write the tag the message gives.',
    example: { wrong: 'default: { tag: en_ZA, name: English }', right: 'default: { tag: en-ZA, name: English }' },
  },
  languageTwice: {
    code: 'LE802',
    title: 'A language declared twice',
    about: 'Each language is declared once under languages:, either as the default or among the others.',
    fix: 'Remove one of the two.',
  },
  badLanguagePrefix: {
    code: 'LE803',
    title: 'A language prefix that is not one path segment',
    about:
      "A language's pages answer under its prefix: /af/solar is the Afrikaans /solar. The prefix is / and one segment of lowercase letters, digits and hyphens.",
    fix: 'Write the prefix the message suggests.',
    example: { wrong: 'prefix: af/', right: 'prefix: /af' },
  },
  languagePrefixTwice: {
    code: 'LE804',
    title: 'Two languages under one prefix',
    about: 'A prefix says which language a path is in, so each language needs its own.',
    fix: 'Give one of the two languages another prefix.',
  },
  prefixIsPagePath: {
    code: 'LE805',
    title: 'A language prefix that a page already answers',
    about: "Under a language's prefix, every path is that language's page; a page of its own at that path (or under it) would never be reached.",
    fix: "Pick another prefix, or change the page's path.",
  },
  languageNotDeclared: {
    code: 'LE806',
    title: 'A language that is not declared',
    about:
      'A folder under translations/, or a link whose first segment is a language, names a language that languages: in site.config.yaml does not declare among its others, so nothing of it is shown. The default language has no folder there: its texts are pages/ and site.config.yaml.',
    fix: 'Declare the language under languages: others (with its name and prefix), or rename the folder or link to a declared one.',
  },
  translationForNoPage: {
    code: 'LE807',
    title: 'A translation file for no page',
    about:
      "A language's folder holds site.yaml (the texts of site.config.yaml) and pages/<page>.yaml, named like the page it translates; any other file is not read.",
    fix: 'Rename the file like the page it translates (the message suggests the closest), or delete it.',
  },
  textNotTranslated: {
    code: 'LE811',
    severity: 'warning',
    title: 'A text missing in a language',
    about:
      'The default page has a text the translation does not: the visitor reads it in the default language meanwhile, and the section says so to crawlers with its lang. Only texts the default page writes count: a label it leaves to its block\'s default (a table\'s "Yes") asks for no translation, and a translation may still write one. Fatal with validate --strict.',
    fix: 'Add the text to the translation file at the place the message gives.',
    example: { wrong: 'sections:\n  - type: hero', right: 'sections:\n  - type: hero\n    heading: Sonkrag-finansiering{city}' },
  },
  pageNotTranslated: {
    code: 'LE812',
    severity: 'warning',
    title: 'A language without its site texts',
    about:
      "A declared language has no site.yaml, so the navigation, footer and not-found page of its pages show in the default language. (A page with no translation file is simply not published in that language: validate's summary names those, and their addresses redirect to the default language.) Fatal with validate --strict.",
    fix: 'Create the file the message names, with the texts of site.config.yaml in that language.',
  },
  placeholderChanged: {
    code: 'LE813',
    title: 'A translation that drops or adds a placeholder',
    about:
      'A translation keeps every {city} and value placeholder of the default text, with its format: a price is written once, in values:, and each language shows it from there.',
    fix: 'Write the placeholders of the default text into the translation, exactly as they are there.',
    example: { wrong: 'heading: Bel vir R0,59 per minuut', right: 'heading: Bel vir {perMinute:rand-cents} per minuut' },
  },
  translationListLength: {
    code: 'LE814',
    title: "A list of texts or links of another length than the default's",
    about: "A list of texts (claims, paragraphs) or of links (buttons, actions) has the default page's length: each item translates the item at its place.",
    fix: "Add or remove items until the list has as many as the default page's, in its order.",
  },
  notATextToTranslate: {
    code: 'LE815',
    title: 'A translated field that is not a text',
    about:
      'Links, prices, value names, images, ids, paths and switches come from the default page only, so they are the same in every language; a translation holds texts only.',
    fix: 'Delete the field from the translation; change it in the default page if it must change.',
    example: { wrong: '- label: Aansoek doen\n  link: apply', right: '- label: Aansoek doen' },
  },
  staleTranslation: {
    code: 'LE816',
    title: 'A translation of a text the default no longer has',
    about: 'The default page has no text at this place (it was removed or moved), so the translation is not shown.',
    fix: 'Delete the translated text, or move it to where its text now is.',
  },
  sectionTypeMismatch: {
    code: 'LE817',
    title: "A translated section whose type is not its section's",
    about:
      "A translated section names the section it translates by its id (or, where the page has one section of a type, by its type alone), and keeps that section's type.",
    fix: 'Write the type of the section the id names, or the id of the section of this type that it translates.',
  },
  translationForm: {
    code: 'LE818',
    title: "A translation written in another form than the default's",
    about: "A translation has the shape of the default page's texts: a text where it has a text, a list where it has a list, keys where it has keys.",
    fix: 'Write it in the form the message gives.',
  },
  translatedCityUnknown: {
    code: 'LE819',
    title: 'A translated name of a city the site does not list',
    about: "cities: in translations/<tag>/site.yaml gives the names of cities of site.config.yaml's cities:, by slug, in that language.",
    fix: "Use a slug of site.config.yaml's cities (the message suggests the closest), or add the city there.",
    example: { wrong: 'cities: { kaapstad: Kaapstad }', right: 'cities: { cape-town: Kaapstad }' },
  },
  sectionNotNamed: {
    code: 'LE820',
    title: 'A translated section that does not say which section it translates',
    about:
      "Translated sections are paired with the page's sections by id, not by place (issue 56), so moving, adding or removing a section never puts a translation under another section. Where a page has one section of a type, its type names it; where it has several, each needs an id in the page, and its translation names that id.",
    fix: 'Give each section of that type an id in the default page (id: construction-finance), and write the same id in its translation.',
    example: {
      wrong: '- type: copy\n  heading: Konstruksiefinansiering',
      right: '- type: copy\n  id: construction-finance\n  heading: Konstruksiefinansiering',
    },
  },
  sectionTranslatedTwice: {
    code: 'LE821',
    title: 'Two translations of one section',
    about: 'Each section of the default page has at most one translation in a language; a second one is not shown.',
    fix: "Delete one of them, or give the one that translates another section that section's id.",
  },
  translationOutdated: {
    code: 'LE822',
    severity: 'warning',
    title: 'A translation made from an older default text',
    about:
      'translations/<tag>/made-from.yaml records a fingerprint of the default text each translated text was made from. The default text has changed since, so the translation may no longer say the same (gettext calls this fuzzy). Fatal with validate --strict.',
    fix: 'Check the translation against the default text the message quotes, change it if needed, then record it as checked: npx landing-engine translations --record <tag> --stale (or save it in the editor).',
  },
} as const satisfies Record<string, EntryInput>;
