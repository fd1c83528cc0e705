import { isMap, isPair, isScalar, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import type { PathKey, Problem } from './problem';
import { formatPath } from './problem';

/** A parsed YAML file that can say where any path in it is. */
export interface YamlSource {
  file: string;
  data: unknown;
  /** Line and column (1-based) of the node at path, or of its nearest existing parent. */
  locate(path: readonly PathKey[]): { line: number; col: number };
  /** Line and column of a mapping key (for unknown keys). */
  locateKey(path: readonly PathKey[], key: string): { line: number; col: number };
  problem(path: readonly PathKey[], message: string): Problem;
}

export function parseYaml(file: string, text: string): { source: YamlSource; syntaxProblems: Problem[] } {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const syntaxProblems = doc.errors.map((error) => {
    const { line, col } = lineCounter.linePos(error.pos[0]);
    const firstLine = error.message.split('\n')[0] ?? error.message;
    return { file, line, col, path: '', message: `YAML syntax error: ${firstLine}` };
  });
  const at = (offset: number) => lineCounter.linePos(offset);
  const source: YamlSource = {
    file,
    data: syntaxProblems.length > 0 ? undefined : doc.toJS(),
    locate: (path) => at(nodeAt(doc, path)?.range?.[0] ?? 0),
    locateKey: (path, key) => {
      const node = nodeAt(doc, path);
      if (isMap(node)) {
        const pair = node.items.find((item) => isPair(item) && isScalar(item.key) && item.key.value === key);
        if (pair && isScalar(pair.key) && pair.key.range) return at(pair.key.range[0]);
      }
      return at(node?.range?.[0] ?? 0);
    },
    problem: (path, message) => ({ file, ...source.locate(path), path: formatPath(path), message }),
  };
  return { source, syntaxProblems };
}

/** The deepest existing node along path (a missing key points at its parent). */
function nodeAt(doc: Document, path: readonly PathKey[]): Node | undefined {
  for (let depth = path.length; depth >= 0; depth--) {
    const node = depth === 0 ? doc.contents : doc.getIn(path.slice(0, depth), true);
    if (node && typeof node === 'object' && 'range' in node) return node as Node;
  }
  return undefined;
}
