import { useCallback, useEffect, useRef, useState } from 'react';
import type { Problem } from '../../../src/config/problem';
import type { FileState } from '../drafts';
import type { Draft, NewPage } from '../requests';
import { applyEdits, type Edit, type PathKey } from '../edits';
import { itemKeys, type ItemKeys } from '../list-keys';
import { describeStep, editsByFile, emptyHistory, record, redo as redoStep, undo as undoStep, type History } from '../history';
import { checkDraft, uploadImage, createPage as postNewPage, deletePage as postDelete, loadSiteFiles, saveDraft, type PageResponse, type SiteResponse } from './api';

export interface EditorState {
  site: SiteResponse | undefined;
  /** Unsaved edits per file, in order (from `history`). */
  edits: Record<string, Edit[]>;
  /** The unsaved changes in the order made, and those undone since (dev/editor/history.ts). */
  history: History;
  problems: Problem[];
  warnings: Problem[];
  /** One line for the status bar: what just happened. */
  status: string;
  /** Set when a save was refused because a file changed on disk. */
  conflict: string | undefined;
  checking: boolean;
  /** Bumped on every save: the preview loads the page again. */
  saves: number;
}

function draftOf(files: Record<string, FileState>, edits: Record<string, Edit[]>): Draft {
  return Object.fromEntries(Object.entries(edits).filter(([, list]) => list.length > 0).map(([file, list]) => [file, { version: files[file]!.version, edits: list }]));
}

/** The editor's state: the files as read, the unsaved edits, and what the engine says about them. */
export function useEditor() {
  const [state, setState] = useState<EditorState>({ site: undefined, edits: {}, history: emptyHistory, problems: [], warnings: [], status: 'Reading the site…', conflict: undefined, checking: false, saves: 0 });
  const latest = useRef(state);
  latest.current = state;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const reload = useCallback(async () => {
    const site = await loadSiteFiles();
    setState((s) => ({ ...s, site, edits: {}, history: emptyHistory, problems: [], warnings: site.warnings ?? [], conflict: undefined, status: 'Read the site from disk.', saves: s.saves + 1 }));
  }, []);

  useEffect(() => {
    reload().catch((error: Error) => setState((s) => ({ ...s, status: error.message })));
  }, [reload]);

  const check = useCallback(async () => {
    const { site, edits } = latest.current;
    if (!site) return;
    const draft = draftOf(site.files, edits);
    if (Object.keys(draft).length === 0) return setState((s) => ({ ...s, problems: [], checking: false, status: s.checking ? 'No unsaved changes left.' : s.status }));
    const result = await checkDraft(draft);
    if (latest.current.edits !== edits) return;
    setState((s) => ({
      ...s,
      checking: false,
      problems: result.problems,
      warnings: result.warnings,
      conflict: result.conflicts.length > 0 ? `${result.conflicts.join(', ')} changed on disk since the editor read it. Saving is refused; reload to see the file as it is now.` : undefined,
      status: result.problems.length > 0 ? `${result.problems.length} problem${result.problems.length === 1 ? '' : 's'} to fix before saving.` : 'Every change is valid. Not saved yet.',
    }));
  }, []);

  /** Every change to the history (a new edit, an undo, a redo) is checked again shortly after. */
  const change = useCallback(
    (next: (history: History) => History, status: (history: History) => string) => {
      setState((s) => {
        const history = next(s.history);
        if (history === s.history) return s;
        return { ...s, history, edits: editsByFile(history), checking: true, status: status(s.history) };
      });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void check(), 250);
    },
    [check],
  );
  const edit = useCallback((file: string, step: Edit) => change((h) => record(h, { file, edit: step }), () => 'Checking…'), [change]);
  const undo = useCallback(() => change(undoStep, (h) => `Undone: ${describeStep(h.done.at(-1)!)}. Checking…`), [change]);
  const redo = useCallback(() => change(redoStep, (h) => `Redone: ${describeStep(h.undone.at(-1)!)}. Checking…`), [change]);

  const save = useCallback(async () => {
    const { site, edits } = latest.current;
    if (!site) return;
    const draft = draftOf(site.files, edits);
    if (Object.keys(draft).length === 0) return setState((s) => ({ ...s, status: 'Nothing to save.' }));
    const result = await saveDraft(draft);
    setState((s) => {
      if (result.status === 200) {
        const saved = result.saved.length > 0 ? `Saved ${result.saved.join(', ')}.` : 'Saved (no file changed).';
        return { ...s, site: { ...site, files: result.files }, edits: {}, history: emptyHistory, problems: [], warnings: result.warnings, conflict: undefined, status: saved, saves: s.saves + 1 };
      }
      if (result.status === 409) return { ...s, conflict: result.message, status: result.message };
      if (result.status === 422) return { ...s, problems: result.problems, status: result.message };
      return { ...s, status: result.message };
    });
  }, []);

  const discard = useCallback(() => {
    setState((s) => ({ ...s, edits: {}, history: emptyHistory, problems: [], conflict: undefined, status: 'Unsaved changes dropped.' }));
  }, []);

  /** A file's data with its unsaved edits applied. */
  const dataOf = (file: string): unknown => {
    const entry = state.site?.files[file];
    return entry ? applyEdits(entry.data, state.edits[file] ?? []) : undefined;
  };

  /** Stable keys of a file's list items through its unsaved edits, worked out once per change of the file's edits. */
  const keyCache = useRef(new Map<string, { data: unknown; edits: Edit[] | undefined; keys: ItemKeys }>());
  const keysOf = (file: string, path: readonly PathKey[]): string[] => {
    const data = state.site?.files[file]?.data;
    const edits = state.edits[file];
    let cached = keyCache.current.get(file);
    if (!cached || cached.data !== data || cached.edits !== edits) {
      cached = { data, edits, keys: itemKeys(data, edits ?? []) };
      keyCache.current.set(file, cached);
    }
    return cached.keys(path);
  };

  /** A page made or removed on disk: the file list changes, the unsaved edits of other files stay. */
  const pageAction = useCallback(async (request: () => Promise<PageResponse>): Promise<PageResponse> => {
    const result = await request();
    setState((s) => (result.status === 200 && 'files' in result && s.site ? { ...s, site: { ...s.site, files: result.files }, status: result.message, saves: s.saves + 1 } : { ...s, status: result.message }));
    return result;
  }, []);
  const createPage = useCallback((page: NewPage) => pageAction(() => postNewPage(page)), [pageAction]);
  const deletePage = useCallback((file: string) => pageAction(() => postDelete(file)), [pageAction]);

  /** Upload an image; its path under /media/ when it was taken (the media list then holds it). */
  const upload = useCallback(async (file: File): Promise<string | undefined> => {
    const result = await uploadImage(file);
    setState((s) => (result.status === 200 && 'path' in result && s.site ? { ...s, site: { ...s.site, media: result.media }, status: result.message } : { ...s, status: result.message }));
    return result.status === 200 && 'path' in result ? result.path : undefined;
  }, []);

  return { state, edit, undo, redo, save, discard, reload, dataOf, keysOf, createPage, deletePage, upload };
}
