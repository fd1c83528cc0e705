import type { EntryInput } from './entry';

/**
 * Requests to landing-engine edit that it refuses (issue 57): not a problem of the site's YAML but
 * of what reached the editor's server, so they have no line or column; the answer carries the code,
 * and the page shows the message in its status line.
 */
export const EDITOR_REQUESTS = {
  editorRequestNotJson: {
    code: 'LE901',
    title: 'A request to the editor that is not JSON',
    about:
      "The editor's page sends every change as JSON. This request's body could not be read as JSON, so it did not come from the editor's page as it is (or arrived cut short). Nothing was written.",
    fix: 'Reload the editor page and make the change again; a program that talks to the editor sends JSON.',
  },
  editorRequestShape: {
    code: 'LE902',
    title: 'A request to the editor of a shape it does not take',
    about:
      "Each request of the editor's page has a fixed shape: a draft of edits per file, a new page, the file to delete, a commit message. The message names the part of this request that does not fit and what it must hold. It comes from another program, a page left open from another version of the engine, or a mistake in the engine. Nothing was written.",
    fix: 'Reload the editor page and make the change again; if it comes back, report the message (it names no file of your computer).',
  },
  editorRequestTooLarge: {
    code: 'LE903',
    title: 'A request too large for the editor to check',
    about:
      'The editor reads at most 2 MB and 5,000 changes in one request, and a file of a site at most 4 MB again while checking them: more would hold the editor up for minutes. Nothing was written.',
    fix: 'Save more often, so each save holds fewer changes; paste long texts in parts.',
  },
  editorNoSuchRequest: {
    code: 'LE904',
    title: 'A request the editor does not answer',
    about:
      "The editor's server answers a fixed list of requests (read the site, check, save, pages, uploads, changes, commit), each with one method. This one is not on the list, or came with another method.",
    fix: 'Reload the editor page: a page from another version of the engine asks for requests this one does not have.',
  },
  editorFailed: {
    code: 'LE905',
    title: 'A request the editor could not finish',
    about:
      'Something the editor did not expect stopped it part way, like a file removed while it was read or a folder where a file should be. The message says what the system reported, with the folders of your computer left out.',
    fix: 'Read the message, put right what it names (a file or folder of the site), and try again; the terminal the editor runs in says more.',
  },
  editorFileRefused: {
    code: 'LE906',
    title: 'A file the editor does not change',
    about:
      'The editor changes only site.config.yaml, the pages in pages/ and their translations into a language site.config.yaml declares, each a plain file inside the site folder: never a file through a symbolic link (the change would land in the file it points at), nor any other file.',
    fix: 'Make this change in a text editor; to edit a page through a link in the editor, replace the link with a copy of the file.',
  },
} as const satisfies Record<string, EntryInput>;
