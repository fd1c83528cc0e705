import type { EntryInput } from './entry';

/** The experiments: of a page (experiments: in pages/*.yaml). */
export const EXPERIMENTS = {
  experimentIdTwice: {
    code: 'LE501',
    title: 'An experiment id used twice on the site',
    about: "The id names the visitor's cookie (xp-<id>), so it is unique on the whole site.",
    fix: 'Pick another id for one of the two experiments.',
  },
  twoLiveExperiments: {
    code: 'LE502',
    title: 'Two live experiments on one page',
    about: 'A page runs one experiment at a time (running or paused).',
    fix: 'End one of them (status: ended with a winner) or remove it.',
  },
  variantIdTwice: {
    code: 'LE503',
    title: 'A variant id used twice in an experiment',
    about: 'Each variant needs its own id; the report counts by it.',
    fix: 'Give the variant its own id.',
  },
  noControl: {
    code: 'LE504',
    title: 'An experiment without a control',
    about: 'The control (id: control) is the page as written, which the other variants are compared with.',
    fix: 'Add { id: control, weight: 50 } to the variants and adjust the weights.',
  },
  controlChanges: {
    code: 'LE505',
    title: 'A control that changes the page',
    about: 'The control is the page as written and changes nothing.',
    fix: 'Move heading, blocks and sections to another variant.',
  },
  weightsNot100: {
    code: 'LE506',
    title: 'Weights that do not add up to 100',
    about: 'The weights are percentages of new visitors, so together they make 100.',
    fix: 'Change the weights the message lists so that they add up to 100.',
    example: {
      wrong: '- { id: control, weight: 50 }\n- { id: quote-first, weight: 60 }',
      right: '- { id: control, weight: 50 }\n- { id: quote-first, weight: 50 }',
    },
  },
  endedWithoutWinner: {
    code: 'LE507',
    title: 'An ended experiment without a winner',
    about: 'Once an experiment has ended everyone sees its winner, so it must name one.',
    fix: 'Add winner: with the id of one of the variants.',
  },
  winnerNotEnded: {
    code: 'LE508',
    title: 'A winner for an experiment that has not ended',
    about: 'winner is only for status: ended.',
    fix: 'Remove winner, or set status: ended.',
  },
  unknownWinner: {
    code: 'LE509',
    title: 'A winner that is not one of the variants',
    about: "The winner names one of the experiment's variant ids.",
    fix: 'Use one of the variant ids the message lists.',
  },
  noHero: {
    code: 'LE510',
    title: 'A new heading for a page without a hero',
    about: "A variant's heading: replaces the heading of the hero block.",
    fix: 'Use blocks: to change another block, or add a hero.',
  },
  noSuchBlock: {
    code: 'LE511',
    title: 'A change to a section that does not exist',
    about: "A variant's change names a section by its id or by its position in sections (counting from 0).",
    fix: 'Use one of the ids or positions the message gives.',
  },
  changesBlockType: {
    code: 'LE512',
    title: 'A change that turns a block into another type',
    about: 'A change edits fields of a block; it cannot make a hero a copy block.',
    fix: 'Use sections: to replace the whole list instead.',
  },
  changeBreaksBlock: {
    code: 'LE513',
    title: 'A change that leaves the block invalid',
    about: "The block with the variant's change must still be a valid block of its type.",
    fix: 'Correct the changed field as the message says.',
  },
  exampleCopyShown: {
    code: 'LE514',
    title: 'Example copy that visitors would see',
    about:
      'A variant marked example: true holds copy nobody has approved (the engine ships its experiment paused with example copy). A running experiment shows it to visitors, and an ended one shows its winner to everyone.',
    fix: 'Replace the copy with approved words and remove example: true, or set status: paused.',
    example: { wrong: 'status: running  # a variant with example: true', right: 'status: paused' },
  },
  goalUnknownLink: {
    code: 'LE515',
    title: 'A goal that counts presses of a link template the site does not have',
    about: 'goal: { presses: <name> } decides the experiment on presses of one link template, named as under links: in site.config.yaml.',
    fix: 'Use one of the link templates the message lists, or goal: presses for every call to action.',
    example: { wrong: 'goal: { presses: finance-aply }', right: 'goal: { presses: finance-apply }' },
  },
  goalWithoutProviders: {
    code: 'LE516',
    title: 'An experiment decided on applications on a site that takes none',
    about:
      'goal: applications and goal: value count the completed applications form providers report back (POST /__conversions); without conversions.providers in site.config.yaml none can arrive, so the experiment could never be decided.',
    fix: 'Set up the provider under conversions.providers (docs/tracking.md), or decide on presses.',
    example: { wrong: 'goal: applications  # no conversions: in site.config.yaml', right: 'goal: { presses: finance-apply }' },
  },
} as const satisfies Record<string, EntryInput>;
