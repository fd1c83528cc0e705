import { useCallback, useEffect, useRef, useState } from 'react';
import type { Problem } from '../../../src/config/problem';
import type { FileState } from '../drafts';
import type { Draft, NewPage } from '../requests';
import { applyEdits, type Edit, type PathKey } from '../edits';
import { itemKeys, type ItemKeys } from '../list-keys';
import { describeStep, editsByFile, emptyHistory, record, redo as redoStep, undo as undoStep, type History } from '../history';
import type { Uploaded } from '../upload-fields';
import { EditorRestarted, restartedMessage } from './answer';
import { liveAfterCheck, SAVED_PAGE, type LiveDraft } from './live-draft';
import { KEPT_KEY, keptOffer, keptText, readKept, type Kept } from './kept-edits';
import {
  checkDraft,
  uploadImage,
  createPage as postNewPage,
  deletePage as postDelete,
  loadSiteFiles,
  saveDraft,
  type PageResponse,
  type SiteResponse,
} from './api';

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
  /** What the live page shows of the unsaved changes (./live-draft.ts). */
  live: LiveDraft;
  /** Set when the server refused this tab's token (it was started again): why nothing is saved, and how to go on. */
  restarted: string | undefined;
  /** Unsaved changes this tab kept from its last visit (./kept-edits.ts), offered back until taken or dropped. */
  kept: { steps: Kept['steps']; offer: string } | undefined;
}

/**
 * A change is checked (and the live page follows it) this long after the last one: typing sends one
 * check per pause, not one per letter, and a pause is short enough to feel live.
 */
const CHECK_AFTER_MS = 300;

function draftOf(files: Record<string, FileState>, edits: Record<string, Edit[]>): Draft {
  return Object.fromEntries(
    Object.entries(edits)
      .filter(([, list]) => list.length > 0)
      .map(([file, list]) => [file, { version: files[file]!.version, edits: list }]),
  );
}

