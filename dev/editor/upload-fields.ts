import type { Edit, PathKey } from './edits';

/** An image the editor's server took (dev/editor/uploads.ts): its path under /media/ and its size read from the file. */
export interface Uploaded {
  path: string;
  width: number;
  height: number;
}

/**
 * What an upload into a media field changes (issue 57): the field takes the image's path, and an
 * image's width and height beside it (the keys of the same group) take the file's own size, which
 * the marketer had to find and type. Nothing else is written: the alt text is the marketer's to
 * write, and is asked for (altAsk).
 */
export function uploadedEdits(path: readonly PathKey[], uploaded: Uploaded, siblings: readonly string[]): Edit[] {
  const group = path.slice(0, -1);
  const size =
    siblings.includes('width') && siblings.includes('height')
      ? [
          { op: 'set' as const, path: [...group, 'width'], value: uploaded.width },
          { op: 'set' as const, path: [...group, 'height'], value: uploaded.height },
        ]
      : [];
  return [{ op: 'set', path: [...path], value: uploaded.path }, ...size];
}

/** What the form says after an upload: what was filled in, and the alt text asked for in plain words when the group has one still empty. */
export function altAsk(uploaded: Uploaded, siblings: readonly string[], alt: unknown): string {
  const filled =
    siblings.includes('width') && siblings.includes('height') ? `; its width and height are filled in (${uploaded.width} × ${uploaded.height})` : '';
  const ask =
    siblings.includes('alt') && (typeof alt !== 'string' || alt.trim() === '') ? ' Now describe the picture for people who cannot see it, in Alt text.' : '';
  return `Uploaded ${uploaded.path}${filled}.${ask}`;
}
