import { numberTextMessage, type NumberMistake } from '../lib/number-text';
import type { ProblemName } from './catalogue/index';
import type { FieldInfo } from './field-info';

/** What a message knows about the value at an issue's path. */
export interface IssueContext {
  value: unknown;
  /** The key of the value, or undefined for an item of a list. */
  key?: string;
  /** The value as written in the file, for a plain (unquoted) scalar. */
  written?: string;
  /** What follows the key when YAML read it as a comment (`primary: #7c2d12`): the value is then empty. */
  commented?: string;
  field: FieldInfo;
  /** The list the value is an item of, to say "already in this list". */
  siblings?: readonly unknown[];
  /** The keys a mapping here takes. */
  keys?: readonly string[];
  /** The value is a key of a mapping that takes names (a city slug before its display name). */
  asKey?: boolean;
  /** How to name the field when it is not its key: "the file" for the whole file. */
  label?: string;
  /** Where a missing key goes: "under meta", "in this hero block", "at the top of the file". */
  where?: string;
}

export interface Explained {
  name: ProblemName;
  message: string;
}

const MAX_QUOTE = 60;

/** The catalogue entry of a number written as text ("R199", "49c", "70%", "1,280", "3" in quotes). */
export const NUMBER_MISTAKES: Record<NumberMistake, ProblemName> = {
  currency: 'currencyInNumber',
  cents: 'centsInNumber',
  percent: 'percentInNumber',
  grouped: 'groupedNumber',
  'decimal-comma': 'numberExpected',
  unit: 'numberExpected',
  quoted: 'numberExpected',
};

/** "R0.49", cut to one screen line. */
export function quote(text: string): string {
  return `"${text.length > MAX_QUOTE ? `${text.slice(0, MAX_QUOTE - 3)}...` : text}"`;
}

/** The value as the marketer wrote it. */
export function shown(ctx: IssueContext): string {
  if (ctx.written !== undefined) return ctx.written;
  return typeof ctx.value === 'string' ? ctx.value : (JSON.stringify(ctx.value) ?? String(ctx.value));
}

/** "heading", or "this list" for an item of a list: the field a message speaks of. */
export const fieldName = (ctx: IssueContext) => ctx.label ?? ctx.key ?? 'this list';
/** The line to write: `heading: "2024"`, or `"2024"` alone for a list item. */
export const line = (ctx: IssueContext, value: string) => (ctx.key === undefined ? value : `${ctx.key}: ${value}`);
/** ' Discount as a fraction ...' or nothing. */
export const about = (ctx: IssueContext) => (ctx.field.description ? ` ${ctx.field.description}` : '');

const WHAT: Record<string, string> = { string: 'text', number: 'number', boolean: 'true or false', array: 'list', object: 'mapping' };

/**
 * A value of the wrong type, in the words of the mistake that causes it: a heading YAML read as a
 * number, a price with an R, a list where one text belongs, a key left empty or deleted.
 */
