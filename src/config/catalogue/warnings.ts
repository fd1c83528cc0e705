import type { EntryInput } from './entry';

/** Valid YAML that is almost certainly not what was meant: printed, fatal only with validate --strict. */
export const WARNINGS = {
  anchorInText: {
    code: 'LE701',
    severity: 'warning',
    title: 'A text that starts with &',
    about: 'YAML reads &word as an anchor (a label for repeating a value) and drops it from the text.',
    fix: 'If & belongs to the text, put the whole text in quotes.',
    example: { wrong: 'heading: &Co finance', right: 'heading: "&Co finance"' },
  },
  tagInText: {
    code: 'LE702',
    severity: 'warning',
    title: 'A text that starts with !',
    about: 'YAML reads !word as a tag and drops it from the text.',
    fix: 'If ! belongs to the text, put the whole text in quotes.',
  },
  commentInText: {
    code: 'LE703',
    severity: 'warning',
    title: 'A text cut short by " #"',
    about: 'A space followed by # starts a comment, so the rest of the line is not part of the text.',
    fix: 'If # belongs to the text, put the whole text in quotes.',
    example: { wrong: 'label: Call us #1 choice', right: 'label: "Call us #1 choice"' },
  },
  inCity: {
    code: 'LE704',
    severity: 'warning',
    title: '"in {city}"',
    about: '{city} already adds " In Cape Town" (and nothing on a page without a city), so "in {city}" reads "in In Cape Town".',
    fix: 'Write {city} straight after the word before it.',
    example: { wrong: 'heading: Bakkie hire in {city}', right: 'heading: Bakkie hire{city}' },
  },
  longText: {
    code: 'LE705',
    severity: 'warning',
    title: 'An absurdly long text',
    about: 'A heading over 150 characters, or any text over 5,000, is almost always a paste gone wrong or a missing line break between keys.',
    fix: 'Shorten the text, or add the missing line break.',
  },
  pasteArtefact: {
    code: 'LE706',
    severity: 'warning',
    title: 'Curly quotes or an invisible character around a value',
    about:
      'Curly quotes (“...” or ‘...’) pasted from a word processor are not quotes to YAML: they stay in the text and show on the page. An invisible character at the start or end of a value stays too.',
    fix: 'Delete the curly quotes (or use straight ones, "...", if the text needs quoting), and delete the invisible character.',
    example: { wrong: 'heading: “Best Deals”', right: 'heading: Best Deals' },
  },
  dashListText: {
    code: 'LE707',
    severity: 'warning',
    title: 'Lines starting with a dash or bullet that became one text',
    about: 'An en dash (–), an em dash (—) or a bullet (•) is not a list marker, so lines starting with one run together into a single text.',
    fix: 'If they are items of a list, start each with - (a hyphen and a space).',
    example: { wrong: 'claims:\n  – No deposit\n  – Same-day decision', right: 'claims:\n  - No deposit\n  - Same-day decision' },
  },
  exampleCopy: {
    code: 'LE708',
    severity: 'warning',
    title: 'Example copy from the block reference',
    about:
      'A section added in the editor starts as its block\'s example from docs/blocks.md ("Decision in 48 hours", "Free installation"). A text still equal to one was probably never written for this site, and would go live as a claim nobody made.',
    fix: "Replace the text with the page's own words, or remove it. validate --strict refuses to pass while one is left.",
    example: { wrong: 'claims: [Fixed monthly instalments]', right: 'claims: [Pay over 12 months]' },
  },
  amountAsText: {
    code: 'LE709',
    severity: 'warning',
    title: 'An amount of money written as text',
    about:
      'A text writes an amount itself (R1,200, R 50 000, R5 million, ZAR 450), so it reads the same on every language\'s page (R1,200 on an Afrikaans page, where R 1 200 is how the engine writes rand and a comma starts the cents) and stays behind when the price changes. Written once under values:, the amount is written by the engine for each page\'s language. Texts about money without an amount ("prices in rand") are fine, and a legal text is only warned about where it repeats an amount that values: holds. Fatal with validate --strict.',
    fix: 'Write the placeholder the message gives, like {fundingFrom:rand} or {fundingUpTo:rand-words} (R5 million); when no value has the amount yet, add one under values: in site.config.yaml first, with a comment saying what it is. A translation writes the same placeholders as the default text.',
    example: { wrong: 'claims: [R50,000 to R5 million]', right: 'claims: ["{fundingFrom:rand} to {fundingUpTo:rand-words}"]' },
  },
  dealPastDelivery: {
    code: 'LE741',
    severity: 'warning',
    title: 'A published deal whose delivery date has passed',
    about:
      "A deal of the local content store (content/*.ndjson) is published, but its delivery date is before today. Deal cards read live from the store, so seeded or copied deals age: the deals block's pastDelivery rule then shows it closed, leaves it out, or (show: open) still says what the sheet says.",
    fix: 'In the deals sheet, give the deal its new delivery date, or set its publish cell to false; then export the sheet to the content store again.',
  },
} as const satisfies Record<string, EntryInput>;
