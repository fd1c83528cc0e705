import type { EntryInput } from './entry';

/** Rules across files: links, paths, section ids, media, values and placeholders, placeholder hosts. */
export const SITE_RULES = {
  unknownLinkTemplate: {
    code: 'LE301',
    title: 'A button naming a link template that does not exist',
    about: "A button's link: names one of the templates under links: in site.config.yaml.",
    fix: 'Use the name the message suggests, or add the template under links:.',
    example: { wrong: '- { label: Apply, link: finance-aply }', right: '- { label: Apply, link: finance-apply }' },
  },
  templateMustTake: {
    code: 'LE302',
    title: 'A link template that cannot carry what the block sends',
    about: 'Some blocks send values with their links (a project card its ref, a plan card its minutes and users); the template must take them.',
    fix: "Add the values to the template's takes: list, or pick a template that takes them.",
  },
  templateDoesNotTake: {
    code: 'LE303',
    title: 'A value the link template does not take',
    about: 'A button may pass only the values its template lists under takes:.',
    fix: "Remove the value, or add it to the template's takes: list.",
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
    fix: "Fix the link, or add the path to a page's paths.",
  },
  pathTwice: {
    code: 'LE306',
    title: 'A path claimed by two pages',
    about: 'Each path belongs to one page.',
    fix: 'Remove the path from one of the two pages.',
  },
  pathAlsoMatched: {
    code: 'LE307',
    title: "A path that another page's {city} path also answers",
    about: 'A literal path like /solar-finance/durban is also answered by /solar-finance/{city} on another page.',
    fix: 'Rename one of the two paths.',
  },
  reservedPath: {
    code: 'LE314',
    title: 'A page path the engine keeps for itself, or one that is not clean',
    about:
      "The engine answers some paths itself: /__events (page views and clicks), /__conversions (the form providers' reports of completed applications), everything under /content-api (the live deals), /assets (the built scripts and styles), /media (the site's pictures), /__editor (the editor) and /__blocks (the block gallery). The build writes /404 (the not-found page), /index (the home page's file), robots.txt, sitemap.xml and the static host's _headers and _redirects. A page there would never be shown, or would overwrite that file; the same goes for a language prefix. A path with a \"..\" or \".\" part, an empty part (//) or a part starting with a dot would be written outside the site's output folder, or not be served.",
    fix: 'Give the page (or the language) another path, made of plain parts between slashes; the message suggests one where it can.',
    example: { wrong: 'paths: [/assets/offers, /404]', right: 'paths: [/offers, /offer-not-found]' },
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
    fix: "Pick another id for the page's section.",
  },
  missingMedia: {
    code: 'LE310',
    title: 'A picture or sound file that is not in public/',
    about:
      "A src: (or a page's meta image, the brand favicon or share image) starting with / names a file in public/; without it the page shows a broken image or plays nothing.",
    fix: 'Add the file to public/, or fix the name (the message suggests a close one).',
  },
  unreadableColours: {
    code: 'LE311',
    title: 'Brand colours that leave text unreadable',
    about:
      'The engine puts text on the colours under brand.colours: (headings and buttons on primary, notes in muted, white on the highlighted column and chat buttons). Each pair must reach the contrast WCAG AA asks (4.5:1 for text, 3:1 for the focus ring), or some visitors cannot read it.',
    fix: 'Pick a darker (or for a background, a different) colour; the message names the pair and its contrast.',
    example: { wrong: 'colours: { primary: "#fbbf24" }', right: 'colours: { primary: "#1e3a8a" }' },
  },
  contentWithoutStore: {
    code: 'LE312',
    title: 'A testimonials or deals section on a site without a content store',
    about: 'Testimonials and deals come from the content store; a site without a contentStore: section in site.config.yaml has none to show.',
    fix: 'Add a contentStore: section (the local store reads content/*.ndjson), or remove the section.',
  },
  contentClientMissing: {
    code: 'LE313',
    title: 'A content store without @sanity/client installed',
    about:
      'The engine reads a contentStore (the local store or a Sanity project) through @sanity/client. It is an optional peer dependency of landing-engine: npm i landing-engine does not install it, as a site without contentStore: does not need it.',
    fix: "Run npm i @sanity/client@7 in the site's folder, or remove contentStore: from site.config.yaml if no section shows testimonials or deals.",
  },
  unknownTestimonialService: {
    code: 'LE341',
    title: 'A page naming a testimonial service that is not listed',
    about:
      "A page's testimonialServices: names services from the services: list of the testimonials block (in site.config.yaml's sharedSections); the testimonial documents use the same names.",
    fix: "Use the name the message suggests, or add the service to the testimonials block's services: list.",
    example: { wrong: 'testimonialServices: [bakkie-hier]', right: 'testimonialServices: [bakkie-hire]' },
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
    about: "{city} (and a block's own placeholders like {minutes}) are words, not numbers, so they take no format.",
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
    about: 'A value in text may carry a format: number, rand, rand-cents, whole-rand, rand-words, cents or percent.',
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
  sumTooDeep: {
    code: 'LE409',
    title: 'A sum nested too deep to read',
    about:
      'A sum may hold brackets, minus signs and names of other values, up to 100 levels deep; past that the engine stops reading it rather than run out of room.',
    fix: 'Write the sum flatter, or write some of the values it names as numbers.',
  },
  placeholderHost: {
    code: 'LE601',
    title: 'An address still on a placeholder host',
    about:
      'Link templates, the chat widget and the site address start on *.example.com hosts until the real ones are known. Only validate --strict reports them.',
    fix: 'Set the real address before going live.',
  },
  startedAsName: {
    code: 'LE602',
    title: 'The name the site started with, still in a text',
    about:
      "brand.startedAs records the name a site started with (the starter's, written by init). Once brand.name is changed, a text that still says the old name (a footer note, a WhatsApp message, a translation) would show another business's name. Only validate --strict reports them.",
    fix: 'Write the new name (or other words) into that text; once no text says the old name, delete brand.startedAs.',
  },
} as const satisfies Record<string, EntryInput>;
