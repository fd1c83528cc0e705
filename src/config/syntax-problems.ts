import { isMap, isScalar, visit, type Document, type LineCounter, type YAMLError } from 'yaml';
import { excerpt, type Problem } from './problem';
import { nextLine, openingBracket, openingQuote } from './syntax-where';

/**
 * One plain-language problem for a file the YAML parser rejected: the first real mistake (later
 * errors are almost always echoes of it, so they are only counted), with the line and a caret.
 */
export function syntaxProblem(file: string, text: string, doc: Document, lines: LineCounter, errors: readonly YAMLError[]): Problem {
  const sorted = [...errors].sort((a, b) => a.pos[0] - b.pos[0]);
  const first = sorted.find((error) => error.code === 'RESOURCE_EXHAUSTION') ?? sorted[0]!;
  const { offset, message } = explain(first, text, doc);
  const { line, col } = lines.linePos(Math.min(offset, text.length));
  const more = errors.length - 1;
  const tail = more > 0 ? ` (${more} more syntax error${more === 1 ? '' : 's'} in this file, most likely caused by this one: fix it first.)` : '';
  return { file, line, col, path: '', message: `${message}${tail}`, excerpt: excerpt(text, line, col) };
}

/** A problem found before or outside the parser (binary data, a crash), with its excerpt. */
export function positioned(file: string, text: string, lines: LineCounter, offset: number, message: string): Problem {
  const { line, col } = lines.linePos(Math.max(0, Math.min(offset, text.length)));
  return { file, line, col, path: '', message, excerpt: excerpt(text, line, col) };
}

