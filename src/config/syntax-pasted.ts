import type { ProblemName } from './catalogue/index';

/* Syntax mistakes of pasted text (dashes as list markers, curly quotes) and of placeholders in a one-line mapping. */

/** A syntax mistake explained: where it really is, its catalogue entry and the message. */
export interface Explained {
  offset: number;
  name: ProblemName;
  message: string;
}

/** A placeholder as written in text: {city}, {perMinute}, {perMinute:cents}. */
export const PLACEHOLDER = String.raw`\{[A-Za-z][A-Za-z0-9]*(?::[a-z-]+)?\}`;
/** Pasted list markers: an en dash, an em dash, a bullet. */
export const DASHES: Record<string, string> = { '–': 'an en dash (–)', '—': 'an em dash (—)', '•': 'a bullet (•)' };

/** Text wrapped in curly quotes pasted from a word processor: “...” or ‘...’. */
export const CURLY = /^[“‘„«‚]([\s\S]*)[”’“»‘]$/;

/** A line (the error's, or the one above it) that starts with an en dash, em dash or bullet as if it were "- ". */
export function pastedDash(text: string, lineStart: number, lineText: string): Explained | undefined {
  const above = text.lastIndexOf('\n', lineStart - 2) + 1;
  for (const [start, line] of [
    [lineStart, lineText],
    [above, text.slice(above, Math.max(above, lineStart - 1))],
  ] as const) {
    const m = /^( *)([–—•]) /.exec(line);
    if (m) {
      return {
        offset: start + m[1]!.length,
        name: 'dashListMarker',
        message: `This line starts with ${DASHES[m[2]!]}, which YAML does not read as a list marker. Start the item with - (a hyphen) and a space: "- ${line.slice(m[0].length).trim()}".`,
      };
    }
  }
  return undefined;
}

/** {city} (or any placeholder) inside a one-line { key: value, ... } mapping: YAML reads its { as another mapping. */
export function placeholderInMapping(lineText: string, lineStart: number): Explained | undefined {
  const m = new RegExp(String.raw`\{[^{}]*?:\s*([^,{}]*?)(${PLACEHOLDER})`).exec(lineText);
  if (!m) return undefined;
  const name = m[2]!;
  const at = m.index + m[0].length - name.length;
  const keyStart = lineText.lastIndexOf(',', at) > lineText.lastIndexOf('{', at - 1) ? lineText.lastIndexOf(',', at) : lineText.lastIndexOf('{', at - 1);
  const pair = lineText.slice(keyStart + 1, at);
  const key = pair.slice(0, pair.indexOf(':')).trim();
  const rest = lineText.slice(at + name.length);
  const tail = rest.slice(0, rest.search(/[,}]|$/));
  const value = `${m[1]}${name}${tail}`.trim();
  return {
    offset: lineStart + at,
    name: 'placeholderInMapping',
    message: `${name} inside { ... } is read as the start of another mapping, not as text. Put the text in quotes: ${key}: "${value}".`,
  };
}
