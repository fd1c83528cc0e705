import { isMap, isScalar, visit, type Document, type LineCounter, type YAMLError } from 'yaml';
import type { ProblemName } from './catalogue/index';
import { invisibleBreak, invisibleBreakMessage, isSpaceLike } from './invisible';
import { excerpt, problemAt, type Problem } from './problem';
import { plainSyntaxReason } from './syntax-fallback';
import { CURLY, pastedDash, PLACEHOLDER, placeholderInMapping, type Explained } from './syntax-pasted';
import { nextLine, openingBracket, openingQuote } from './syntax-where';

/** How far above a syntax error an invisible character may sit and still be its cause. */
const INVISIBLE_WINDOW = 20;

/**
 * One plain-language problem for a file the YAML parser rejected: the first real mistake (later
 * errors are almost always echoes of it, so they are only counted), with the line and a caret.
 */
export function syntaxProblem(file: string, text: string, doc: Document, lines: LineCounter, errors: readonly YAMLError[]): Problem {
  const sorted = [...errors].sort((a, b) => a.pos[0] - b.pos[0]);
  const first = sorted.find((error) => error.code === 'RESOURCE_EXHAUSTION') ?? sorted[0]!;
  const { offset, name, message } = invisible(first, text, lines) ?? explain(first, text, doc);
  const { line, col } = lines.linePos(Math.min(offset, text.length));
  const more = errors.length - 1;
  const tail = more > 0 ? ` (${more} more syntax error${more === 1 ? '' : 's'} in this file, most likely caused by this one: fix it first.)` : '';
  return { ...problemAt(file, line, col, name, `${message}${tail}`), excerpt: excerpt(text, line, col) };
}

/** A problem found before or outside the parser (binary data, a crash), with its excerpt. */
export function positioned(file: string, text: string, lines: LineCounter, offset: number, name: ProblemName, message: string): Problem {
  const { line, col } = lines.linePos(Math.max(0, Math.min(offset, text.length)));
  return { ...problemAt(file, line, col, name, message), excerpt: excerpt(text, line, col) };
}

/**
 * A no-break space or zero-width character where YAML needs a space, on the error's line or a
 * little above it: the parser blames whatever it trips over next (often the following line).
 */
function invisible(error: YAMLError, text: string, lines: LineCounter): Explained | undefined {
  if (error.code === 'RESOURCE_EXHAUSTION') return undefined;
  const { line } = lines.linePos(Math.min(error.pos[0], text.length));
  const found = invisibleBreak(text, line - INVISIBLE_WINDOW, line + 1);
  if (!found) return undefined;
  return { offset: found.offset, name: isSpaceLike(found.char) ? 'invisibleSpace' : 'invisibleCharacter', message: invisibleBreakMessage(found) };
}

