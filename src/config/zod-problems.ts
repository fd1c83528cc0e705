import { isScalar } from 'yaml';
import type { z } from 'zod';
import { didYouMean } from '../lib/did-you-mean';
import type { ProblemName } from './catalogue/index';
import { fieldInfo } from './field-info';
import { describeInvisible, INVISIBLE, invisibleBreak, invisibleBreakMessage, invisibleNote, isSpaceLike } from './invisible';
import { explainIssue, sentence } from './issue-words';
import type { PathKey, Problem } from './problem';
import { excerpt, formatPath, problemAt } from './problem';
import { allowedKeys, schemaAt } from './schema-at';
import { typeMismatch, type Explained, type IssueContext } from './type-words';
import type { YamlSource } from './yaml-source';
import { valueAt } from '../lib/value-at';

/** Turn zod issues into located problems with messages a marketer can act on. */
export function zodProblems(issues: readonly z.core.$ZodIssue[], source: YamlSource, schema: z.core.$ZodType): Problem[] {
  // zod still checks the length of a value of the wrong type ([] for a title): one mistake, one message.
  const wrongType = new Set(issues.filter((issue) => issue.code === 'invalid_type').map((issue) => JSON.stringify(issue.path)));
  return issues.flatMap((issue): Problem[] => {
    if (issue.code !== 'invalid_type' && wrongType.has(JSON.stringify(issue.path))) return [];
    const path = issue.path as PathKey[];
    const at = (name: ProblemName, message: string) => source.problem(path, name, message);
    if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => unknownKey(key, path, issue.message, source, schema));
    const unionOptions = (issue as { options?: unknown }).options;
    if (issue.code === 'invalid_union' && 'discriminator' in issue && Array.isArray(unionOptions)) {
      const value = valueAt(source.data, path);
      const options = unionOptions.map(String);
      const what = value === undefined ? 'Missing block type.' : `Unknown block type "${String(value)}".`;
      const hint = typeof value === 'string' ? `${invisibleNote(value)}${didYouMean(value, options)}` : '';
      return [at('unknownBlockType', `${what}${hint} Known types: ${options.join(', ')}.`)];
    }
    if (issue.code === 'invalid_union' && Array.isArray(issue.errors)) {
      // A value that may be one of several shapes (a slug, or slug: Name): report the mistake
      // inside the shape the value has, not "Invalid input".
      const fitting = issue.errors.filter((branch) => !branch.some((inner) => inner.code === 'invalid_type' && inner.path.length === 0));
      if (fitting.length === 1 && fitting[0]!.length > 0) {
        return zodProblems(
          fitting[0]!.map((inner) => ({ ...inner, path: [...path, ...inner.path] })),
          source,
          schema,
        );
      }
      const mismatch = unionMismatch(issue, contextAt(path, source, schema));
      if (mismatch) return [at(mismatch.name, mismatch.message)];
    }
    if (issue.code === 'invalid_key' && Array.isArray((issue as { issues?: unknown }).issues)) {
      const inner = (issue as unknown as { issues: z.core.$ZodIssue[] }).issues[0];
      const key = String(path[path.length - 1]);
      if (inner) {
        const { message } = explainIssue(inner, { ...contextAt(path, source, schema), value: key, written: key, key: undefined, asKey: true });
        const { line, col } = source.locateKey(path.slice(0, -1), key);
        return [{ ...problemAt(source.file, line, col, 'badKey', message), path: formatPath(path) }];
      }
    }
    const hidden = issue.code === 'invalid_type' ? hiddenStructure(path, source) : undefined;
    if (hidden) return [hidden];
    const { name, message } = explainIssue(issue, contextAt(path, source, schema));
    return [at(name, message)];
  });
}

/**
 * "title:\u00a0Fixture" alone under meta, or "-\u00a0One" alone under a list key, is valid YAML:
 * one text, because the no-break space hides the key or the list dash. Say so at the character.
 */
function hiddenStructure(path: readonly PathKey[], source: YamlSource): Problem | undefined {
  const node = source.nodeAt(path);
  if (!isScalar(node) || node.type !== 'PLAIN' || typeof node.value !== 'string' || !node.range) return undefined;
  const found = invisibleBreak(node.value, 1, 1);
  if (!found || found.where === 'indent' || source.text.slice(node.range[0], node.range[0] + found.offset + 1) !== node.value.slice(0, found.offset + 1))
    return undefined;
  const { line, col } = source.at(node.range[0] + found.offset);
  const name = isSpaceLike(found.char) ? 'invisibleSpace' : 'invisibleCharacter';
  return { ...problemAt(source.file, line, col, name, invisibleBreakMessage(found)), path: formatPath(path), excerpt: excerpt(source.text, line, col) };
}

/** A value of none of the types a union takes: say which types, in the words of the mistake. */
function unionMismatch(issue: z.core.$ZodIssueInvalidUnion, ctx: IssueContext): Explained | undefined {
  const expected = issue.errors.flat().flatMap((inner) => (inner.code === 'invalid_type' && inner.path.length === 0 ? [inner.expected] : []));
  if (expected.length === 0 || expected.length !== issue.errors.length) return undefined;
  const { name, message } = typeMismatch([...new Set(expected)], ctx);
  const own = issue.message === 'Invalid input' ? '' : ` ${sentence(issue.message)}`;
  return { name, message: `${message}${own}` };
}

