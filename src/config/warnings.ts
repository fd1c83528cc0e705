import { isPair, isScalar, isSeq, visit, type Node, type Scalar } from 'yaml';
import { isExampleCopy } from './example-copy';
import { pasteWarnings, type Warn } from './paste-warnings';
import { problemAt, type Problem } from './problem';
import type { YamlSource } from './yaml-source';

/** Keys whose text is a heading or a short label: anything past this many characters is a mistake. */
const SHORT_TEXT = /^(heading|title|label|name)$|(Heading|Title|Label)$/;
const SHORT_TEXT_MAX = 150;
/** No single text on a landing page needs more than this; a longer one is a paste gone wrong. */
const ANY_TEXT_MAX = 5_000;
/** Words a marketer writes before {city}, which already brings its own " In ". */
const BEFORE_CITY = /(\s+)(in|near|around|across|throughout|for|at|from|of|to)\s+\{city\}/i;
const HAS_CITY = /\{city\}/i;

/**
 * Valid YAML that is almost certainly not what the marketer meant: text eaten by an anchor or a
 * comment, "in {city}" (which reads "in In Cape Town"), absurd lengths. Printed, never fatal
 * (npm run validate -- --strict makes them fatal).
 */
export function yamlWarnings(source: YamlSource): Problem[] {
  const { doc, text, file } = source;
  if (!doc) return [];
  const warnings: Problem[] = [];
  const warn: Warn = (offset, name, message) => {
    const { line, col } = source.at(offset);
    warnings.push(problemAt(file, line, col, name, message));
  };
  const aliased = new Set<string>();
  visit(doc, { Alias: (_, node) => void aliased.add(node.source) });

  const anchorWarning = (node: Node) => {
    if (!node.anchor || aliased.has(node.anchor) || !node.range) return;
    const at = text.lastIndexOf(`&${node.anchor}`, node.range[0]);
    // A scalar gets the quoted fix; a list or mapping has no one text to quote.
    const fix = isScalar(node)
      ? `, so this reads "${String(node.value)}". If & belongs to the text, put the whole text in quotes: "${text.slice(at, node.range[1])}".`
      : '. If & belongs to a text, put that text in quotes.';
    warn(at, 'anchorInText', `"&${node.anchor}" is read as a YAML anchor (a label for repeating a value), not as text${fix}`);
  };
  // yaml's visit calls only the most specific visitor, so each node kind checks anchors itself.
  visit(doc, {
    Map: (_, node) => anchorWarning(node),
    Seq: (_, node) => anchorWarning(node),
    Scalar(key, node, path) {
      anchorWarning(node);
      if (node.tag && !node.tag.startsWith('tag:yaml.org') && node.range && key !== 'key') {
        const at = text.lastIndexOf('!', node.range[0]);
        warn(
          at,
          'tagInText',
          `"${text.slice(at, node.range[0]).trim()}" is read as a YAML tag, not as text, so this reads "${String(node.value)}". If ! belongs to the text, put the whole text in quotes: "${text.slice(at, node.range[1]).trim()}".`,
        );
      }
      if (key === 'key' || !node.range) return;
      const parent = path[path.length - 1];
      const name = isPair(parent) && isScalar(parent.key) ? String(parent.key.value) : '';
      if (typeof node.value === 'string') {
        textWarnings(node as Scalar<string>, name, text, warn);
        pasteWarnings(node as Scalar<string>, name, text, warn);
        // A list item's text is named by its list's key (paragraphs, claims).
        const owner = isSeq(parent) ? path[path.length - 2] : parent;
        const ownerKey = isPair(owner) && isScalar(owner.key) ? String(owner.key.value) : '';
        if (isExampleCopy(ownerKey, node.value))
          warn(
            node.range[0],
            'exampleCopy',
            `"${node.value}" is the block reference's example copy (docs/blocks.md), not this site's words. Write the page's own text here, or remove it.`,
          );
      }
    },
  });
  return warnings;
}

function textWarnings(node: Scalar<string>, key: string, text: string, warn: Warn) {
  const [start, end] = node.range!;
  const value = node.value;
  // Every text passes here: the line's end and the comment are looked for only after a space or tab.
  const next = text.charCodeAt(end);
  if (node.type === 'PLAIN' && (next === 32 || next === 9)) {
    const lineEnd = text.indexOf('\n', end) === -1 ? text.length : text.indexOf('\n', end);
    const comment = /^[ \t]+#[^\s#]/.exec(text.slice(end, lineEnd));
    if (comment) {
      warn(
        end + comment[0].length - 2,
        'commentInText',
        `The text after " #" is read as a comment, so this reads "${value}". If # belongs to the text, put the whole text in quotes: "${text.slice(start, lineEnd).trim()}".`,
      );
    }
  }
  // The regular expression backtracks at every space; most texts hold no {city} at all.
  const city = HAS_CITY.test(value) ? BEFORE_CITY.exec(value) : null;
  if (city) {
    const quoted = node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE' ? 1 : 0;
    const inSource = text.slice(start, end).indexOf(city[0].trimStart());
    const fixed = value.replace(BEFORE_CITY, '{city}');
    warn(
      inSource >= 0 ? start + inSource : start + quoted,
      'inCity',
      `"${city[0].trim()}" reads "${city[2]} In Cape Town": {city} already adds " In Cape Town" (and nothing on a page without a city). Write "${fixed}".`,
    );
  }
  const max = SHORT_TEXT.test(key) ? SHORT_TEXT_MAX : ANY_TEXT_MAX;
  if (value.length > max) {
    const what = SHORT_TEXT.test(key) ? `This ${key}` : 'This text';
    warn(
      start,
      'longText',
      `${what} is ${value.length.toLocaleString('en-US')} characters long; more than ${max.toLocaleString('en-US')} is almost certainly a mistake (a paste gone wrong, or a missing line break between keys). Shorten it.`,
    );
  }
}
