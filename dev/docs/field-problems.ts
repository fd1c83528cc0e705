import { CATALOGUE, type ProblemName } from '../../src/config/catalogue/index';
import { errorLink } from './errors-doc';

/**
 * The codes docs/blocks.md names beside a field, where a field has mistakes of its own (a bundle
 * no plan starts on, a price written with its R). Matched on the whole field name (plans[].disc)
 * first, then on its last part (link, src). Not every code a field could raise: the ones that help.
 */
const FIELD_PROBLEMS: Record<string, ProblemName[]> = {
  heading: ['textIsNumber', 'placeholderAsMapping'],
  link: ['unknownLinkTemplate', 'templateMustTake'],
  values: ['templateDoesNotTake'],
  to: ['noSuchSection', 'noSuchPage'],
  src: ['missingMedia'],
  id: ['sectionIdTwice', 'sectionIdShared'],
  hydrate: ['notAnOption'],
  bundles: ['bundleTwice'],
  pricePerMinute: ['currencyInNumber', 'centsInNumber', 'randFraction', 'unknownValue'],
  rentalPerUser: ['currencyInNumber', 'randFraction', 'unknownValue'],
  'plans[].setupFee': ['currencyInNumber', 'randFraction', 'unknownValue'],
  'plans[].defaultMinutes': ['minutesNotBundle'],
  'plans[].disc': ['aboveMaximum', 'percentInNumber'],
  'rows[].cells': ['rowCells', 'textIsNumber'],
  highlight: ['highlightNotColumn'],
  celebrate: ['nothingCelebrates'],
  'projects[].code': ['projectCodeTwice'],
  'projects[].invest.max': ['investRange'],
  'projects[].termDays': ['termOnce', 'termDisagrees'],
  'projects[].wantedBy': ['dayNotReal'],
  'projects[].paybackBy': ['dayNotReal', 'paybackBeforeWanted'],
  'sections[].id': ['anchorTwice'],
};

/** " Problems: [LE252](errors.md#le252)." for a field with codes of its own, else nothing. */
export function fieldProblems(name: string): string {
  const last = name.slice(Math.max(name.lastIndexOf('.'), name.lastIndexOf(']') + 1) + 1).replace(/^\./, '');
  const names = FIELD_PROBLEMS[name] ?? FIELD_PROBLEMS[last];
  return names ? ` Problems: ${names.map((problem) => errorLink(CATALOGUE[problem].code)).join(', ')}.` : '';
}
