import type { EntryInput } from './entry';

/** Rules across files: links, paths, section ids, media, values and placeholders, placeholder hosts. */
export const SITE_RULES = {
  unknownLinkTemplate: {
    code: 'LE301',
    title: 'A button naming a link template that does not exist',
    about: 'A button\'s link: names one of the templates under links: in site.config.yaml.',
    fix: 'Use the name the message suggests, or add the template under links:.',
    example: { wrong: '- { label: Apply, link: finance-aply }', right: '- { label: Apply, link: finance-apply }' },
  },
  templateMustTake: {
    code: 'LE302',
    title: 'A link template that cannot carry what the block sends',
    about: 'Some blocks send values with their links (a project card its ref, a plan card its minutes and users); the template must take them.',
    fix: 'Add the values to the template\'s takes: list, or pick a template that takes them.',
  },
  templateDoesNotTake: {
    code: 'LE303',
    title: 'A value the link template does not take',
    about: 'A button may pass only the values its template lists under takes:.',
    fix: 'Remove the value, or add it to the template\'s takes: list.',
  },
  noSuchSection: {
    code: 'LE304',
    title: 'A link to a section id that no section has',
    about: 'A link like #contact scrolls to the section with id: contact.',
    fix: 'Use one of the ids the message lists, or give a section that id.',
  },
  noSuchPage: {
    code: 'LE305',
    title: 'A link to a path no page answers',
    about: 'Internal links go to one of the paths listed in pages/*.yaml.',
    fix: 'Fix the link, or add the path to a page\'s paths.',
  },
  pathTwice: {
    code: 'LE306',
    title: 'A path claimed by two pages',
    about: 'Each path belongs to one page.',
    fix: 'Remove the path from one of the two pages.',
  },
  pathAlsoMatched: {
    code: 'LE307',
    title: 'A path that another page\'s {city} path also answers',
    about: 'A literal path like /bakkie-hire/durban is also answered by /bakkie-hire/{city} on another page.',
    fix: 'Rename one of the two paths.',
  },
  sectionIdTwice: {
    code: 'LE308',
    title: 'A section id used twice on a page',
    about: 'A link like #contact must find exactly one section.',
    fix: 'Give one of the sections another id.',
  },
  sectionIdShared: {
    code: 'LE309',
    title: 'A section id that a shared section already has',
    about: 'The shared sections of site.config.yaml appear on every page, with their ids.',
    fix: 'Pick another id for the page\'s section.',
  },
  missingMedia: {
    code: 'LE310',
    title: 'A picture or sound file that is not in public/',
    about: 'A src: starting with / names a file in public/; without it the page shows a broken image or plays nothing.',
    fix: 'Add the file to public/, or fix the name (the message suggests a close one).',
  },
  unknownValue: {
    code: 'LE401',
    title: 'A name that is not a value under values:',
    about: 'Number fields and sums may name a value from values: in site.config.yaml, spelt exactly as it is there.',
    fix: 'Use the name the message suggests, or define the value under values:.',
    example: { wrong: 'pricePerMinute: perMinit', right: 'pricePerMinute: perMinute' },
  },
  placeholderNotText: {
    code: 'LE402',
    title: 'A placeholder in a field that is not text',
    about: 'Placeholders like {city} are filled in text only; in an id, a path, a link name or a number they would stay as written.',
    fix: 'Write the value itself here, or move the wording into a text field.',
  },
  placeholderFormat: {
    code: 'LE403',
    title: 'A format on a placeholder that takes none',
    about: '{city} (and a block\'s own placeholders like {minutes}) are words, not numbers, so they take no format.',
    fix: 'Write the placeholder without the :format part.',
  },
  unknownPlaceholder: {
    code: 'LE404',
    title: 'An unknown placeholder',
    about: 'Text can hold {city} and the values under values: in site.config.yaml, spelt exactly as they are there.',
    fix: 'Use the name the message suggests, or define the value under values:.',
    example: { wrong: '{perMinut:cents} per minute', right: '{perMinute:cents} per minute' },
  },
  unknownFormat: {
    code: 'LE405',
    title: 'An unknown number format',
    about: 'A value in text may carry a format: number, rand, rand-cents, whole-rand, cents or percent.',
    fix: 'Use one of those formats.',
    example: { wrong: '{perMinute:cent}', right: '{perMinute:cents}' },
  },
  valuesCircle: {
    code: 'LE406',
    title: 'Values that refer to each other in a circle',
    about: 'A value worked out from others cannot, through them, depend on itself.',
    fix: 'Write one of the values in the circle as a number.',
  },
  sumUnreadable: {
    code: 'LE407',
    title: 'A sum that cannot be worked out',
    about: 'A value may be a sum of numbers and value names with + - * / and brackets; anything else cannot be read.',
    fix: 'Write a number, or a sum like 3 * rental + team3xCalls.',
  },
  divideByZero: {
    code: 'LE408',
    title: 'A sum that divides by zero',
    about: 'A value worked out with / must not divide by something that is 0.',
    fix: 'Check the values the sum divides by.',
  },
  placeholderHost: {
    code: 'LE601',
    title: 'An address still on a placeholder host',
    about: 'Link templates, the chat widget and the site address start on *.example.com hosts until the real ones are known. Only validate --strict reports them.',
    fix: 'Set the real address before going live.',
  },
} as const satisfies Record<string, EntryInput>;
