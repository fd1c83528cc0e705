import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CATALOGUE, entryOf, type ProblemName } from '../../src/config/catalogue/index';
import { checkContentClient } from '../../src/config/check-content-client';
import { pastDeliveryWarnings } from '../../src/config/deal-dates';
import { loadSite } from '../../src/config/load';
import { strictProblems } from '../../src/config/strict';
import { parseYaml } from '../../src/config/yaml-source';
import { FIXTURE_SITE, fixtureFile, loadFixture } from '../helpers/fixture-site';
import { notInstalled } from '../helpers/not-installed';
import { JARGON } from '../helpers/jargon';
import { checkDraft } from '../../dev/editor/drafts';
import { versionOf } from '../../dev/editor/site-files';
import { failed, noSuchRequest, notJson, shapeRefusal } from '../../dev/editor/api-refusals';
import { API_ROUTES } from '../../dev/editor/api-routes';
import { draftRequest, MAX_EDITS } from '../../dev/editor/requests';
import { REREAD_BUDGET } from '../../dev/editor/yaml-edit';

// The catalogue holds every problem the engine reports: each entry below is raised by a small
// input (so none is dead), and what every input raises is in the catalogue.
const ROOT = join(import.meta.dirname, '..', '..');
const page = (body: string, top = '') => `name: Fixture\n${top}meta:\n  title: Fixture\n  description: A fixture page.\npaths: [/fixture]\nsections:\n${body}`;
const copy = (line: string) => page(`  - type: copy\n    heading: Why\n    ${line}\n`);
const site = (from: string, to: string) => ({ 'site.config.yaml': fixtureFile('site.config.yaml').replace(from, to) });
const home = (from: string, to: string) => ({ 'pages/home.yaml': fixtureFile('pages/home.yaml').replace(from, to) });
const experiment = (variants: string, extra = '') =>
  page(
    `  - type: hero\n    heading: Hi\n  - type: copy\n    id: why\n    heading: Why\nexperiments:\n  - id: t-hero\n    status: running\n${extra}    variants:\n${variants}`,
  );
const table = (rows: string, highlight = '') =>
  page(`  - type: comparison-table\n    caption: Plans\n    rowHeader: Plan\n    columns: [Us, Them]\n${highlight}    rows:\n${rows}`);
const project = (over: string) =>
  `      - { code: MD1, title: Solar, kind: Delivery, image: { src: /media/slide-1.svg, alt: "", width: 400, height: 260 }, invest: { min: 1000 }, returnPercent: 20, wantedBy: "2024-03-01", paybackBy: "2024-03-31", closed: true, ${over} }\n`;
const deals = (projects: string) =>
  page(
    `  - type: deals\n    heading: Deals\n    loadingText: Loading...\n    dealActions: [{ label: AM INTERESTED, link: apply }]\n    investAction: { label: INVEST, link: apply }\n    chatAction: { label: CHAT, link: chat }\n    closedText: Closed.\n    closedOverlay: { src: /media/slide-1.svg, alt: "", width: 400, height: 260 }\n    projects:\n${projects}`,
  );

/** The fixture site in English and Afrikaans (/af), with `files` (translations/...) added. */
const languages = (files: Record<string, string> = {}, others = '    - { tag: af, name: Afrikaans, prefix: /af }\n') =>
  loaded({ 'site.config.yaml': `${fixtureFile('site.config.yaml')}languages:\n  default: { tag: en, name: English }\n  others:\n${others}`, ...files });
const af = (text: string) => languages({ 'translations/af/pages/home.yaml': text });

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
function siteCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'catalogue-site-'));
  dirs.push(dir);
  cpSync(FIXTURE_SITE, dir, { recursive: true });
  return dir;
}

type Raised = { code: string; message: string }[];
const loaded = (files: Record<string, string>): Raised => {
  const result = loadFixture(files);
  return [...(result.ok ? [] : result.problems), ...result.warnings];
};
const syntax = (text: string): Raised => parseYaml('p.yaml', text).syntaxProblems;
const strict = (files: Record<string, string>): Raised => {
  const result = loadFixture(files);
  return result.ok ? strictProblems(result.model, result.sources) : result.problems;
};

