import { describe, expect, it } from 'vitest';
import type { DealLabels, ProjectLabels } from '../../schemas/blocks/deals';
import type { Deal } from '../../schemas/deal';
import type { Project } from '../../schemas/project';
import { dealFacts, projectFacts, projectReturnRand } from '../../src/lib/card-facts';

const PROJECT_LABELS: ProjectLabels = {
  code: 'Project code',
  invest: 'Invest',
  returnRand: 'Return',
  returnPercent: 'Return %',
  paymentTerm: 'Payment term',
  wantedBy: 'Loan wanted by',
  paybackBy: 'Loan payback by',
  to: 'to',
  days: 'days',
  orProfitShare: 'or {percent} profit share',
  perYear: 'a year',
};
const DEAL_LABELS: DealLabels = {
  stage: 'Stage',
  poAmount: 'PO or invoice amount',
  opportunityAmount: 'Opportunity amount',
  financeFeePercent: 'Finance fee',
  financeFee: 'Fee',
  funderInterest: 'Funder interest',
  profitShareRatio: 'Profit share ratio',
  paymentTerm: 'Payment term',
  deliveryDate: 'Delivery date',
  supplierLeadTime: 'Supplier lead time',
  days: 'days',
};

const project = (fields: Partial<Project>): Project => ({
  code: 'MD101',
  title: 'Roof',
  kind: 'Construction',
  image: { src: '/p.svg', alt: 'Roof', width: 400, height: 260 },
  invest: { min: 10_000 },
  returnPercent: 24,
  returnAtLeast: false,
  returnPerYear: false,
  termDays: 60,
  wantedBy: '2025-03-01',
  paybackBy: '2025-04-30',
  notes: [],
  closed: false,
  chat: false,
  ...fields,
});

describe('project card facts', () => {
  it('a single amount: code, invest, return in rand and percent, term in days, both days', () => {
    expect(projectFacts(project({}), PROJECT_LABELS)).toEqual([
      { label: 'Project code', value: 'MD101' },
      { label: 'Invest', value: 'R10,000' },
      { label: 'Return', value: 'R2,400' },
      { label: 'Return %', value: '24%' },
      { label: 'Payment term', value: '60 days' },
      { label: 'Loan wanted by', value: '1 Mar 2025' },
      { label: 'Loan payback by', value: '30 Apr 2025' },
    ]);
  });

  it('a range, a minimum return per year with a profit share, and a term in words', () => {
    const facts = projectFacts(
      project({
        invest: { min: 5_000, max: 50_000 },
        returnPercent: 30,
        returnAtLeast: true,
        returnPerYear: true,
        profitSharePercent: 25,
        term: '12-18+ months',
        termDays: undefined,
      }),
      PROJECT_LABELS,
    );
    expect(facts.slice(1, 5)).toEqual([
      { label: 'Invest', value: 'R5,000 to R50,000' },
      { label: 'Return', value: 'R1,500+ to R15,000+ a year' },
      { label: 'Return %', value: '30%+ or 25% profit share a year' },
      { label: 'Payment term', value: '12-18+ months' },
    ]);
  });

  it('writes amounts, percentages and days the Afrikaans way on an Afrikaans page', () => {
    const facts = projectFacts(project({ invest: { min: 5_000, max: 50_000 }, returnPercent: 7.5, profitSharePercent: 25 }), PROJECT_LABELS, 'af');
    expect(facts.slice(1).map((fact) => fact.value)).toEqual([
      'R\u00a05\u00a0000 to R\u00a050\u00a0000',
      'R\u00a0375 to R\u00a03\u00a0750',
      '7,5% or 25% profit share',
      '60 days',
      '1 Mrt. 2025',
      '30 Apr. 2025',
    ]);
  });

  it('rounds the return to the rand', () => {
    expect(projectReturnRand(project({ invest: { min: 1_010 }, returnPercent: 15 }))).toEqual({ min: 152 });
    expect(projectReturnRand(project({ invest: { min: 1_000, max: 3_330 }, returnPercent: 15 }))).toEqual({ min: 150, max: 500 });
  });
});

describe('live deal card facts', () => {
  const deal = {
    stage: 'Funding',
    poAmount: 120_000,
    opportunityAmount: 150_000,
    financeFeePercent: 7.5,
    financeFee: 9_000,
    funderInterest: 4_500,
    funderProfitShareRatio: '60:40',
    debtorPaymentTermDays: 30,
    deliveryDate: '2025-06-15',
    supplierLeadTime: '2 weeks',
  } as unknown as Deal;

  it('lists every fact in order, amounts in rand', () => {
    expect(dealFacts(deal, DEAL_LABELS)).toEqual([
      { label: 'Stage', value: 'Funding' },
      { label: 'PO or invoice amount', value: 'R120,000' },
      { label: 'Opportunity amount', value: 'R150,000' },
      { label: 'Finance fee', value: '7.5%' },
      { label: 'Fee', value: 'R9,000' },
      { label: 'Funder interest', value: 'R4,500' },
      { label: 'Profit share ratio', value: '60:40' },
      { label: 'Payment term', value: '30 days' },
      { label: 'Delivery date', value: '15 Jun 2025' },
      { label: 'Supplier lead time', value: '2 weeks' },
    ]);
  });

  it('writes amounts, percentages and days the Afrikaans way on an Afrikaans page', () => {
    expect(dealFacts(deal, DEAL_LABELS, 'af').map((fact) => fact.value)).toEqual([
      'Funding',
      'R\u00a0120\u00a0000',
      'R\u00a0150\u00a0000',
      '7,5%',
      'R\u00a09\u00a0000',
      'R\u00a04\u00a0500',
      '60:40',
      '30 days',
      '15 Jun. 2025',
      '2 weeks',
    ]);
  });

  it('shows a cell that could not be read as it was written', () => {
    const facts = dealFacts(
      { ...deal, poAmount: 'TBC', financeFeePercent: 'about 8', financeFee: '', debtorPaymentTermDays: 'on delivery', deliveryDate: 'end of June' },
      DEAL_LABELS,
    );
    expect(facts.filter((fact) => ['PO or invoice amount', 'Finance fee', 'Fee', 'Payment term', 'Delivery date'].includes(fact.label))).toEqual([
      { label: 'PO or invoice amount', value: 'TBC' },
      { label: 'Finance fee', value: 'about 8' },
      { label: 'Payment term', value: 'on delivery' },
      { label: 'Delivery date', value: 'end of June' },
    ]);
  });

  it('leaves out a fact with no text', () => {
    const facts = dealFacts({ ...deal, supplierLeadTime: '', funderProfitShareRatio: '' }, DEAL_LABELS);
    expect(facts.map((fact) => fact.label)).toEqual([
      'Stage',
      'PO or invoice amount',
      'Opportunity amount',
      'Finance fee',
      'Fee',
      'Funder interest',
      'Payment term',
      'Delivery date',
    ]);
  });
});
