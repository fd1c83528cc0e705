/**
 * Characters that look like a space, or like nothing at all, which YAML reads as text: pasted from
 * web pages, word processors and chat apps. Named, with their code point, wherever they break a file.
 */
const SPACES: Record<string, string> = {
  '\u00a0': 'a no-break space',
  '\u1680': 'an ogham space',
  '\u2000': 'an en quad space',
  '\u2001': 'an em quad space',
  '\u2002': 'an en space',
  '\u2003': 'an em space',
  '\u2004': 'a three-per-em space',
  '\u2005': 'a four-per-em space',
  '\u2006': 'a six-per-em space',
  '\u2007': 'a figure space',
  '\u2008': 'a punctuation space',
  '\u2009': 'a thin space',
  '\u200a': 'a hair space',
  '\u202f': 'a narrow no-break space',
  '\u205f': 'a medium mathematical space',
  '\u3000': 'an ideographic space',
};
const ZERO_WIDTH: Record<string, string> = {
  '\u00ad': 'a soft hyphen',
  '\u180e': 'a Mongolian vowel separator',
  '\u200b': 'a zero-width space',
  '\u200c': 'a zero-width non-joiner',
  '\u200d': 'a zero-width joiner',
  '\u2060': 'a word joiner',
  '\ufeff': 'a byte-order mark',
};

/** Any invisible character of either kind. */
export const INVISIBLE = /[\u00a0\u00ad\u1680\u180e\u2000-\u200d\u202f\u205f\u2060\u3000\ufeff]/;
const INVISIBLE_CLASS = INVISIBLE.source.slice(1, -1);

/** True for a space YAML does not count as one (LE102); false for a zero-width character (LE103). */
export function isSpaceLike(char: string): boolean {
  return char in SPACES;
}

/** "a no-break space (U+00A0)" */
export function describeInvisible(char: string): string {
  const code = `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
  return `${SPACES[char] ?? ZERO_WIDTH[char] ?? 'an invisible character'} (${code})`;
}

export interface InvisibleBreak {
  offset: number;
  char: string;
  /** indent: in the indentation; after-dash: right after a list dash; after-colon: right after key:. */
  where: 'indent' | 'after-dash' | 'after-colon';
  /** The key before the colon, for after-colon. */
  key?: string;
}

const LEADING = new RegExp(`^[ \\t${INVISIBLE_CLASS}]*`);
const AFTER_DASH = new RegExp(`^( *-)([${INVISIBLE_CLASS}])`);
const AFTER_COLON = new RegExp(`^( *(?:- +)?([^\\s:#'"{[][^:#]*?):)([${INVISIBLE_CLASS}])`);

/**
 * The invisible character where YAML needs a plain space (indentation, after "- ", after "key:")
 * on the lines from..to (1-based), nearest the last line first: the likeliest cause of a syntax
 * error reported on or just after it.
 */
export function invisibleBreak(text: string, fromLine: number, toLine: number): InvisibleBreak | undefined {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0 && starts.length < toLine; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  for (let line = Math.min(toLine, starts.length); line >= Math.max(1, fromLine); line--) {
    const start = starts[line - 1]!;
    const end = text.indexOf('\n', start) === -1 ? text.length : text.indexOf('\n', start);
    const lineText = text.slice(start, end);
    if (!INVISIBLE.test(lineText)) continue;
    const leading = LEADING.exec(lineText)![0];
    const inIndent = leading.search(INVISIBLE);
    if (inIndent >= 0) return { offset: start + inIndent, char: leading[inIndent]!, where: 'indent' };
    const dash = AFTER_DASH.exec(lineText);
    if (dash) return { offset: start + dash[1]!.length, char: dash[2]!, where: 'after-dash' };
    const colon = AFTER_COLON.exec(lineText);
    if (colon) return { offset: start + colon[1]!.length, char: colon[3]!, where: 'after-colon', key: colon[2]!.trim() };
  }
  return undefined;
}

/** ' It holds a zero-width space (U+200B), an invisible character: delete it.' for a value quoted in a message, or nothing. */
export function invisibleNote(value: string): string {
  const found = INVISIBLE.exec(value);
  return found ? ` It holds ${describeInvisible(found[0])}, an invisible character: delete it.` : '';
}

/** The message for an invisible character that breaks the YAML. */
export function invisibleBreakMessage({ char, where, key }: InvisibleBreak): string {
  const it = describeInvisible(char);
  const space = isSpaceLike(char);
  const looks = space ? 'which looks like a space but is not one to YAML' : 'which is invisible but is not a space to YAML';
  if (where === 'indent') {
    return space
      ? `This line is indented with ${it}, ${looks}. Delete the indentation and type it again with ordinary spaces.`
      : `This line starts with ${it}, ${looks}. Delete the indentation and type it again.`;
  }
  const after = where === 'after-dash' ? 'the list dash "-"' : `"${key}:"`;
  const reads = where === 'after-dash' ? 'a list item' : 'a key';
  return `After ${after} comes ${it}, ${looks}, so YAML does not see ${reads} here. ${space ? 'Replace it with an ordinary space.' : 'Delete it and type an ordinary space.'}`;
}
