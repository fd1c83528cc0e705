import type { DealLabels, ProjectLabels } from '../../schemas/blocks/deals';
import type { Deal } from '../../schemas/deal';
import type { Project } from '../../schemas/project';
import { formatDay } from './day-text';
import { formatRand } from './money';

/** One line of a card's fact list: its name and the text shown for it. */
export interface Fact {
  label: string;
  value: string;
}

function range(min: number, max: number | undefined, to: string, suffix = ''): string {
  const low = `${formatRand(min)}${suffix}`;
  return max === undefined ? low : `${low} ${to} ${formatRand(max)}${suffix}`;
}

/** The return in rand: the amount invested times the return percent, rounded to the rand. */
export function projectReturnRand(project: Project): { min: number; max?: number } {
  const of = (amount: number) => Math.round((amount * project.returnPercent) / 100);
  return project.invest.max === undefined ? { min: of(project.invest.min) } : { min: of(project.invest.min), max: of(project.invest.max) };
}

/** The facts on a project card, in the order they are shown. */
export function projectFacts(project: Project, labels: ProjectLabels): Fact[] {
  const plus = project.returnAtLeast ? '+' : '';
  const perYear = project.returnPerYear ? ` ${labels.perYear}` : '';
  const returned = projectReturnRand(project);
  const percent = [
    `${project.returnPercent}%${plus}`,
    project.profitSharePercent === undefined ? '' : labels.orProfitShare.replaceAll('{percent}', `${project.profitSharePercent}%`),
  ]
    .filter(Boolean)
    .join(' ');
  return [
    { label: labels.code, value: project.code },
    { label: labels.invest, value: range(project.invest.min, project.invest.max, labels.to) },
    { label: labels.returnRand, value: `${range(returned.min, returned.max, labels.to, plus)}${perYear}` },
    { label: labels.returnPercent, value: `${percent}${perYear}` },
    { label: labels.paymentTerm, value: project.term ?? `${project.termDays} ${labels.days}` },
    { label: labels.wantedBy, value: formatDay(project.wantedBy) },
    { label: labels.paybackBy, value: formatDay(project.paybackBy) },
  ];
}

// A deal cell that could not be read arrives as the text written in the sheet, and is shown so.
const orAsWritten = (value: number | string, shown: (n: number) => string) => (typeof value === 'number' ? shown(value) : value);

/** The facts on a live deal card, in the order they are shown; a cell written as nothing is left out. */
export function dealFacts(deal: Deal, labels: DealLabels): Fact[] {
  return [
    { label: labels.stage, value: deal.stage },
    { label: labels.poAmount, value: orAsWritten(deal.poAmount, formatRand) },
    { label: labels.opportunityAmount, value: orAsWritten(deal.opportunityAmount, formatRand) },
    { label: labels.financeFeePercent, value: orAsWritten(deal.financeFeePercent, (n) => `${n}%`) },
    { label: labels.financeFee, value: orAsWritten(deal.financeFee, formatRand) },
    { label: labels.funderInterest, value: orAsWritten(deal.funderInterest, formatRand) },
    { label: labels.profitShareRatio, value: deal.funderProfitShareRatio },
    { label: labels.paymentTerm, value: orAsWritten(deal.debtorPaymentTermDays, (n) => `${n} ${labels.days}`) },
    { label: labels.deliveryDate, value: formatDay(deal.deliveryDate) },
    { label: labels.supplierLeadTime, value: deal.supplierLeadTime },
  ].filter((fact) => fact.value !== '');
}
