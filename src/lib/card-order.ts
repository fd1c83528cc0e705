/**
 * Where an investment card stands, in the order the deals section lists them: what an investor can
 * still put money into first, what closes soon next, what is closed last (issue 60: on a phone the
 * two open projects were cards 10 and 22 of 22, nine screens below the heading).
 */
const STANDINGS = ['open', 'closing-soon', 'closed'] as const;

export type Standing = (typeof STANDINGS)[number];

/** The cards of each standing, each list in the order the cards came in. */
export function byStanding<T>(cards: readonly T[], standingOf: (card: T) => Standing): Record<Standing, T[]> {
  const groups: Record<Standing, T[]> = { open: [], 'closing-soon': [], closed: [] };
  for (const card of cards) groups[standingOf(card)].push(card);
  return groups;
}

/** The cards open first, then closing soon, then closed; cards of one standing keep their order. */
export function inStandingOrder<T>(cards: readonly T[], standingOf: (card: T) => Standing): T[] {
  const groups = byStanding(cards, standingOf);
  return STANDINGS.flatMap((standing) => groups[standing]);
}

/** A project card from YAML is open or closed, as its `closed:` says; nothing about it closes by date. */
export function projectStanding(project: { closed: boolean }): Standing {
  return project.closed ? 'closed' : 'open';
}