/** The editor's state: the files as read, the unsaved edits, and what the engine says about them. */
export function useEditor() {
  const [state, setState] = useState<EditorState>({
    site: undefined,
    edits: {},
    history: emptyHistory,
    problems: [],
    warnings: [],
    status: 'Reading the site…',
    conflict: undefined,
    checking: false,
    saves: 0,
    live: SAVED_PAGE,
    restarted: undefined,
    kept: undefined,
  });
  const latest = useRef(state);
  latest.current = state;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  /** The server no longer takes this tab's token: say why and how to go on; the changes stay kept in the tab. */
  const refused = useCallback((error: unknown) => {
    if (!(error instanceof EditorRestarted)) throw error;
    setState((s) => ({ ...s, checking: false, restarted: restartedMessage(s.history.done.length), status: 'Not saved: the editor was restarted.' }));
  }, []);

  const reload = useCallback(async () => {
    let site: SiteResponse;
    try {
      site = await loadSiteFiles();
    } catch (error) {
      return refused(error);
    }
    setState((s) => ({
      ...s,
      site,
      edits: {},
      history: emptyHistory,
      problems: [],
      warnings: site.warnings ?? [],
      conflict: undefined,
      status: 'Read the site from disk.',
      saves: s.saves + 1,
      live: SAVED_PAGE,
    }));
  }, [refused]);

  useEffect(() => {
    const kept = readKept(sessionStorage.getItem(KEPT_KEY));
    loadSiteFiles()
      .then((site) => {
        const offer = kept && { steps: kept.steps, offer: keptOffer(kept, (file) => site.files[file]?.version) };
        setState((s) => ({ ...s, site, warnings: site.warnings ?? [], status: 'Read the site from disk.', kept: offer }));
      })
      .catch((error: Error) => setState((s) => ({ ...s, status: error.message })));
  }, []);

  // Every unsaved change is kept in the tab as it is made; nothing unsaved, nothing kept. A tab
  // offering changes back keeps them until they are taken or dropped.
  useEffect(() => {
    if (!state.site || state.kept) return;
    const text = keptText(state.history.done, (file) => state.site?.files[file]?.version);
    if (text === undefined) sessionStorage.removeItem(KEPT_KEY);
    else sessionStorage.setItem(KEPT_KEY, text);
  }, [state.history, state.site, state.kept]);

  /** `quiet`: a check after a page was made or deleted keeps that answer in the status line unless the draft has problems. */
  const check = useCallback(
    async (quiet = false) => {
      const { site, edits } = latest.current;
      if (!site) return;
      const draft = draftOf(site.files, edits);
      if (Object.keys(draft).length === 0)
        return setState((s) => ({ ...s, problems: [], checking: false, live: SAVED_PAGE, status: s.checking ? 'No unsaved changes left.' : s.status }));
      let result: Awaited<ReturnType<typeof checkDraft>>;
      try {
        result = await checkDraft(draft);
      } catch (error) {
        return refused(error);
      }
      // Latest wins: an answer about edits changed since it was asked is dropped (a newer check is on its way).
      if (latest.current.edits !== edits) return;
      setState((s) => ({
        ...s,
        checking: false,
        live: liveAfterCheck(s.live, result),
        problems: result.problems,
        warnings: result.warnings,
        conflict:
          result.conflicts.length > 0
            ? `${result.conflicts.join(', ')} changed on disk since the editor read it. Saving is refused; reload to see the file as it is now.`
            : undefined,
        status:
          result.problems.length > 0
            ? `${result.problems.length} problem${result.problems.length === 1 ? '' : 's'} to fix before saving.`
            : quiet
              ? s.status
              : 'Every change is valid. Not saved yet.',
      }));
    },
    [refused],
  );

  /** Every change to the history (a new edit, an undo, a redo) is checked again shortly after. */
  const change = useCallback(
    (next: (history: History) => History, status: (history: History) => string) => {
      setState((s) => {
        const history = next(s.history);
        if (history === s.history) return s;
        return { ...s, history, edits: editsByFile(history), checking: true, status: status(s.history) };
      });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void check(), CHECK_AFTER_MS);
    },
    [check],
  );
  const edit = useCallback(
    (file: string, step: Edit) =>
      change(
        (h) => record(h, { file, edit: step }),
        () => 'Checking…',
      ),
    [change],
  );
  const undo = useCallback(() => change(undoStep, (h) => `Undone: ${describeStep(h.done.at(-1)!)}. Checking…`), [change]);
  const redo = useCallback(() => change(redoStep, (h) => `Redone: ${describeStep(h.undone.at(-1)!)}. Checking…`), [change]);

  const save = useCallback(async () => {
    const { site, edits } = latest.current;
    if (!site) return;
    const draft = draftOf(site.files, edits);
    if (Object.keys(draft).length === 0) return setState((s) => ({ ...s, status: 'Nothing to save.' }));
    let result: Awaited<ReturnType<typeof saveDraft>>;
    try {
      result = await saveDraft(draft);
    } catch (error) {
      return refused(error);
    }
    // A check still waiting for a pause in typing would answer "No unsaved changes left." over the save's own words.
    if (result.status === 200) clearTimeout(timer.current);
    setState((s) => {
      if (result.status === 200) {
        const saved = result.saved.length > 0 ? `Saved ${result.saved.join(', ')}.` : 'Saved (no file changed).';
        return {
          ...s,
          checking: false,
          site: { ...site, files: result.files },
          edits: {},
          history: emptyHistory,
          problems: [],
          warnings: result.warnings,
          conflict: undefined,
          status: saved,
          saves: s.saves + 1,
          live: SAVED_PAGE,
        };
      }
      if (result.status === 409) return { ...s, conflict: result.message, status: result.message };
      if (result.status === 422) return { ...s, problems: result.problems, status: result.message };
      return { ...s, status: result.message };
    });
  }, [refused]);

  /** The changes this tab kept, made again (and checked), or dropped. */
  const takeKept = useCallback(
    (take: boolean) => {
      const kept = latest.current.kept;
      if (!kept) return;
      setState((s) => ({ ...s, kept: undefined }));
      if (take)
        change(
          () => ({ done: kept.steps, undone: [] }),
          () => 'Brought back the kept changes. Checking…',
        );
    },
    [change],
  );

  const discard = useCallback(() => {
    setState((s) => ({ ...s, edits: {}, history: emptyHistory, problems: [], conflict: undefined, live: SAVED_PAGE, status: 'Unsaved changes dropped.' }));
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
  const pageAction = useCallback(
    async (request: () => Promise<PageResponse>): Promise<PageResponse> => {
      let result: PageResponse;
      try {
        result = await request();
      } catch (error) {
        refused(error);
        return { status: 403, message: 'Not done: the editor was restarted.' };
      }
      setState((s) =>
        result.status === 200 && 'files' in result && s.site
          ? { ...s, site: { ...s.site, files: result.files }, status: result.message, saves: s.saves + 1 }
          : { ...s, status: result.message },
      );
      // The live page of unsaved changes renders a draft checked against the site as it was: checked
      // again, it holds the page just made (which otherwise showed as not found) or lacks the one deleted.
      if (result.status === 200 && Object.keys(latest.current.edits).length > 0) {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => void check(true), CHECK_AFTER_MS);
      }
      return result;
    },
    [refused, check],
  );
  const createPage = useCallback((page: NewPage) => pageAction(() => postNewPage(page)), [pageAction]);
  const deletePage = useCallback((file: string) => pageAction(() => postDelete(file)), [pageAction]);

  /** Upload an image; its path under /media/ and its size when it was taken (the media list then holds it). */
  const upload = useCallback(
    async (file: File): Promise<Uploaded | undefined> => {
      let result: Awaited<ReturnType<typeof uploadImage>>;
      try {
        result = await uploadImage(file);
      } catch (error) {
        refused(error);
        return undefined;
      }
      setState((s) =>
        result.status === 200 && 'path' in result && s.site
          ? { ...s, site: { ...s.site, media: result.media }, status: result.message }
          : { ...s, status: result.message },
      );
      return result.status === 200 && 'path' in result ? { path: result.path, width: result.width, height: result.height } : undefined;
    },
    [refused],
  );

  return { state, edit, undo, redo, save, discard, reload, dataOf, keysOf, createPage, deletePage, upload, takeKept };
}
