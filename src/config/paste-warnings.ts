import type { Scalar } from 'yaml';
import type { ProblemName } from './catalogue/index';
import { describeInvisible, INVISIBLE } from './invisible';
import { CURLY, DASHES } from './syntax-pasted';

/** A warning at a character offset of the file. */
export type Warn = (offset: number, name: ProblemName, message: string) => void;
const OPENING = '“‘„«‚';
const DASH = /[–—•]/;
/** A line of a text (or the text itself) that starts with a pasted list marker. */
const DASH_LINE = /(?:^|\n)[ \t]*([–—•])[ \t]/;

/**
 * What a paste from a word processor or a web page leaves in a value that YAML reads without
 * complaint: curly quotes around it (they show on the page), an invisible character at either
 * end, and lines that start with an en dash or bullet (they run together into one text).
 */
export function pasteWarnings(node: Scalar<string>, key: string, text: string, warn: Warn): void {
  const value = node.value;
  if (value === '') return;
  // Every text of the site passes here: cheap tests on the value first, the source only on a hit.
  const first = value.charCodeAt(0);
  const last = value.charCodeAt(value.length - 1);
  // All the characters looked for here are beyond ASCII.
  const curly = first > 0x7f && node.type === 'PLAIN' && OPENING.includes(value[0]!) ? CURLY.exec(value) : null;
  const edges = (first > 0x7f && INVISIBLE.test(value[0]!)) || (last > 0x7f && INVISIBLE.test(value[value.length - 1]!));
  const dashes = node.type !== 'QUOTE_DOUBLE' && node.type !== 'QUOTE_SINGLE' && DASH.test(value);
  if (!curly && !edges && !dashes) return;
  const [start, end] = node.range!;
  const written = text.slice(start, end);
  const line = (words: string) => (key ? `${key}: ${words}` : `- ${words}`);
  if (curly) {
    const words = curly[1]!.trim();
    warn(
      start,
      'pasteArtefact',
      `This text is wrapped in curly quotes, which YAML keeps as part of the text, so the page shows ${value}. Remove them (${line(words)}), or use straight quotes if the text needs quoting (${line(`"${words}"`)}).`,
    );
  }
  for (const [char, edge] of [
    [value[0], 'starts'],
    [value.at(-1), 'ends'],
  ] as const) {
    if (!edges || !char || !INVISIBLE.test(char)) continue;
    // Written as the character itself, not as an escape like "\u00a0" (which is deliberate).
    const at = edge === 'starts' ? written.indexOf(char) : written.lastIndexOf(char);
    if (at < 0) continue;
    warn(
      start + at,
      'pasteArtefact',
      `This text ${edge} with ${describeInvisible(char)}, an invisible character (usually pasted) that stays in the text. Delete it.`,
    );
    break;
  }
  const dash = dashes ? DASH_LINE.exec(written) : null;
  if (dash) {
    const shown = value.length <= 100 ? value.replace(/\n/g, ' ') : `${value.slice(0, 97).replace(/\n/g, ' ')}...`;
    warn(
      start + dash.index + dash[0].indexOf(dash[1]!),
      'dashListText',
      `A line of this text starts with ${DASHES[dash[1]!]}, which YAML does not read as a list marker, so the lines run together into one text: "${shown}". If they are items of a list, start each with - (a hyphen) and a space.`,
    );
  }
}
