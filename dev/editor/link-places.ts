import type { PathKey } from './edits';

/**
 * A place in the site's files that keeps a page from being deleted, in the marketer's words, with
 * the path the editor opens to fix it (issue 57): a refusal that only said "site.config.yaml nav ›
 * 2 › to" left the marketer to find the navigation by hand, and it had no form.
 */
export interface LinkPlace {
  file: string;
  /** The item to change or remove: the nav entry, not its `to`. */
  path: PathKey[];
  /** What it is: "entry 2 of the navigation (Finance)". */
  words: string;
  /** What to do there, as a sentence. */
  fix: string;
}

const CONFIG = 'site.config.yaml';

/** Lists of links in site.config.yaml with words of their own; any other place is named by its file and path. */
const NAMED_LISTS: { at: readonly string[]; item: string; list: string; fix: string }[] = [
  { at: ['nav'], item: 'entry', list: 'the navigation', fix: 'Remove the nav entry first.' },
  { at: ['footer', 'links'], item: 'link', list: 'the footer', fix: 'Remove the footer link first.' },
  { at: ['notFound', 'links'], item: 'link', list: 'the not-found page', fix: 'Remove that link first.' },
];

/** The place of a link to a page at `path` (its `to`) in `file`, whose item reads `label`. */
export function linkPlace(file: string, path: readonly PathKey[], label: unknown, value: string): LinkPlace {
  const item = path.slice(0, -1);
  const index = item.at(-1);
  const named =
    file === CONFIG && typeof index === 'number'
      ? NAMED_LISTS.find(({ at }) => at.length === item.length - 1 && at.every((key, i) => item[i] === key))
      : undefined;
  const shown = typeof label === 'string' && label !== '' ? label : value;
  if (named && typeof index === 'number') return { file, path: item, words: `${named.item} ${index + 1} of ${named.list} (${shown})`, fix: named.fix };
  const where = path.map((key) => (typeof key === 'number' ? String(key + 1) : key)).join(' › ');
  return { file, path: item, words: `${file} ${where} (${value})`, fix: 'Remove that link first.' };
}

/** A running experiment of the page itself. */
export const experimentPlace = (file: string, index: number, id: string): LinkPlace => ({
  file,
  path: ['experiments', index],
  words: `the experiment ${id}`,
  fix: 'End the experiment first.',
});

/** The refusal's sentence: each place and why, then what to do (one place's own fix, or a word for all). */
export function refusalOf(places: readonly { place: LinkPlace; why: string }[]): string {
  const reasons = places.map(({ place, why }) => `${place.words} ${why}`);
  return `Not deleted: ${reasons.join('; ')}. ${places.length === 1 ? places[0]!.place.fix : 'Change those first.'}`;
}
