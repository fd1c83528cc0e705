import type { DealLabels, ProjectLabels } from '../../schemas/blocks/deals';
import type { Deal } from '../../schemas/deal';
import type { Project } from '../../schemas/project';
import { formatDayIn } from './day-text';
import { formatNumberIn, formatRandIn } from './money';

/** One line of a card's fact list: its name and the text shown for it. */
export interface Fact {
  label: string;
  value: string;
}

function range(locale: string | undefined, min: number, max: number | undefined, to: string, suffix = ''): string {
  const low = `${formatRandIn(locale, min)}${suffix}`;
  return max === undefined ? low : `${low} ${to} ${formatRandIn(locale, max)}${suffix}`;
}

/** A percentage as `locale` writes its number ("7,5%" in af); as written without a locale. */
const percentIn = (locale: string | undefined, n: number) => `${locale === undefined ? n : formatNumberIn(locale, n)}%`;

/** The return in rand: the amount invested times the return percent, rounded to the rand. */
export function projectReturnRand(project: Project): { min: number; max?: number } {
  const of = (amount: number) => Math.round((amount * project.returnPercent) / 100);
  return project.invest.max === undefined ? { min: of(project.invest.min) } : { min: of(project.invest.min), max: of(project.invest.max) };
}

/** The facts on a project card, in the order they are shown; amounts and days as `locale` writes them (none: the default language's way). */
export function projectFacts(project: Project, labels: ProjectLabels, locale?: string): Fact[] {
  const plus = project.returnAtLeast ? '+' : '';
  const perYear = project.returnPerYear ? ` ${labels.perYear}` : '';
  const returned = projectReturnRand(project);
  const percent = [
    `${percentIn(locale, project.returnPercent)}${plus}`,
    project.profitSharePercent === undefined ? '' : labels.orProfitShare.replaceAll('{percent}', percentIn(locale, project.profitSharePercent)),
  ]
    .filter(Boolean)
    .join(' ');
  return [
    { label: labels.code, value: project.code },
    { label: labels.invest, value: range(locale, project.invest.min, project.invest.max, labels.to) },
    { label: labels.returnRand, value: `${range(locale, returned.min, returned.max, labels.to, plus)}${perYear}` },
    { label: labels.returnPercent, value: `${percent}${perYear}` },
    { label: labels.paymentTerm, value: project.term ?? `${project.termDays} ${labels.days}` },
    { label: labels.wantedBy, value: formatDayIn(locale, project.wantedBy) },
    { label: labels.paybackBy, value: formatDayIn(locale, project.paybackBy) },
  ];
}

// A deal cell that could not be read arrives as the text written in the sheet, and is shown so.
const orAsWritten = (value: number | string, shown: (n: number) => string) => (typeof value === 'number' ? shown(value) : value);

/** The facts on a live deal card, in the order they are shown; a cell written as nothing is left out. Amounts and days as projectFacts. */
export function dealFacts(deal: Deal, labels: DealLabels, locale?: string): Fact[] {
  const rand = (n: number) => formatRandIn(locale, n);
  return [
    { label: labels.stage, value: deal.stage },
    { label: labels.poAmount, value: orAsWritten(deal.poAmount, rand) },
    { label: labels.opportunityAmount, value: orAsWritten(deal.opportunityAmount, rand) },
    { label: labels.financeFeePercent, value: orAsWritten(deal.financeFeePercent, (n) => percentIn(locale, n)) },
    { label: labels.financeFee, value: orAsWritten(deal.financeFee, rand) },
    { label: labels.funderInterest, value: orAsWritten(deal.funderInterest, rand) },
    { label: labels.profitShareRatio, value: deal.funderProfitShareRatio },
    { label: labels.paymentTerm, value: orAsWritten(deal.debtorPaymentTermDays, (n) => `${n} ${labels.days}`) },
    { label: labels.deliveryDate, value: formatDayIn(locale, deal.deliveryDate) },
    { label: labels.supplierLeadTime, value: deal.supplierLeadTime },
  ].filter((fact) => fact.value !== '');
}
