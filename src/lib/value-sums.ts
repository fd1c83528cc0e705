/**
 * Values in site.config.yaml: numbers, or sums of other values ("3 * rental + team3xCalls").
 * A tiny arithmetic reader (+ - * /, brackets, numbers, names) rather than eval: the config is
 * data, and every mistake gets a message a marketer can act on.
 */
import { numberTextMessage, type NumberMistake } from './number-text';

export type RawValues = Readonly<Record<string, number | string>>;

/** What kind of mistake a value has, so the caller can name it (src/config/check-placeholders.ts). */
export type ValueProblemKind = 'circle' | 'unreadable' | 'divide-by-zero' | 'unknown-name' | 'too-deep' | Exclude<NumberMistake, 'quoted'>;

export interface ValueProblem {
  name: string;
  kind: ValueProblemKind;
  message: string;
}

const TOKEN = /\s*(?:(\d+(?:\.\d+)?)|([A-Za-z][A-Za-z0-9]*)|([-+*/()]))/y;
/**
 * Deepest nesting read: brackets and minus signs within one sum, and values naming values. The
 * reader recurses, so without a bound 3,000 brackets overflowed the stack; no real sum nears it.
 */
const MAX_VALUE_DEPTH = 100;

/** Every value as a number, and a problem for each value that cannot be worked out. */
export function computeValues(
  raw: RawValues,
  suggest: (name: string, known: string[]) => string = () => '',
): {
  values: Record<string, number>;
  problems: ValueProblem[];
} {
  const values: Record<string, number> = {};
  const problems: ValueProblem[] = [];
  const failed = new Set<string>();
  let tooDeep = 0;
  const known = Object.keys(raw);

  const valueOf = (name: string, stack: string[]): number => {
    if (name in values) return values[name]!;
    if (failed.has(name)) throw new Silent();
    if (stack.includes(name))
      throw new Problem('circle', `${[...stack.slice(stack.indexOf(name)), name].join(' -> ')} refer to each other in a circle; one of them must be a number.`);
    // Said once: the values further down the same long chain would each say it again.
    if (stack.length >= MAX_VALUE_DEPTH)
      throw tooDeep++
        ? new Silent()
        : new Problem(
            'too-deep',
            `${stack[0]} names ${stack[1]}, which names ${stack[2]}, and so on more than ${MAX_VALUE_DEPTH} values deep. Write some of them as numbers.`,
          );
    const definition = raw[name]!;
    try {
      const value = typeof definition === 'number' ? definition : evaluate(definition, [...stack, name]);
      // Sums like 5 * 1279.95 carry floating-point noise (6399.749999999999); twelve digits is plenty.
      values[name] = Number(value.toPrecision(12));
      return values[name];
    } catch (error) {
      failed.add(name);
      throw error;
    }
  };

  const evaluate = (expression: string, stack: string[]): number => {
    // R0.49, 49c, 70%, 1,280: a number written the way a price is printed, not a sum.
    const written = Object.hasOwn(raw, expression.trim()) ? undefined : numberTextMessage(expression, stack.at(-1), 'fraction');
    if (written && written.kind !== 'quoted') throw new Problem(written.kind, written.message);
    const tokens: string[] = [];
    TOKEN.lastIndex = 0;
    while (TOKEN.lastIndex < expression.length) {
      const start = TOKEN.lastIndex;
      const m = TOKEN.exec(expression);
      if (!m) {
        if (expression.slice(start).trim() === '') break;
        throw new Problem('unreadable', `Cannot read "${expression.slice(start).trim()}" in "${expression}". Use numbers, value names, + - * / and brackets.`);
      }
      tokens.push(m[1] ?? m[2] ?? m[3]!);
    }
    let at = 0;
    const peek = () => tokens[at];
    const sum = (): number => {
      let left = product();
      while (peek() === '+' || peek() === '-') left = tokens[at++] === '+' ? left + product() : left - product();
      return left;
    };
    const product = (): number => {
      let left = factor();
      while (peek() === '*' || peek() === '/') {
        const op = tokens[at++];
        const right = factor();
        if (op === '/' && right === 0) throw new Problem('divide-by-zero', `"${expression}" divides by zero.`);
        left = op === '*' ? left * right : left / right;
      }
      return left;
    };
    let depth = 0;
    const nested = <T>(read: () => T): T => {
      if (++depth > MAX_VALUE_DEPTH)
        throw new Problem(
          'too-deep',
          `This sum is nested more than ${MAX_VALUE_DEPTH} levels deep (brackets and minus signs). Write it flatter: a value may name other values.`,
        );
      const value = read();
      depth--;
      return value;
    };
    const factor = (): number => {
      const token = tokens[at++];
      if (token === undefined) throw new Problem('unreadable', `"${expression}" ends too early. Use numbers, value names, + - * / and brackets.`);
      if (token === '-') return -nested(factor);
      if (token === '(') {
        const inner = nested(sum);
        if (tokens[at++] !== ')') throw new Problem('unreadable', `"${expression}" has a ( without its ). Add the ).`);
        return inner;
      }
      if (/^\d/.test(token)) return Number(token);
      if (/^[A-Za-z]/.test(token)) {
        if (!Object.hasOwn(raw, token))
          throw new Problem('unknown-name', `"${token}" is not a value defined under values: in site.config.yaml.${suggest(token, known)}`);
        return valueOf(token, stack);
      }
      throw new Problem('unreadable', `Unexpected "${token}" in "${expression}". Use numbers, value names, + - * / and brackets.`);
    };
    const result = sum();
    if (at !== tokens.length) throw new Problem('unreadable', `Unexpected "${tokens[at]}" in "${expression}". Use numbers, value names, + - * / and brackets.`);
    return result;
  };

  for (const name of known) {
    try {
      valueOf(name, []);
    } catch (error) {
      if (error instanceof Problem) problems.push({ name, kind: error.kind, message: error.message });
      else if (!(error instanceof Silent)) throw error;
    }
  }
  return { values, problems };
}

class Problem extends Error {
  constructor(
    readonly kind: ValueProblemKind,
    message: string,
  ) {
    super(message);
  }
}
/** A value that depends on one already reported: reported once, not again for each user. */
class Silent extends Error {}