function explain(error: YAMLError, text: string, doc: Document): Explained {
  const offset = error.pos[0];
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const lineEnd = text.indexOf('\n', offset) === -1 ? text.length : text.indexOf('\n', offset);
  const lineText = text.slice(lineStart, lineEnd);
  const indent = /^[ \t]*/.exec(lineText)![0];

  if (error.code === 'RESOURCE_EXHAUSTION') {
    return {
      offset,
      name: 'nestedTooDeep',
      message:
        'Lists and mappings are nested too deeply here for YAML to read. Nothing on a site needs this; look for a long run of [ or { or an indentation that keeps growing.',
    };
  }
  if (indent.includes('\t') || error.code === 'TAB_AS_INDENT') {
    return {
      offset: lineStart + indent.indexOf('\t'),
      name: 'tabIndent',
      message: 'This line is indented with a tab. YAML needs spaces: replace the tab with spaces.',
    };
  }
  const dash = pastedDash(text, lineStart, lineText);
  if (dash) return dash;
  if (error.code === 'DUPLICATE_KEY')
    return duplicateKey(offset, doc, text) ?? { offset, name: 'duplicateKey', message: 'A key appears twice in the same mapping. Keep one of them.' };
  if (error.code === 'MULTIPLE_DOCS') {
    return {
      offset,
      name: 'manyDocuments',
      message: 'This file holds more than one YAML document (a line with only --- starts a new one). Remove the --- line.',
    };
  }
  if (error.code === 'MISSING_CHAR' && /quote/.test(error.message)) {
    const quote = error.message.includes("'") ? "'" : '"';
    return {
      offset: openingQuote(doc, text, offset, quote),
      name: 'unclosedQuote',
      message: `This ${quote} is never closed, so everything after it reads as one text. Add the closing ${quote} where the text ends.`,
    };
  }
  const closer = /end with an? ([\]}])/.exec(error.message);
  if (closer) {
    const open = closer[1] === ']' ? '[' : '{';
    return {
      offset: openingBracket(doc, text, offset, open, closer[1]!),
      name: 'unclosedBracket',
      message: `This ${open} is never closed. End the list with ${closer[1]} on the same line, or write one item per line without brackets.`,
    };
  }
  const flowCodes = error.code === 'MISSING_CHAR' || error.code === 'UNEXPECTED_TOKEN' || error.code === 'BLOCK_AS_IMPLICIT_KEY';
  const inMapping = flowCodes ? placeholderInMapping(lineText, lineStart) : undefined;
  if (inMapping) return inMapping;
  const placeholder = new RegExp(String.raw`\[[^\]]*?(${PLACEHOLDER})`).exec(lineText);
  if (placeholder && flowCodes) {
    const name = placeholder[1]!;
    return {
      offset: lineStart + placeholder.index + placeholder[0].length - name.length,
      name: 'placeholderInList',
      message: `${name} inside [...] is read as a YAML mapping, not as text. Write the list one item per line (  - /path/${name}) or put each item in quotes ("/path/${name}").`,
    };
  }
  const noSpace = /^(\s*(?:-\s+)?[A-Za-z][\w-]*):(?=[^\s:/])/.exec(lineText);
  if (noSpace && (error.code === 'MULTILINE_IMPLICIT_KEY' || error.code === 'BLOCK_AS_IMPLICIT_KEY' || error.code === 'UNEXPECTED_TOKEN')) {
    const key = noSpace[1]!.trim().replace(/^-\s+/, '');
    return {
      offset: lineStart + noSpace[0].length,
      name: 'keyWithoutSpace',
      message: `A key needs a space after its colon: write "${key}: ${lineText.slice(noSpace[0].length).trim()}".`,
    };
  }
  if (error.code === 'BAD_SCALAR_START') {
    const char = text[offset] ?? '';
    return {
      offset,
      name: 'reservedStart',
      message: `A text cannot start with ${char} in YAML. Put the whole text in quotes: "${text.slice(offset, lineEnd).trim().replace(/"/g, '\\"')}".`,
    };
  }
  const quoted = /^(\s*(?:-\s+)?(?:[^\s:#'"][^:#]*:\s+)?)(["'])/.exec(lineText);
  if (quoted && /Unexpected scalar/.test(error.message) && offset > lineStart + quoted[1]!.length) {
    const q = quoted[2]!;
    const fix = q === "'" ? `write '' for each ' inside the text ('it''s')` : `use single quotes around a text that holds " ('He said "hi"')`;
    return {
      offset,
      name: 'quoteEndedEarly',
      message: `The quoted text ended at the ${q} before this, and more text follows it. To keep a ${q} inside a quoted text, ${fix}.`,
    };
  }
  const leading = new RegExp(String.raw`^(\s*(?:-\s+)?(?:[^\s:#][^:#]*:\s+)?)(${PLACEHOLDER})`).exec(lineText);
  if (leading && offset >= lineStart + leading[1]!.length) {
    const name = leading[2]!;
    const start = lineStart + leading[1]!.length;
    const rest = text.slice(start, lineEnd).trim();
    return {
      offset: start,
      name: 'textStartsWithPlaceholder',
      message: `A text that starts with ${name} is read as a YAML mapping. Put the whole text in quotes: "${rest.length <= 100 ? rest : `${name} ...`}".`,
    };
  }
  if (error.code === 'BLOCK_AS_IMPLICIT_KEY' || error.code === 'MULTILINE_IMPLICIT_KEY') {
    const value = text.slice(offset, lineEnd);
    const colon = value.search(/:(\s|$)/);
    const before = text.slice(lineStart, offset);
    // Not inside a { ... } or [ ... ] on one line: quoting the whole mapping as one text would be a wrong fix.
    if (colon >= 0 && !/^\s*-?\s*$/.test(before) && !/^["']/.test(value) && !/[[{]/.test(before)) {
      const key = before.trimEnd();
      const curly = CURLY.exec(value.trim());
      const words = curly ? curly[1]! : value.trim();
      const quoted = `${key} "${words.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`.trim();
      const example = quoted.length <= 120 ? `: ${quoted}` : '.';
      const straight = curly ? ` straight quotes (${curly[0][0]} and ${curly[0].at(-1)} are curly quotes, which YAML reads as part of the text)` : ' quotes';
      return {
        offset: offset + colon,
        name: 'colonInText',
        message: `This text contains ": ", which YAML reads as the start of a new key. Put the whole text in${straight}${example}`,
      };
    }
    const next = nextLine(text, lineEnd);
    if (next && next.indent > indent.length) {
      const above = lineText.trim() === '' || lineText.trim().startsWith('#') ? '' : ` (${lineText.trim()})`;
      return {
        offset: next.start + next.indent,
        name: 'indentedTooFar',
        message: `This line is indented further than the line above it${above}, so YAML cannot tell what it belongs to. Either a key is missing above it (a line like "sources:"), or it is indented too far.`,
      };
    }
  }
  if (error.code === 'BAD_INDENT') {
    return {
      offset,
      name: 'indentMismatch',
      message: 'The indentation here does not line up with the lines around it. Indent the items of one list or mapping by the same number of spaces.',
    };
  }
  if (error.code === 'MISSING_CHAR' && /without - indicator/.test(error.message)) {
    return {
      offset,
      name: 'missingDash',
      message:
        'This line does not line up with the lines above it, so YAML reads it as a list item without its "- ". Indent it like the other keys of the item it belongs to, or start a new item with "- ".',
    };
  }
  if (error.code === 'MISSING_CHAR' && /flow/.test(error.message)) {
    return {
      offset,
      name: 'flowMissingPart',
      message:
        'Something is missing inside [...] or {...}: items are separated by commas and each key ends with ": ". If a text contains a comma or a colon, put it in quotes.',
    };
  }
  return { offset, name: 'yamlUnreadable', message: plainSyntaxReason(error, text) };
}

function duplicateKey(offset: number, doc: Document, text: string): Explained | undefined {
  let found: Explained | undefined;
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
          found = {
            offset,
            name: 'duplicateKey',
            message: `The key "${key}" appears twice in the same mapping: on line ${lineOf(earlier)} and again on line ${lineOf(offset)}. Keep one of them.`,
          };
          return visit.BREAK;
        }
        if (earlier === undefined) seen.set(pair.key.value, pair.key.range[0]);
      }
      return undefined;
    },
  });
  return found;
}
