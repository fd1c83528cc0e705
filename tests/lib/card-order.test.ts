import { describe, expect, it } from 'vitest';
import { byStanding, inStandingOrder, projectStanding, type Standing } from '../../src/lib/card-order';

const card = (code: string, standing: Standing) => ({ code, standing });
const codes = (cards: { code: string }[]) => cards.map((c) => c.code);

describe('card order: open first, then closing soon, then closed', () => {
  // As the investor page's cards were listed before (issue 60): closed first, the open ones buried.
  const cards = [
    card('A', 'closed'),
    card('B', 'closed'),
    card('C', 'open'),
    card('D', 'closing-soon'),
    card('E', 'closed'),
    card('F', 'open'),
    card('G', 'closing-soon'),
  ];

  it('lists the open cards first, then those closing soon, then the closed ones, each in the order they came', () => {
    expect(codes(inStandingOrder(cards, (c) => c.standing))).toEqual(['C', 'F', 'D', 'G', 'A', 'B', 'E']);
  });

  it('groups them by standing, each group in the order they came', () => {
    const groups = byStanding(cards, (c) => c.standing);
    expect({ open: codes(groups.open), soon: codes(groups['closing-soon']), closed: codes(groups.closed) }).toEqual({
      open: ['C', 'F'],
      soon: ['D', 'G'],
      closed: ['A', 'B', 'E'],
    });
  });

  it('keeps a list of one standing, or none, as it is', () => {
    expect(codes(inStandingOrder([card('X', 'closed'), card('Y', 'closed')], (c) => c.standing))).toEqual(['X', 'Y']);
    expect(inStandingOrder([], (c: { standing: Standing }) => c.standing)).toEqual([]);
  });

  it('takes a project card from YAML as open or closed by its closed flag', () => {
    expect([projectStanding({ closed: false }), projectStanding({ closed: true })]).toEqual(['open', 'closed']);
  });
});
