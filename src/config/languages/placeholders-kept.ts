import { placeholdersIn } from '../../lib/placeholders';

/** {perMinute:cents}, { perMinute : cents } and {perMinute:cents} are one placeholder. */
const key = (name: string, format: string | undefined) => (format === undefined ? `{${name}}` : `{${name}:${format}}`);

/**
 * A translation keeps the default text's placeholders ({city}, {perMinute:cents}), each as often:
 * a price is written once, in values:, and each language shows it from there. The first one
 * dropped or added, with the placeholder to point at when one was added.
 */
export function placeholderProblem(base: string, translated: string, from: string, where: string): { at?: string; message: string } | undefined {
  const count = (text: string) => {
    const counts = new Map<string, { n: number; whole: string }>();
    for (const { name, format, whole } of placeholdersIn(text)) {
      const k = key(name, format);
      counts.set(k, { n: (counts.get(k)?.n ?? 0) + 1, whole });
    }
    return counts;
  };
  const want = count(base);
  const got = count(translated);
  for (const [k, { n }] of want) {
    const has = got.get(k)?.n ?? 0;
    if (has < n) {
      const times = n > 1 ? ` ${n} times` : '';
      return {
        message: `The ${from} text has ${k}${times} (${JSON.stringify(base)}, ${where}); this translation ${has === 0 ? 'does not' : `only ${has} time${has === 1 ? '' : 's'}`}. Write ${k} where it belongs: the engine fills it in for every language, so a price or a city is written once.`,
      };
    }
  }
  for (const [k, { n, whole }] of got) {
    const had = want.get(k)?.n ?? 0;
    if (n > had) {
      return {
        at: whole,
        message: `${whole} is not in the ${from} text${had > 0 ? ` that often (${had} time${had === 1 ? '' : 's'})` : ''} (${JSON.stringify(base)}, ${where}): a translation keeps the placeholders of the default text. Remove it, or add it to the ${from} text first.`,
      };
    }
  }
  return undefined;
}
