import { isRecord } from '../edits';

/**
 * What the live page shows while the form has unsaved changes (issue 57): the newest draft that
 * the engine could render, and, when the newest one could not be, why not. A draft that does not
 * validate never blanks the page: the last good one stays, and the note says so.
 */
export interface LiveDraft {
  /** The id of the kept draft shown (dev/editor/kept-drafts.ts); none: the saved files. */
  draft: string | undefined;
  /** Why the page is behind the form, in the marketer's words; none when it is not. */
  note: string | undefined;
}

/** Nothing unsaved, or just saved: the live page shows the files on disk. */
export const SAVED_PAGE: LiveDraft = { draft: undefined, note: undefined };

/** The answer of a check of the newest draft (older answers are dropped before this, in the store). */
export interface CheckedDraft {
  /** Set when the draft validates: the id the live page renders it by. */
  preview?: string;
  problems: readonly unknown[];
  conflicts: readonly string[];
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The live page after the newest draft was checked: that draft when it renders, else the last good one with the reason. */
export function liveAfterCheck(shown: LiveDraft, checked: CheckedDraft): LiveDraft {
  if (checked.preview) return { draft: checked.preview, note: undefined };
  const showing = shown.draft ? 'The live page shows your last change that worked' : 'The live page shows the saved page';
  const why =
    checked.conflicts.length > 0
      ? `${checked.conflicts.join(', ')} changed on disk since the editor read it; reload it to go on.`
      : checked.problems.length > 0
        ? `fix the ${plural(checked.problems.length, 'problem')} in the form and it follows your changes again.`
        : 'the saved files have problems of their own; fix those first to see your changes here.';
  return { draft: shown.draft, note: `${showing}: ${why}` };
}

/** The live page's address: a kept draft's render or the saved page (a new number after each save loads it again), for a variant. */
export function livePageAddress(path: string, { draft, saves, variant }: { draft: string | undefined; saves: number; variant?: string }): string {
  const query = new URLSearchParams(draft ? { draft } : { saved: String(saves) });
  if (variant) query.set('variant', variant);
  return `${path}?${query.toString()}`;
}

/**
 * The variants the live page can show of a page, from its data as edited: those of its live
 * experiment (the first not ended, as the engine picks it), control first as written; none when
 * it has no live experiment.
 */
export function previewVariants(page: unknown): { experiment: string; variants: string[] } | undefined {
  if (!isRecord(page) || !Array.isArray(page.experiments)) return undefined;
  const experiments: unknown[] = page.experiments;
  const live = experiments.find((experiment) => isRecord(experiment) && experiment.status !== 'ended');
  if (!isRecord(live) || !Array.isArray(live.variants)) return undefined;
  const written: unknown[] = live.variants;
  const variants = written.flatMap((variant) => (isRecord(variant) && typeof variant.id === 'string' && variant.id !== '' ? [variant.id] : []));
  return variants.length > 1 ? { experiment: typeof live.id === 'string' ? live.id : 'the experiment', variants } : undefined;
}
