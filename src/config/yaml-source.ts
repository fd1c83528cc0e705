import { isAlias, isMap, isPair, isScalar, LineCounter, parseDocument, visit, type Document, type Node } from 'yaml';
import type { ProblemName } from './catalogue/index';
import type { PathKey, Problem } from './problem';
import { excerpt, EXCERPT_WIDTH, formatPath, problemAt } from './problem';
import { positioned, syntaxProblem } from './syntax-problems';

/** A parsed YAML file that can say where any path in it is. */
export interface YamlSource {
  file: string;
  text: string;
  data: unknown;
  /** The parsed document, for checks that need node positions (warnings); undefined if unreadable. */
  doc: Document | undefined;
  /** Line and column (1-based) of the node at path, or of its nearest existing parent. */
  locate(path: readonly PathKey[]): { line: number; col: number };
  /** Line and column of a mapping key (for unknown keys). */
  locateKey(path: readonly PathKey[], key: string): { line: number; col: number };
  /** Line and column of a character offset in the text. */
  at(offset: number): { line: number; col: number };
  problem(path: readonly PathKey[], name: ProblemName, message: string): Problem;
  /** A problem at `needle` inside the text at path (a placeholder in a heading), else at the text's start. */
  problemAt(path: readonly PathKey[], needle: string, name: ProblemName, message: string): Problem;
  /** The node exactly at path (not a parent), for messages that quote what was written. */
  nodeAt(path: readonly PathKey[]): Node | undefined;
}

/** Control characters (and U+FFFD, what bytes that are not UTF-8 turn into) never belong in a YAML file. */
const NOT_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFD]/;

/**
 * Parse one YAML file. Never throws: binary data, a stack overflow, an alias to a missing anchor or
 * an alias bomb each come back as one positioned problem, like any syntax error.
 */
export function parseYaml(file: string, text: string): { source: YamlSource; syntaxProblems: Problem[] } {
  const lines = new LineCounter();
  const at = (offset: number) => lines.linePos(Math.max(0, Math.min(offset, text.length)));
  let doc: Document | undefined;
  const read = (): { data: unknown; problems: Problem[] } => {
    const binary = NOT_TEXT.exec(text);
    if (binary) {
      lines.addNewLine(0);
      for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lines.addNewLine(i + 1);
      const code = binary[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');
      return {
        data: undefined,
        problems: [
          positioned(
            file,
            text,
            lines,
            binary.index,
            'notText',
            `This file contains the control character U+${code}, so it is not plain text (a binary file, or text in another encoding). Save it as UTF-8 text.`,
          ),
        ],
      };
    }
    try {
      doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
    } catch (error) {
      return {
        data: undefined,
        problems: [
          positioned(
            file,
            text,
            lines,
            0,
            'yamlUnreadable',
            `YAML cannot read this file (${(error as Error).name}). Look for very deep nesting or a very long line.`,
          ),
        ],
      };
    }
    if (doc.errors.length > 0) return { data: undefined, problems: [syntaxProblem(file, text, doc, lines, doc.errors)] };
    const missing = missingAnchor(doc);
    if (missing) {
      const name = missing.source;
      return {
        data: undefined,
        problems: [
          positioned(
            file,
            text,
            lines,
            missing.range?.[0] ?? 0,
            'aliasWithoutAnchor',
            `*${name} repeats the value marked &${name}, but nothing is marked &${name} above it. If this is text that starts with *, put it in quotes: "*${name}".`,
          ),
        ],
      };
    }
    try {
      return { data: doc.toJS({ maxAliasCount: 100 }), problems: [] };
    } catch (error) {
      const firstAlias = firstAliasOffset(doc);
      const problem = /alias/i.test((error as Error).message)
        ? positioned(
            file,
            text,
            lines,
            firstAlias,
            'aliasBomb',
            'These aliases (*name) repeat values that repeat other values, which would build an enormous document. Write the values out instead of using aliases.',
          )
        : positioned(
            file,
            text,
            lines,
            firstAlias,
            'yamlUnreadable',
            `YAML cannot read this file (${(error as Error).name}). Look for very deep nesting or a very long line.`,
          );
      return { data: undefined, problems: [problem] };
    }
  };
  /** On a line too long to read at a glance (a one-line list of 60 cities), the caret shows where. */
  const withExcerpt = (problem: Problem): Problem => {
    const start = problem.line === 1 ? 0 : lines.lineStarts[problem.line - 1];
    if (start === undefined) return problem;
    const end = text.indexOf('\n', start);
    return (end === -1 ? text.length : end) - start > EXCERPT_WIDTH ? { ...problem, excerpt: excerpt(text, problem.line, problem.col) } : problem;
  };
  const { data, problems } = read();
  const source: YamlSource = {
    file,
    text,
    data,
    doc: problems.length > 0 ? undefined : doc,
    at,
    locate: (path) => at(nodeAt(doc, path)?.range?.[0] ?? 0),
    locateKey: (path, key) => {
      const node = nodeAt(doc, path);
      if (isMap(node)) {
        const pair = node.items.find((item) => isPair(item) && isScalar(item.key) && item.key.value === key);
        if (pair && isScalar(pair.key) && pair.key.range) return at(pair.key.range[0]);
      }
      return at(node?.range?.[0] ?? 0);
    },
    problem: (path, name, message) => {
      const { line, col } = source.locate(path);
      return withExcerpt({ ...problemAt(file, line, col, name, message), path: formatPath(path) });
    },
    problemAt: (path, needle, name, message) => {
      const range = nodeAt(doc, path)?.range;
      const index = range ? text.slice(range[0], range[1]).indexOf(needle) : -1;
      if (index < 0) return source.problem(path, name, message);
      const { line, col } = at(range![0] + index);
      return withExcerpt({ ...problemAt(file, line, col, name, message), path: formatPath(path) });
    },
    nodeAt: (path) => exactNode(doc, path),
  };
  return { source, syntaxProblems: problems };
}

/** The first alias whose anchor is not defined above it (YAML would throw on it in toJS). */
function missingAnchor(doc: Document) {
  let missing: { source: string; range?: readonly number[] | null } | undefined;
  visit(doc, {
    Alias(_, node) {
      if (!node.resolve(doc)) {
        missing = node;
        return visit.BREAK;
      }
      return undefined;
    },
  });
  return missing;
}

function firstAliasOffset(doc: Document): number {
  let offset = 0;
  visit(doc, {
    Alias(_, node) {
      offset = node.range?.[0] ?? 0;
      return visit.BREAK;
    },
  });
  return offset;
}

/** The node at exactly path, or undefined when the path does not exist as written (or goes through an alias). */
function exactNode(doc: Document | undefined, path: readonly PathKey[]): Node | undefined {
  if (!doc) return undefined;
  try {
    const node: unknown = path.length === 0 ? doc.contents : doc.getIn(path, true);
    return node && typeof node === 'object' && 'range' in node && !isAlias(node) ? (node as Node) : undefined;
  } catch {
    return undefined;
  }
}

/** The deepest existing node along path (a missing key points at its parent). */
function nodeAt(doc: Document | undefined, path: readonly PathKey[]): Node | undefined {
  if (!doc) return undefined;
  for (let depth = path.length; depth >= 0; depth--) {
    let node: unknown;
    try {
      node = depth === 0 ? doc.contents : doc.getIn(path.slice(0, depth), true);
    } catch {
      node = undefined;
    }
    if (isAlias(node)) continue;
    if (node && typeof node === 'object' && 'range' in node) return node as Node;
  }
  return undefined;
}