function explain(error: YAMLError, text: string, doc: Document): { offset: number; message: string } {
  const offset = error.pos[0];
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const lineEnd = text.indexOf('\n', offset) === -1 ? text.length : text.indexOf('\n', offset);
  const lineText = text.slice(lineStart, lineEnd);
  const indent = /^[ \t]*/.exec(lineText)![0];

  if (error.code === 'RESOURCE_EXHAUSTION') {
    return { offset, message: 'Lists and mappings are nested too deeply here for YAML to read. Nothing on a site needs this; look for a long run of [ or { or an indentation that keeps growing.' };
  }
  if (indent.includes('\t') || error.code === 'TAB_AS_INDENT') {
    return { offset: lineStart + indent.indexOf('\t'), message: 'This line is indented with a tab. YAML needs spaces: replace the tab with spaces.' };
  }
  if (error.code === 'DUPLICATE_KEY') return duplicateKey(offset, doc, text) ?? { offset, message: 'A key appears twice in the same mapping. Keep one of them.' };
  if (error.code === 'MULTIPLE_DOCS') {
    return { offset, message: 'This file holds more than one YAML document (a line with only --- starts a new one). Remove the --- line.' };
  }
  if (error.code === 'MISSING_CHAR' && /quote/.test(error.message)) {
    const quote = error.message.includes("'") ? "'" : '"';
    return { offset: openingQuote(doc, text, offset, quote), message: `This ${quote} is never closed, so everything after it reads as one text. Add the closing ${quote} where the text ends.` };
  }
  const closer = /end with an? ([\]}])/.exec(error.message);
  if (closer) {
    const open = closer[1] === ']' ? '[' : '{';
    return { offset: openingBracket(doc, text, offset, open, closer[1]!), message: `This ${open} is never closed. End the list with ${closer[1]} on the same line, or write one item per line without brackets.` };
  }
  const placeholder = /\[[^\]]*?(\{[A-Za-z]+\})/.exec(lineText);
  if (placeholder && (error.code === 'MISSING_CHAR' || error.code === 'UNEXPECTED_TOKEN' || error.code === 'BLOCK_AS_IMPLICIT_KEY')) {
    const name = placeholder[1]!;
    return {
      offset: lineStart + placeholder.index + placeholder[0].length - name.length,
      message: `${name} inside [...] is read as a YAML mapping, not as text. Write the list one item per line (  - /path/${name}) or put each item in quotes ("/path/${name}").`,
    };
  }
  const noSpace = /^(\s*(?:-\s+)?[A-Za-z][\w-]*):(?=[^\s:/])/.exec(lineText);
  if (noSpace && (error.code === 'MULTILINE_IMPLICIT_KEY' || error.code === 'BLOCK_AS_IMPLICIT_KEY' || error.code === 'UNEXPECTED_TOKEN')) {
    const key = noSpace[1]!.trim().replace(/^-\s+/, '');
    return { offset: lineStart + noSpace[0].length, message: `A key needs a space after its colon: write "${key}: ${lineText.slice(noSpace[0].length).trim()}".` };
  }
  if (error.code === 'BAD_SCALAR_START') {
    const char = text[offset] ?? '';
    return { offset, message: `A text cannot start with ${char} in YAML. Put the whole text in quotes: "${text.slice(offset, lineEnd).trim().replace(/"/g, '\\"')}".` };
  }
  const quoted = /^(\s*(?:-\s+)?(?:[^\s:#'"][^:#]*:\s+)?)(["'])/.exec(lineText);
  if (quoted && /Unexpected scalar/.test(error.message) && offset > lineStart + quoted[1]!.length) {
    const q = quoted[2]!;
    const fix = q === "'" ? `write '' for each ' inside the text ('it''s')` : `use single quotes around a text that holds " ('He said "hi"')`;
    return { offset, message: `The quoted text ended at the ${q} before this, and more text follows it. To keep a ${q} inside a quoted text, ${fix}.` };
  }
  const leading = /^(\s*(?:-\s+)?(?:[^\s:#][^:#]*:\s+)?)(\{[A-Za-z]+\})/.exec(lineText);
  if (leading && offset >= lineStart + leading[1]!.length) {
    const name = leading[2]!;
    const start = lineStart + leading[1]!.length;
    const rest = text.slice(start, lineEnd).trim();
    return { offset: start, message: `A text that starts with ${name} is read as a YAML mapping. Put the whole text in quotes: "${rest.length <= 100 ? rest : `${name} ...`}".` };
  }
  if (error.code === 'BLOCK_AS_IMPLICIT_KEY' || error.code === 'MULTILINE_IMPLICIT_KEY') {
    const value = text.slice(offset, lineEnd);
    const colon = value.search(/:(\s|$)/);
    if (colon >= 0 && !/^\s*-?\s*$/.test(text.slice(lineStart, offset)) && !/^["']/.test(value)) {
      const key = text.slice(lineStart, offset).trimEnd();
      const quoted = `${key} "${value.trim().replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`.trim();
      const example = quoted.length <= 120 ? `: ${quoted}` : '.';
      return { offset: offset + colon, message: `This text contains ": ", which YAML reads as the start of a new key. Put the whole text in quotes${example}` };
    }
    const next = nextLine(text, lineEnd);
    if (next && next.indent > indent.length) {
      return {
        offset: next.start + next.indent,
        message: `This line is indented further than the line above it (${lineText.trim()}), so YAML cannot tell what it belongs to. Either a key is missing above it (a line like "sources:"), or it is indented too far.`,
      };
    }
  }
  if (error.code === 'BAD_INDENT') {
    return { offset, message: 'The indentation here does not line up with the lines around it. Indent the items of one list or mapping by the same number of spaces.' };
  }
  if (error.code === 'MISSING_CHAR' && /without - indicator/.test(error.message)) {
    return { offset, message: 'This line does not line up with the lines above it, so YAML reads it as a list item without its "- ". Indent it like the other keys of the item it belongs to, or start a new item with "- ".' };
  }
  if (error.code === 'MISSING_CHAR' && /flow/.test(error.message)) {
    return { offset, message: 'Something is missing inside [...] or {...}: items are separated by commas and each key ends with ": ". If a text contains a comma or a colon, put it in quotes.' };
  }
  return { offset, message: `YAML cannot read this: ${error.message.split('\n')[0]!.replace(/\.$/, '')}. Check the indentation, and that every quote and bracket is closed.` };
}

function duplicateKey(offset: number, doc: Document, text: string): { offset: number; message: string } | undefined {
  let found: { offset: number; message: string } | undefined;
  const lineOf = (at: number) => text.slice(0, at).split('\n').length;
  visit(doc, {
    Map(_, map) {
      if (!isMap(map)) return undefined;
      const seen = new Map<unknown, number>();
      for (const pair of map.items) {
        if (!isScalar(pair.key) || !pair.key.range) continue;
        const earlier = seen.get(pair.key.value);
        if (earlier !== undefined && pair.key.range[0] === offset) {
          const key = String(pair.key.value);
          found = { offset, message: `The key "${key}" appears twice in the same mapping: on line ${lineOf(earlier)} and again on line ${lineOf(offset)}. Keep one of them.` };
          return visit.BREAK;
        }
        if (earlier === undefined) seen.set(pair.key.value, pair.key.range[0]);
      }
      return undefined;
    },
  });
  return found;
}