/** One input per entry that raises it. */
const TRIGGERS: Record<Exclude<ProblemName, 'fileNotChecked' | 'notValid'>, () => Raised> = {
  pagesFolderUnreadable: () => {
    const dir = mkdtempSync(join(tmpdir(), 'no-pages-'));
    dirs.push(dir);
    const result = loadSite(dir);
    return result.ok ? [] : result.problems;
  },
  fileUnreadable: () => {
    const result = loadSite(FIXTURE_SITE, (file) => {
      if (file === 'pages/home.yaml') throw Object.assign(new Error('EACCES'), { code: 'EACCES' });
      return fixtureFile(file);
    });
    return result.ok ? [] : result.problems;
  },
  emptyFile: () => loaded({ 'pages/t.yaml': '' }),
  samePageTwice: () => loaded({ 'pages/t.yaml': copy(''), 'pages/t.yml': copy('').replace('/fixture', '/fixture-2') }),
  unreadPageFile: () => {
    const dir = siteCopy();
    writeFileSync(join(dir, 'pages/old.yaml.bak'), 'name: Old\n');
    return loadSite(dir).warnings;
  },
  notText: () => syntax('name: x\n\u0001\n'),
  invisibleSpace: () => syntax('meta:\n  title:\u00a0x\n  name: y\n'),
  invisibleCharacter: () => loaded({ 'pages/t.yaml': copy('para\u200bgraphs: [One]') }),
  tabIndent: () => syntax('meta:\n\ttitle: x\n'),
  dashListMarker: () => syntax('items:\n  - a\n  \u2013 b\n'),
  duplicateKey: () => syntax('a: 1\na: 2\n'),
  manyDocuments: () => syntax('a: 1\n---\nb: 2\n'),
  unclosedQuote: () => syntax('a: "x\nb: y\n'),
  unclosedBracket: () => syntax('a: [x\n'),
  placeholderInList: () => syntax('paths: [/a, /a/{city}]\n'),
  placeholderInMapping: () => syntax('b: { label: Apply{city}, link: x }\n'),
  keyWithoutSpace: () => syntax('meta:\n  title:x y\n  name: z\n'),
  reservedStart: () => syntax('name: @home\n'),
  quoteEndedEarly: () => syntax("h: 'It's fast'\n"),
  textStartsWithPlaceholder: () => syntax('h: {city} finance\n'),
  colonInText: () => syntax('h: Finance: fast\n'),
  indentedTooFar: () => syntax('sections:\n  - type: copy\n    heading: A\n      extra: B\n'),
  indentMismatch: () => syntax('meta:\n    title: a\n  name: b\n'),
  missingDash: () => syntax('sections:\n  - type: copy\n    heading: A\n   paragraphs: [One]\n'),
  flowMissingPart: () => syntax('tags: [ "a" "b" ]\n'),
  nestedTooDeep: () => syntax(`name: ${'['.repeat(5000)}\n`),
  aliasWithoutAnchor: () => syntax('h: *company\n'),
  aliasBomb: () =>
    syntax(
      [
        'a: &a [x, x, x, x, x, x, x, x, x]',
        'b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]',
        'c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]',
        'd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]',
        'e: [*d, *d, *d, *d, *d, *d, *d, *d, *d]',
      ].join('\n'),
    ),
  yamlUnreadable: () => syntax('heading: Hear\n  # comment\n    - a\n'),
  unknownKey: () => loaded({ 'pages/t.yaml': copy('paragrahps: [One]') }),
  unknownBlockType: () => loaded({ 'pages/t.yaml': page('  - type: hreo\n') }),
  badKey: () => loaded(site('  - kwa-thema: KwaThema', '  - Kwa-Thema: KwaThema')),
  textIsNumber: () => loaded({ 'pages/t.yaml': copy('paragraphs: [2024]') }),
  textIsTrueFalse: () => loaded({ 'pages/t.yaml': copy('paragraphs: [true]') }),
  missingValue: () => loaded({ 'pages/t.yaml': page('  - type: copy\n    heading: Why\n').replace('  description: A fixture page.\n', '') }),
  emptyValue: () => loaded({ 'pages/t.yaml': copy('id:') }),
  emptyText: () => loaded({ 'pages/t.yaml': page('  - type: copy\n    heading: ""\n') }),
  listExpected: () => loaded({ 'pages/t.yaml': copy('paragraphs: One') }),
  mappingExpected: () => loaded(site('  logo: { src: /media/logo.svg, alt: Acme home, width: 100, height: 40 }', '  logo: /media/logo.svg')),
  oneValueExpected: () => loaded({ 'pages/t.yaml': copy('id: [a]') }),
  placeholderAsMapping: () => loaded({ 'pages/t.yaml': page('  - type: copy\n    heading: {city}\n') }),
  numberExpected: () => loaded(home('defaultUsers: 1,', 'defaultUsers: three,')),
  currencyInNumber: () => loaded(site('perMinute: 0.59', 'perMinute: R0.49')),
  centsInNumber: () => loaded(site('perMinute: 0.59', 'perMinute: 49c')),
  percentInNumber: () => loaded(site('advance: 0.7', 'advance: 70%')),
  groupedNumber: () => loaded(site('setup: 199', 'setup: 1,199')),
  trueFalseExpected: () => loaded({ 'pages/t.yaml': page('  - type: copy\n    heading: Why\n', 'sharedSections: no\n') }),
  belowMinimum: () => loaded(home('defaultUsers: 1,', 'defaultUsers: 0,')),
  aboveMaximum: () => loaded(home('defaultUsers: 1,', 'defaultUsers: 1, disc: 10,')),
  wholeNumberExpected: () => loaded(home('defaultUsers: 1,', 'defaultUsers: 1.5,')),
  notAnOption: () => loaded(home('{ label: Shop now, link: shop }', '{ label: Shop now, link: shop, style: primry }')),
  wrongForm: () => loaded(site('  - durban', '  - Durban')),
  textTooLong: () => loaded({ 'pages/t.yaml': page('  - type: copy\n    heading: Why\n').replace('A fixture page.', 'x'.repeat(301)) }),
  tooFewItems: () => loaded({ 'pages/t.yaml': page('  []\n').replace('sections:\n  []', 'sections: []') }),
  tokenInConfig: () =>
    loaded(site('contentStore: { projectId: acme, dataset: production }', 'contentStore: { projectId: acme, dataset: production, token: sk-1 }')),
  randFraction: () => loaded(home('pricePerMinute: perMinute', 'pricePerMinute: 0.595')),
  bundleTwice: () => loaded(home('bundles: [0, 100, 250]', 'bundles: [0, 100, 100, 250]')),
  minutesNotBundle: () => loaded(home('defaultMinutes: 100', 'defaultMinutes: 300')),
  rowCells: () => loaded({ 'pages/t.yaml': table('      - { label: Price, cells: [R1] }\n') }),
  highlightNotColumn: () => loaded({ 'pages/t.yaml': table('      - { label: Price, cells: [R1, R2] }\n', '    highlight: Uss\n') }),
  celebrateWithoutConfetti: () => loaded(home('{ label: Shop now, link: shop }', '{ label: Shop now, link: shop, celebrate: true }')),
  nothingCelebrates: () => loaded({ 'pages/tour.yaml': fixtureFile('pages/tour.yaml').replace(', celebrate: true', '') }),
  projectCodeTwice: () => loaded({ 'pages/t.yaml': deals(project('termDays: 30') + project('termDays: 30')) }),
  anchorTwice: () =>
    loaded({
      'pages/t.yaml': page(
        '  - type: legal-document\n    title: Terms\n    effective: Now\n    sections:\n      - { id: a, heading: One, paragraphs: [x] }\n      - { id: a, heading: Two, paragraphs: [y] }\n',
      ),
    }),
  investRange: () => loaded({ 'pages/t.yaml': deals(project('termDays: 30').replace('invest: { min: 1000 }', 'invest: { min: 1000, max: 500 }')) }),
  termOnce: () => loaded({ 'pages/t.yaml': deals(project('closed: true').replace(', closed: true, closed: true', ', closed: true')) }),
  paybackBeforeWanted: () => loaded({ 'pages/t.yaml': deals(project('term: soon').replace('paybackBy: "2024-03-31"', 'paybackBy: "2024-02-01"')) }),
  termDisagrees: () => loaded({ 'pages/t.yaml': deals(project('termDays: 20')) }),
  dayNotReal: () => loaded({ 'pages/t.yaml': deals(project('term: soon').replace('wantedBy: "2024-03-01"', 'wantedBy: "2024-02-30"')) }),
  appLinkParams: () => loaded(site('  chat: {', '  call: { url: "tel:+27100000000", tracking: true }\n  chat: {')),
  trackingParam: () =>
    loaded(
      site(
        'shop: { url: "https://shop.example.com/buy", tracking: true }',
        'shop: { url: "https://shop.example.com/buy", tracking: true, params: { utm_source: x } }',
      ),
    ),
  conversionSecretShared: () =>
    loaded(
      site('values:\n', 'conversions:\n  providers:\n    forms: { secretVariable: FORMS_SECRET }\n    quotes: { secretVariable: FORMS_SECRET }\nvalues:\n'),
    ),
  unknownLinkTemplate: () => loaded(site('link: shop }', 'link: shpo }')),
  templateMustTake: () => loaded(home('order: { label: Order, link: order }', 'order: { label: Order, link: shop }')),
  templateDoesNotTake: () => loaded({ 'pages/t.yaml': page('  - type: buttons\n    buttons:\n      - { label: Go, link: shop, values: { ref: x } }\n') }),
  noSuchSection: () => loaded(site('to: "#contact"', 'to: "#faq"')),
  noSuchPage: () => loaded(site('to: /privacy }', 'to: /privacy-policy }')),
  pathTwice: () => loaded({ 'pages/t.yaml': copy('').replace('paths: [/fixture]', 'paths: [/finance]') }),
  pathAlsoMatched: () => loaded({ 'pages/t.yaml': copy('').replace('paths: [/fixture]', 'paths: [/phones/durban]') }),
  reservedPath: () => loaded({ 'pages/t.yaml': copy('').replace('paths: [/fixture]', 'paths: [/assets/app.js]') }),
  sectionIdTwice: () => loaded({ 'pages/t.yaml': page('  - { type: copy, id: a, heading: A }\n  - { type: copy, id: a, heading: B }\n') }),
  sectionIdShared: () => loaded({ 'pages/t.yaml': page('  - { type: copy, id: contact, heading: A }\n') }),
  unreadableColours: () => loaded(site('  address: [1 Main Road, Durban]\n', '  address: [1 Main Road, Durban]\n  colours: { primary: "#f2a541" }\n')),
  contentWithoutStore: () =>
    loaded({
      ...site('contentStore: { projectId: acme, dataset: production }\n', ''),
      'pages/t.yaml': page('  - { type: testimonials, heading: Clients, label: Client testimonials }\n'),
    }),
  contentClientMissing: () => {
    const result = loadFixture({});
    return result.ok ? checkContentClient(result.model, result.sources.get('site.config.yaml')!, notInstalled) : result.problems;
  },
  editorCannotWrite: () =>
    checkDraft(siteCopy(), {
      'pages/home.yaml': { version: versionOf(fixtureFile('pages/home.yaml')), edits: [{ op: 'set', path: ['paths', 0, 'nope'], value: 'x' }] },
    }).problems,
  missingMedia: () => loaded({ 'pages/t.yaml': page('  - type: hero\n    heading: Hi\n    image: { src: /media/nope.svg, alt: A, width: 10, height: 10 }\n') }),
  unknownValue: () => loaded(home('pricePerMinute: perMinute', 'pricePerMinute: perMinit')),
  placeholderNotText: () =>
    loaded({ 'pages/t.yaml': page('  - type: hero\n    heading: Hi\n    image: { src: "/media/{city}.svg", alt: A, width: 10, height: 10 }\n') }),
  placeholderFormat: () => loaded({ 'pages/t.yaml': page('  - { type: copy, heading: "Hi{city:rand}" }\n') }),
  unknownPlaceholder: () => loaded({ 'pages/t.yaml': page('  - { type: copy, heading: "From {perMinut:cents}" }\n') }),
  unknownFormat: () => loaded({ 'pages/t.yaml': page('  - { type: copy, heading: "From {perMinute:cent}" }\n') }),
  valuesCircle: () => loaded(site('setup: 199', 'setup: rental + loop\n  loop: setup * 2')),
  sumUnreadable: () => loaded(site('setup: 199', 'setup: 2 $ 3')),
  divideByZero: () => loaded(site('setup: 199', 'setup: 4 / (2 - 2)')),
  sumTooDeep: () => loaded(site('setup: 199', `setup: ${'('.repeat(150)}1${')'.repeat(150)}`)),
  amountAsText: () => loaded({ 'pages/t.yaml': copy('paragraphs: [Lines from R1,280 a month.]') }),
  placeholderHost: () => strict({}),
  startedAsName: () => strict(site('  name: Acme', '  name: Acme Cycles\n  startedAs: Acme')),
  experimentIdTwice: () => {
    const variants = '      - { id: control, weight: 50 }\n      - { id: b, weight: 50 }\n';
    return loaded({ 'pages/t.yaml': experiment(variants), 'pages/u.yaml': experiment(variants).replace('/fixture', '/fixture-2') });
  },
  twoLiveExperiments: () =>
    loaded({
      'pages/t.yaml': experiment('      - { id: control, weight: 50 }\n      - { id: bold, weight: 50 }\n').replace(
        '  - id: t-hero\n    status: running',
        '  - id: t-other\n    status: paused\n    variants: [{ id: control, weight: 50 }, { id: b, weight: 50 }]\n  - id: t-hero\n    status: running',
      ),
    }),
  variantIdTwice: () => loaded({ 'pages/t.yaml': experiment('      - { id: control, weight: 50 }\n      - { id: control, weight: 50 }\n') }),
  noControl: () => loaded({ 'pages/t.yaml': experiment('      - { id: a, weight: 50 }\n      - { id: b, weight: 50 }\n') }),
  controlChanges: () => loaded({ 'pages/t.yaml': experiment('      - { id: control, weight: 50, heading: New }\n      - { id: b, weight: 50 }\n') }),
  weightsNot100: () => loaded({ 'pages/t.yaml': experiment('      - { id: control, weight: 50 }\n      - { id: b, weight: 60 }\n') }),
  endedWithoutWinner: () =>
    loaded({ 'pages/t.yaml': experiment('      - { id: control, weight: 50 }\n      - { id: b, weight: 50 }\n').replace('status: running', 'status: ended') }),
  winnerNotEnded: () => loaded({ 'pages/t.yaml': experiment('      - { id: control, weight: 50 }\n      - { id: b, weight: 50 }\n', '    winner: b\n') }),
  unknownWinner: () =>
    loaded({
      'pages/t.yaml': experiment('      - { id: control, weight: 50 }\n      - { id: b, weight: 50 }\n', '    winner: c\n').replace(
        'status: running',
        'status: ended',
      ),
    }),
  noHero: () =>
    loaded({
      'pages/t.yaml': experiment(
        '      - { id: control, weight: 50 }\n      - { id: b, weight: 50, heading: New, sections: [{ type: copy, heading: Only }] }\n',
      ),
    }),
  noSuchBlock: () =>
    loaded({
      'pages/t.yaml': experiment(
        '      - { id: control, weight: 50 }\n      - { id: b, weight: 50, blocks: [{ section: benefits, set: { heading: New } }] }\n',
      ),
    }),
  changesBlockType: () =>
    loaded({
      'pages/t.yaml': experiment('      - { id: control, weight: 50 }\n      - { id: b, weight: 50, blocks: [{ section: why, set: { type: hero } }] }\n'),
    }),
  changeBreaksBlock: () =>
    loaded({
      'pages/t.yaml': experiment('      - { id: control, weight: 50 }\n      - { id: b, weight: 50, blocks: [{ section: why, set: { heading: 5 } }] }\n'),
    }),
  exampleCopyShown: () =>
    loaded({ 'pages/t.yaml': experiment('      - { id: control, weight: 50 }\n      - { id: b, weight: 50, example: true, heading: Try this }\n') }),
  goalUnknownLink: () =>
    loaded({
      'pages/t.yaml': experiment('      - { id: control, weight: 50 }\n      - { id: b, weight: 50, heading: New }\n', '    goal: { presses: no-such-link }\n'),
    }),
  goalWithoutProviders: () =>
    loaded({ 'pages/t.yaml': experiment('      - { id: control, weight: 50 }\n      - { id: b, weight: 50, heading: New }\n', '    goal: applications\n') }),
  anchorInText: () => loaded({ 'pages/t.yaml': page('  - type: copy\n    heading: &Co finance\n') }),
  tagInText: () => loaded({ 'pages/t.yaml': page('  - type: copy\n    heading: !Important news\n') }),
  commentInText: () => loaded({ 'pages/t.yaml': page('  - type: copy\n    heading: Call us #1 choice\n') }),
  inCity: () => loaded({ 'pages/t.yaml': page('  - type: copy\n    heading: Vans in {city}\n') }),
  longText: () => loaded({ 'pages/t.yaml': page(`  - type: copy\n    heading: ${'A'.repeat(151)}\n`) }),
  pasteArtefact: () => loaded({ 'pages/t.yaml': page('  - type: copy\n    heading: \u201cBest Deals\u201d\n') }),
  unknownTestimonialService: () => loaded({ 'pages/t.yaml': page('  - type: copy\n    heading: Why\n', 'testimonialServices: [phone]\n') }),
  dealPastDelivery: () => {
    const result = loadSite(ROOT);
    return result.ok ? pastDeliveryWarnings(ROOT, result.model, '2026-01-01') : result.problems;
  },
  dashListText: () => loaded({ 'pages/t.yaml': page('  - type: copy\n    heading: Why\n    paragraphs:\n      - Our promise\n        \u2014 fast\n') }),
  exampleCopy: () => loaded({ 'pages/t.yaml': page('  - type: copy\n    heading: Why us\n    bullets: [Free installation]\n') }),
  badLanguageTag: () => languages({}, '    - { tag: af_ZA, name: Afrikaans, prefix: /af }\n'),
  languageTwice: () => languages({}, '    - { tag: af, name: Afrikaans, prefix: /af }\n    - { tag: af, name: Afrikaans, prefix: /afr }\n'),
  badLanguagePrefix: () => languages({}, '    - { tag: af, name: Afrikaans, prefix: af/ }\n'),
  languagePrefixTwice: () => languages({}, '    - { tag: af, name: Afrikaans, prefix: /af }\n    - { tag: zu, name: isiZulu, prefix: /af }\n'),
  prefixIsPagePath: () => languages({}, '    - { tag: af, name: Afrikaans, prefix: /finance }\n'),
  languageNotDeclared: () => languages({ 'translations/zu/site.yaml': 'nav: []\n' }),
  translationForNoPage: () => languages({ 'translations/af/pages/hom.yaml': 'meta: { title: Foon }\n' }),
  textNotTranslated: () => af('meta:\n  title: Fone{city}\n'),
  pageNotTranslated: () => languages(),
  placeholderChanged: () => af('meta:\n  title: Fone\n'),
  translationListLength: () => af('sections:\n  - type: hero\n    actions: []\n'),
  notATextToTranslate: () => af('paths: [/fone]\n'),
  staleTranslation: () => af('sections:\n  - type: hero\n  - type: audio-player\n  - type: plan-cards\n  - type: copy\n'),
  sectionTypeMismatch: () => af('sections:\n  - type: copy\n    id: greeting\n'),
  sectionNotNamed: () =>
    languages({
      'pages/home.yaml': fixtureFile('pages/home.yaml').replace(
        '  - type: plan-cards',
        '  - type: copy\n    heading: One\n  - type: copy\n    heading: Two\n  - type: plan-cards',
      ),
      'translations/af/pages/home.yaml': 'sections:\n  - type: copy\n    heading: Een\n',
    }),
  sectionTranslatedTwice: () => af('sections:\n  - type: hero\n  - type: hero\n'),
  translationOutdated: () =>
    languages({
      'translations/af/pages/home.yaml': 'sections:\n  - type: audio-player\n    id: greeting\n    transcriptLabel: Transkripsie\n',
      'translations/af/made-from.yaml': 'pages/home.yaml:\n  sections.greeting.transcriptLabel: "00000000"\n',
    }),
  translationForm: () => af('meta:\n  title: [Fone]\n'),
  translatedCityUnknown: () => languages({ 'translations/af/site.yaml': 'cities: { durbn: Durban }\n' }),
  editorRequestNotJson: () => [notJson('Not saved')],
  editorRequestShape: () => [shapeRefusal('Not saved', draftRequest.safeParse({ draft: { 'pages/home.yaml': { version: 1, edits: [] } } }).error!.issues)],
  editorRequestTooLarge: () => [
    shapeRefusal('Not saved', draftRequest.safeParse({ draft: { 'pages/home.yaml': { version: 'v', edits: Array(5001).fill({}) } } }).error!.issues),
  ],
  editorNoSuchRequest: () => [noSuchRequest('POST', 'publish', API_ROUTES)],
  editorFailed: () => [
    failed(
      ROOT,
      'Not saved',
      Object.assign(new Error(`ENOTDIR: not a directory, mkdir '${ROOT}/translations/af/pages'`), {
        code: 'ENOTDIR',
        syscall: 'mkdir',
        path: `${ROOT}/translations/af/pages`,
      }),
    ),
  ],
  editorFileRefused: () => [
    (
      API_ROUTES.find((route) => route.name === 'save')!.answer(
        siteCopy(),
        { draft: { 'pages/../site.config.yaml': { version: 'v', edits: [] } } } as never,
        undefined as never,
      ) as { body: { code: string; message: string } }
    ).body,
  ],
};