export function typeMismatch(types: readonly string[], ctx: IssueContext): Explained {
  const { value } = ctx;
  const field = fieldName(ctx);
  // zod names a mapping of names "record"; to the reader both are key: value lines.
  const expected = [...new Set(types.map((type) => (type === 'record' ? 'object' : type)))];
  const only = expected.length === 1 ? expected[0]! : undefined;
  const one = only === undefined ? 'one value' : only === 'boolean' ? 'true or false' : `one ${WHAT[only] ?? 'value'}`;
  if (value === undefined) return missing(expected, ctx);
  if (value === null) return empty(expected, ctx);
  if (expected.includes('string') && (typeof value === 'number' || typeof value === 'boolean') && !expected.includes(typeof value)) {
    const kind = typeof value === 'number' ? 'a number' : 'a yes/no setting';
    const text = only ? 'text' : expected.map((type) => WHAT[type] ?? type).join(', or ');
    const holds = ctx.key === undefined ? `this list holds ${text}` : `${ctx.key} ${only ? 'is' : 'takes'} ${text}`;
    return {
      name: typeof value === 'number' ? 'textIsNumber' : 'textIsTrueFalse',
      message: `YAML reads ${shown(ctx)} as ${kind}, but ${holds}. Put it in quotes: ${line(ctx, `"${shown(ctx)}"`)}.`,
    };
  }
  if (only === 'number' && typeof value === 'string') return numberFromText(value, ctx);
  if (expected.includes('number') && typeof value === 'number' && !Number.isFinite(value)) {
    return { name: 'aboveMaximum', message: `${shown(ctx)} is too large to be a number. Write the number in digits.${about(ctx)}` };
  }
  if (only === 'number' && typeof value === 'boolean') {
    return { name: 'numberExpected', message: `This is ${value}, a yes/no setting, but ${field} takes a number.${about(ctx)}` };
  }
  if (only === 'boolean' && (typeof value === 'string' || typeof value === 'number')) {
    if (typeof value === 'string' && /^(yes|no|on|off|y|n)$/i.test(value)) {
      return { name: 'trueFalseExpected', message: `Write true or false here, not "${value}" (YAML reads yes, no, on and off as text).` };
    }
    const what = typeof value === 'number' ? `the number ${shown(ctx)}` : `the text ${quote(shown(ctx))}`;
    return { name: 'trueFalseExpected', message: `This is ${what}, but ${field} takes true or false. Write ${line(ctx, 'true')} or ${line(ctx, 'false')}.` };
  }
  if (only === 'array' && !Array.isArray(value)) {
    const dash = typeof value === 'string' ? /^([–—•]) /.exec(value) : null;
    const marker = dash ? ` (${dash[1]} is not a list marker: each item starts with a hyphen and a space)` : '';
    const what = typeof value === 'object' ? 'This holds key: value lines' : `This is one value (${quote(shown(ctx))})`;
    return {
      name: 'listExpected',
      message: `${what}, but ${field} takes a list. Write each item on its own line under "${field}:", starting with "- "${marker}.`,
    };
  }
  if (only === 'object' && (typeof value !== 'object' || Array.isArray(value))) {
    const what = Array.isArray(value) ? 'This is a list' : `This is one value (${quote(shown(ctx))})`;
    const keys = ctx.keys?.length ? ` (${ctx.keys.join(', ')})` : '';
    const lines = ctx.label === 'the file' ? 'holds key: value lines, starting at the left edge' : 'takes key: value lines indented under it';
    const whose = ctx.key === undefined && ctx.label === undefined ? 'each item of this list' : field;
    return { name: 'mappingExpected', message: `${what}, but ${whose} ${lines}${keys}.` };
  }
  if (typeof value === 'object') {
    const entries = Array.isArray(value) ? [] : Object.entries(value);
    if (only === 'string' && entries.length === 1 && entries[0]![1] === null) {
      // heading: {city} reads as the mapping { city: null }.
      const name = entries[0]![0];
      return { name: 'placeholderAsMapping', message: `YAML read {${name}} as a mapping: a text that starts with { must be in quotes, like "{${name}}".` };
    }
    if (Array.isArray(value)) {
      const after = ctx.key === undefined ? 'the "- " of the item' : `"${ctx.key}:"`;
      return { name: 'oneValueExpected', message: `This is a list, but ${field} takes ${one}. Write it right after ${after}, without "- " or [ ].` };
    }
    return {
      name: 'oneValueExpected',
      message: `This holds key: value lines, but ${field} takes ${one}. If it is a text with ": " in it, put the whole text in quotes.`,
    };
  }
  return {
    name: 'notValid',
    message: `This is ${quote(shown(ctx))}, but ${field} takes ${expected.map((type) => WHAT[type] ?? type).join(' or ')}.${about(ctx)}`,
  };
}

function missing(expected: readonly string[], ctx: IssueContext): Explained {
  const key = ctx.key ?? 'this';
  const under =
    expected.length === 1 && expected[0] === 'array'
      ? ' with its list under it'
      : expected.length === 1 && expected[0] === 'object'
        ? ' with its keys under it'
        : '';
  return { name: 'missingValue', message: `Missing ${key}: add a line "${key}: ..."${under} ${ctx.where ?? 'here'}.${about(ctx)}` };
}

function empty(expected: readonly string[], ctx: IssueContext): Explained {
  const optional = ctx.field.optional ? ', or delete the line' : '';
  const reads = ctx.written ? `YAML reads ${ctx.written} as no value. ` : '';
  const after = ctx.key === undefined ? '"- "' : `"${ctx.key}:"`;
  if (expected.length === 1 && (expected[0] === 'array' || expected[0] === 'object')) {
    const what = expected[0] === 'array' ? 'its items below it, one per line starting with "- "' : 'its keys below it, indented';
    return { name: 'emptyValue', message: `${reads}Nothing is written under ${after}. Write ${what}${optional}.` };
  }
  const what =
    expected.length === 1 && expected[0] === 'boolean' ? 'true or false' : `the ${expected.length === 1 ? (WHAT[expected[0]!] ?? 'value') : 'value'}`;
  if (ctx.commented && ctx.key !== undefined) {
    const colour = /^#[0-9a-f]{3,8}$/i.test(ctx.commented) ? 'colour' : 'value';
    return {
      name: 'emptyValue',
      message: `In YAML # starts a comment, so ${ctx.commented} after "${ctx.key}:" is read as a comment and nothing is written there. Put the ${colour} in quotes: ${ctx.key}: "${ctx.commented}".`,
    };
  }
  return { name: 'emptyValue', message: `${reads}Nothing is written after ${after}. Write ${what}${optional}.` };
}

/** A number field holding text: a price with an R, cents, a % sign, separators, quotes, or words. */
function numberFromText(value: string, ctx: IssueContext): Explained {
  const unit = ctx.field.unit === 'rand' ? undefined : ctx.field.unit;
  const found = numberTextMessage(value, ctx.key, unit);
  if (found) return { name: NUMBER_MISTAKES[found.kind], message: found.message };
  return { name: 'numberExpected', message: `${quote(value)} is text, but ${fieldName(ctx)} takes a number. Write it in digits.${about(ctx)}` };
}
