import { changesCount } from './kept-edits';

/**
 * Thrown by a request the editor's server refused for its token: the server was started again
 * since this tab opened it (each start has a new token), so nothing this tab sends is taken.
 */
export class EditorRestarted extends Error {
  constructor() {
    super('The editor was restarted since this page was opened.');
  }
}

/**
 * An answer of the editor's server as a value: its JSON, with the status. The access check
 * (dev/editor/access.ts) answers before the API, in plain text: a 403 in text is a token this
 * start does not know (the page had tried to read it as JSON, and said nothing). Any other answer
 * that is not JSON is said with its status and first line.
 */
export function readAnswer<T>(status: number, type: string | null, text: string): T {
  if ((type ?? '').includes('json')) {
    try {
      return { status, ...(JSON.parse(text) as object) } as T;
    } catch {
      // Said below, as any answer that is not JSON.
    }
  }
  if (status === 403) throw new EditorRestarted();
  const first = text.split('\n')[0]?.trim() ?? '';
  return { status, message: `The editor's server answered ${status}${first ? `: ${first}` : ''}` } as T;
}

/** Why this tab cannot save, and how to go on, with how many changes it keeps. */
export const restartedMessage = (unsaved: number) =>
  `The editor was restarted since this page was opened, so this page cannot save: each start of the editor has a new key. ${
    unsaved === 0 ? 'Nothing here is unsaved.' : `Your ${changesCount(unsaved)} ${unsaved === 1 ? 'is' : 'are'} kept in this browser tab.`
  } Open the address landing-engine edit printed in its terminal (it ends in ?token=...) in this tab${unsaved === 0 ? ' to go on' : `, and you can bring the ${unsaved === 1 ? 'change' : 'changes'} back there`}.`;