/** Raised by no input, kept so that a crash or a rule no entry names still prints a code. */
const DEFENSIVE: Record<ProblemName, string> = {
  fileNotChecked: 'src/config/load.ts',
  notValid: 'src/config/issue-words.ts',
} as Record<ProblemName, string>;

describe('the error catalogue', () => {
  it('gives every entry a trigger, or names the code that raises it as a fallback', () => {
    expect([...Object.keys(TRIGGERS), ...Object.keys(DEFENSIVE)].sort()).toEqual(Object.keys(CATALOGUE).sort());
    for (const [name, file] of Object.entries(DEFENSIVE)) expect(readFileSync(join(ROOT, file), 'utf8'), name).toContain(`'${name}'`);
  });

  it.each(Object.entries(TRIGGERS))('%s is raised by its input; everything raised is in the catalogue and free of parser words', (name, trigger) => {
    const raised = trigger();
    expect(raised.map((problem) => problem.code)).toContain(CATALOGUE[name as ProblemName].code);
    for (const problem of raised) {
      expect(entryOf(problem.code), `${problem.code} ${problem.message}`).toBeDefined();
      expect(problem.message).not.toMatch(JARGON);
    }
  });

  it('has one code per entry, each LE and three digits, warnings in their own range', () => {
    const entries = Object.values(CATALOGUE);
    expect(new Set(entries.map((entry) => entry.code)).size).toBe(entries.length);
    for (const entry of entries) {
      expect(entry.code).toMatch(/^LE\d{3}$/);
      expect(entry.title.length, entry.code).toBeLessThanOrEqual(70);
      expect(entry.fix, entry.code).toMatch(/\.$/);
    }
    expect(entries.filter((entry) => entry.severity === 'warning').map((entry) => entry.code)).toEqual([
      'LE006',
      'LE701',
      'LE702',
      'LE703',
      'LE704',
      'LE705',
      'LE706',
      'LE707',
      'LE708',
      'LE709',
      'LE741',
      'LE811',
      'LE812',
      'LE822',
    ]);
  });

  it("names the editor's own limits in LE903: 2 MB a request, 5,000 changes, 4 MB read again", () => {
    expect([MAX_EDITS, REREAD_BUDGET]).toEqual([5_000, 4 * 1024 * 1024]);
    expect(CATALOGUE.editorRequestTooLarge.about).toContain('at most 2 MB and 5,000 changes in one request, and a file of a site at most 4 MB again');
  });

  it('every rule a schema declares names an entry (schemas/**/*.ts)', () => {
    const files = readdirSync(join(ROOT, 'schemas'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
    const named = files.flatMap((file) => [...readFileSync(join(ROOT, 'schemas', file), 'utf8').matchAll(/rule\('(\w+)'\)/g)].map((m) => m[1]!));
    expect(named.length).toBeGreaterThan(15);
    for (const name of named) expect(Object.keys(CATALOGUE), name).toContain(name);
  });
});
