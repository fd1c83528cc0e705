import type { Colours } from '../../schemas/brand';
import { contrast } from '../lib/contrast';
import type { Problem } from './problem';
import type { YamlSource } from './yaml-source';

const WHITE = '#ffffff';
type Role = keyof Colours;

/**
 * Pairs of colours the engine's styles put text on, with the contrast WCAG AA asks of them: 4.5
 * for text, 3 for the focus ring against the page. [foreground, background, where it shows].
 */
const PAIRS: readonly [Role | 'white', Role | 'white', number, string][] = [
  ['text', 'white', 4.5, 'body text on white'],
  ['muted', 'white', 4.5, 'notes and captions on white'],
  ['primary', 'white', 4.5, 'headings and links on white, and white text on buttons and the footer'],
  ['primary', 'band', 4.5, 'headings and links on the banded sections'],
  ['text', 'band', 4.5, 'body text on the banded sections'],
  ['muted', 'band', 4.5, 'notes on the banded sections'],
  ['white', 'highlight', 4.5, 'white text on the highlighted table column'],
  ['white', 'positive', 4.5, 'white text on chat buttons'],
  ['focus', 'white', 3, 'the focus ring on white'],
];

/** Colours a visitor could not read: each pair under WCAG AA, at the colour the marketer wrote. */
export function checkColours(colours: Colours, source: YamlSource): Problem[] {
  const written = (source.data as { brand?: { colours?: Record<string, unknown> } } | null)?.brand?.colours ?? {};
  const value = (role: Role | 'white') => (role === 'white' ? WHITE : colours[role]);
  return PAIRS.flatMap(([fg, bg, least, where]) => {
    const ratio = contrast(value(fg), value(bg));
    if (ratio >= least) return [];
    // Point at the colour the marketer wrote (the other one is white or the engine's default).
    const role = [fg, bg].find((r): r is Role => r !== 'white' && r in written) ?? [fg, bg].find((r): r is Role => r !== 'white')!;
    const pair = `${fg === 'white' ? 'white' : `${fg} ${value(fg)}`} on ${bg === 'white' ? 'white' : `${bg} ${value(bg)}`}`;
    return [
      source.problem(
        ['brand', 'colours', role],
        'unreadableColours',
        `${pair} has a contrast of ${ratio.toFixed(2)}:1, below the ${least}:1 that ${where} need to be readable (WCAG AA). Pick a ${role === fg ? 'darker' : 'different'} ${role} colour.`,
      ),
    ];
  });
}
