import type { EntryInput } from './entry';

/** Rules of one block or setting that go beyond the type of each field (declared on the schemas). */
export const BLOCK_RULES = {
  randFraction: {
    code: 'LE250',
    title: 'A rand amount with part of a cent',
    about: 'Prices are worked out in whole cents, so an amount like 0.595 would be rounded away.',
    fix: 'Write the amount with at most two decimals.',
    example: { wrong: 'pricePerMinute: 0.595', right: 'pricePerMinute: 0.59' },
  },
  bundleTwice: {
    code: 'LE251',
    title: 'A bundle listed twice',
    about: "Each bundle is one choice in the plan cards' selector.",
    fix: 'Remove the second copy from bundles.',
  },
  minutesNotBundle: {
    code: 'LE252',
    title: 'A plan that starts at a bundle the block does not offer',
    about: 'A plan card starts on its defaultMinutes, which must be one of the choices in bundles.',
    fix: 'Use one of the bundles, or add the number to bundles.',
    example: { wrong: 'bundles: [0, 100, 250]\n...\n  defaultMinutes: 300', right: 'bundles: [0, 100, 250]\n...\n  defaultMinutes: 250' },
  },
  rowCells: {
    code: 'LE253',
    title: 'A comparison row with the wrong number of cells',
    about: 'Each row of a comparison table has one cell per column, in the order of columns.',
    fix: 'Add or remove cells until the row has one per column.',
  },
  highlightNotColumn: {
    code: 'LE254',
    title: 'A highlighted column that is not a column',
    about: 'highlight names one of the column headings of the table, written exactly the same.',
    fix: 'Copy the heading from columns into highlight.',
  },
  nothingCelebrates: {
    code: 'LE255',
    title: 'A confetti button block where no button celebrates',
    about: 'Without a visible button marked celebrate: true the block is a plain row of buttons that loads React for nothing.',
    fix: 'Add celebrate: true to one visible button, or use a buttons block instead.',
  },
  projectCodeTwice: {
    code: 'LE256',
    title: 'Two project cards with one code',
    about: 'The project code is the ref the investor form receives, so each card needs its own.',
    fix: 'Give the card its own project code.',
  },
  anchorTwice: {
    code: 'LE257',
    title: 'Two legal sections with one anchor',
    about: 'A contents link would land on the wrong section.',
    fix: 'Give one of the sections another id.',
  },
  investRange: {
    code: 'LE258',
    title: 'An investment range whose largest amount is not the largest',
    about: 'invest.max is the largest amount an investor may put in, so it must be more than invest.min.',
    fix: 'Make max larger than min, or remove max for a single amount.',
  },
  termOnce: {
    code: 'LE259',
    title: 'A project term given twice or not at all',
    about: 'A project card states its payment term once: termDays (a number of days) or term (text like "12-18+ months").',
    fix: 'Keep exactly one of termDays and term.',
  },
  paybackBeforeWanted: {
    code: 'LE260',
    title: 'A payback day before the day the loan is wanted',
    about: 'paybackBy comes after wantedBy.',
    fix: 'Check both days, and swap them if they are the wrong way round.',
  },
  termDisagrees: {
    code: 'LE261',
    title: 'A payment term that disagrees with its days',
    about: 'termDays must be the number of days from wantedBy to paybackBy.',
    fix: 'Change termDays or one of the two days so that they agree.',
  },
  dayNotReal: {
    code: 'LE262',
    title: 'A day that does not exist',
    about: 'The date is written YYYY-MM-DD, but there is no such day (like 2024-02-30).',
    fix: 'Check the month and the day.',
  },
  appLinkParams: {
    code: 'LE263',
    title: 'A tel: or mailto: link with query parameters',
    about: 'A tel: or mailto: link opens the phone or mail app and carries no tracking or values.',
    fix: 'Remove params, takes and tracking from the template.',
  },
  trackingParam: {
    code: 'LE264',
    title: 'A fixed value for a tracking parameter',
    about:
      "With tracking: true the utm values and affid come from the visitor's cookies, and clickid is made new for each press; a fixed one in params would be overwritten.",
    fix: 'Remove the key from params, or (for a utm value or affid) set tracking: false to send the fixed value.',
  },
  celebrateWithoutConfetti: {
    code: 'LE265',
    title: 'A hero button that celebrates with no confetti settings',
    about: "A hero button marked celebrate: true shows the confetti the hero's confetti: settings describe; without them there is nothing to show.",
    fix: 'Add confetti: (durationMs, pieces, gravity, friction, tweenDurationMs) to the hero, or remove celebrate: true.',
    example: {
      wrong: '- type: hero\n  actions:\n    - { label: Apply now, link: apply, celebrate: true }',
      right:
        '- type: hero\n  actions:\n    - { label: Apply now, link: apply, celebrate: true }\n  confetti: { durationMs: 5000, pieces: 200, gravity: 0.1, friction: 0.99, tweenDurationMs: 5000 }',
    },
  },
  conversionSecretShared: {
    code: 'LE266',
    title: 'Two conversion providers with one secret',
    about:
      'Each provider under conversions.providers signs its postbacks with a secret of its own, so one that leaks, or is changed, concerns that provider alone, and a postback says by its signature which provider sent it.',
    fix: 'Name another environment variable for one of them, and give it a new secret (openssl rand -hex 32).',
    example: {
      wrong: 'conversions:\n  providers:\n    finance-forms: { secretVariable: FORMS_SECRET }\n    quotes: { secretVariable: FORMS_SECRET }',
      right: 'conversions:\n  providers:\n    finance-forms: { secretVariable: FINANCE_FORMS_SECRET }\n    quotes: { secretVariable: QUOTES_SECRET }',
    },
  },
} as const satisfies Record<string, EntryInput>;