/** An issue's words for data that has no YAML source: a block merged with an experiment's change. */
export function issueMessage(issue: z.core.$ZodIssue, data: unknown, schema: z.core.$ZodType): string {
  const path = issue.path as PathKey[];
  const allowed = allowedKeys(schemaAt(schema, path, data));
  if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => `Unknown key "${key}".${didYouMean(key, allowed)}`).join(' ');
  const last = path[path.length - 1];
  const ctx: IssueContext = {
    value: valueAt(data, path),
    key: typeof last === 'string' ? last : undefined,
    field: fieldInfo(schema, path, data),
    keys: allowed,
  };
  const mismatch = issue.code === 'invalid_union' ? unionMismatch(issue, ctx) : undefined;
  return (mismatch ?? explainIssue(issue, ctx)).message;
}

/** What the messages need about the value at path: what was written, the field, the list it is in. */
function contextAt(path: readonly PathKey[], source: YamlSource, schema: z.core.$ZodType): IssueContext {
  const last = path[path.length - 1];
  const node = source.nodeAt(path);
  const parent = valueAt(source.data, path.slice(0, -1));
  const parentKey = path.slice(0, -1).findLast((key): key is string => typeof key === 'string');
  const block = parent && typeof parent === 'object' && 'type' in parent && typeof parent.type === 'string' ? parent.type : undefined;
  const where =
    path.length <= 1
      ? 'at the top of the file'
      : block
        ? `to this ${block} block`
        : typeof path[path.length - 2] === 'number'
          ? 'to this item'
          : `under ${parentKey}`;
  return {
    value: valueAt(source.data, path),
    key: typeof last === 'string' ? last : undefined,
    label: path.length === 0 ? 'the file' : undefined,
    // As written, for a plain value on one line (2024, 0.50); a folded one reads better as its value.
    written:
      isScalar(node) && node.type === 'PLAIN' && node.range && !source.text.slice(node.range[0], node.range[1]).includes('\n')
        ? source.text.slice(node.range[0], node.range[1])
        : undefined,
    field: fieldInfo(schema, path, source.data),
    commented: typeof last === 'string' && valueAt(source.data, path) === null ? commentAfterKey(source, path.slice(0, -1), last) : undefined,
    siblings: Array.isArray(parent) ? parent : undefined,
    keys: allowedKeys(schemaAt(schema, path, source.data)),
    where,
  };
}

/** `#7c2d12` when the line reads `primary: #7c2d12`: YAML took the value for a comment. */
function commentAfterKey(source: YamlSource, parent: readonly PathKey[], key: string): string | undefined {
  const { line } = source.locateKey(parent, key);
  const text = source.text.split('\n')[line - 1] ?? '';
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^\\s*(?:- )?${escaped}:\\s+(#\\S*)`).exec(text)?.[1];
}

function unknownKey(key: string, path: readonly PathKey[], zodMessage: string, source: YamlSource, schema: z.core.$ZodType): Problem {
  const { line, col } = source.locateKey(path, key);
  const atKey = (name: ProblemName, message: string) => ({ ...problemAt(source.file, line, col, name, message), path: formatPath([...path, key]) });
  // The content store's rule for a token key is the only custom message for unknown keys.
  if (!zodMessage.startsWith('Unrecognized key')) return atKey('tokenInConfig', sentence(zodMessage));
  const invisible = INVISIBLE.exec(key);
  if (invisible) {
    // At the invisible character itself, with the line, so the caret shows what cannot be seen;
    // and the path of the mapping, since the key's own name would print the character again.
    const at = source.at(offsetOf(source, line, col) + invisible.index);
    const name = isSpaceLike(invisible[0]) ? 'invisibleSpace' : 'invisibleCharacter';
    const message =
      invisible.index === 0
        ? invisibleBreakMessage({ offset: 0, char: invisible[0], where: 'indent' })
        : `The key "${key.replace(new RegExp(INVISIBLE.source, 'g'), '').trim()}" holds ${describeInvisible(invisible[0])}, an invisible character that YAML reads as part of the key, so the key is not recognised. Delete it and type the key again.`;
    return { ...problemAt(source.file, at.line, at.col, name, message), path: formatPath(path), excerpt: excerpt(source.text, at.line, at.col) };
  }
  const allowed = allowedKeys(schemaAt(schema, path, source.data));
  const list = allowed.length ? ` Allowed keys: ${allowed.join(', ')}.` : '';
  // { label: Search, bid and submit } splits at the comma: the usual cause of a key with spaces.
  const comma = /\s/.test(key) ? ' If this is the end of a text that contains a comma, put the whole text in quotes.' : '';
  return atKey('unknownKey', `Unknown key "${key}".${didYouMean(key, allowed)}${list}${comma}`);
}

function offsetOf(source: YamlSource, line: number, col: number): number {
  let offset = 0;
  for (let i = 1; i < line; i++) offset = source.text.indexOf('\n', offset) + 1;
  return offset + col - 1;
}
