import { randomBytes } from 'node:crypto';
import { closeSync, fchmodSync, fsyncSync, openSync, renameSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/**
 * Writes that cannot leave a file half written: each text goes to a temporary file in the target's
 * own folder (so the rename stays on one file system), is flushed to the disk, and only then renamed
 * over the target, which the system does in one step. A save of several files writes every
 * temporary file first: if one cannot be written (a full disk, a folder made read-only), the others
 * are removed and no target has changed. A full disk used to truncate pages/home.yaml at 8,192 bytes
 * when the text was written straight onto it (issue 43).
 */

export interface FileWrite {
  /** Absolute path of the file to replace (or create). */
  path: string;
  /** Name shown in messages (pages/home.yaml). */
  name: string;
  /** The new content: a YAML file's text, or an uploaded image's bytes. */
  text: string | Uint8Array;
  /** The text the file holds now (undefined for a new file): put back if a later rename fails. */
  before?: string;
}

/** The one system call tests replace to simulate a disk that fills up part way. */
export interface WriteIo {
  writeSync: (fd: number, data: Uint8Array, offset: number, length: number) => number;
}

const nodeIo: WriteIo = { writeSync: (fd, data, offset, length) => writeSync(fd, data, offset, length) };

export class WriteFailed extends Error {
  constructor(
    readonly file: string,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

/** Why a write failed, in words rather than an errno. */
function reason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOSPC') return 'the disk is full';
  if (code === 'EDQUOT') return 'your disk quota is used up';
  if (code === 'EACCES' || code === 'EPERM') return 'you may not write in its folder (permission denied)';
  if (code === 'EROFS') return 'the disk is read-only';
  return `the system refused (${code ?? (error as Error).message})`;
}

const tempPath = (path: string) => join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.editor-tmp`);

function writeTemp(write: FileWrite, io: WriteIo): string {
  const temp = tempPath(write.path);
  let mode: number | undefined;
  try {
    mode = statSync(write.path).mode & 0o777;
  } catch {
    // A new file: the usual mode, less the umask.
  }
  const fd = openSync(temp, 'wx', mode ?? 0o644);
  try {
    // open() takes the umask off (022 drops a 0664 file's group write): the file keeps its mode.
    if (mode !== undefined) fchmodSync(fd, mode);
    const data = typeof write.text === 'string' ? Buffer.from(write.text, 'utf8') : write.text;
    for (let done = 0; done < data.length;) done += io.writeSync(fd, data, done, data.length - done);
    fsyncSync(fd);
  } catch (error) {
    closeSync(fd);
    unlinkQuietly(temp);
    throw error;
  }
  closeSync(fd);
  return temp;
}

function unlinkQuietly(path: string) {
  try {
    unlinkSync(path);
  } catch {
    // Already gone.
  }
}

/** The folder's entry for the renamed file is on the disk too (a crash right after keeps the new text). */
function syncFolder(folder: string) {
  try {
    const fd = openSync(folder, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // Some file systems do not sync folders; the rename is still atomic.
  }
}

/**
 * Replace every file in `writes` or none: throws WriteFailed naming the file that could not be
 * written, with every target as it was.
 */
export function writeAllOrNothing(writes: readonly FileWrite[], io: WriteIo = nodeIo): void {
  const temps: string[] = [];
  for (const write of writes) {
    try {
      temps.push(writeTemp(write, io));
    } catch (error) {
      temps.forEach(unlinkQuietly);
      const code = (error as NodeJS.ErrnoException).code;
      const unchanged = writes.length === 1 ? 'The file is unchanged' : `None of the ${writes.length} files was changed`;
      throw new WriteFailed(
        write.name,
        code,
        `Not saved: ${write.name} could not be written because ${reason(error)}. ${unchanged}; your changes are still in the editor. Free some space (or fix the folder's permissions) and save again.`,
      );
    }
  }
  const renamed: FileWrite[] = [];
  for (const [i, write] of writes.entries()) {
    try {
      renameSync(temps[i]!, write.path);
      renamed.push(write);
    } catch (error) {
      temps.slice(i).forEach(unlinkQuietly);
      // Put back the files already replaced: their old texts are known, and a rename needs no space.
      const back = renamed.filter((done) => done.before !== undefined).map((done) => ({ ...done, text: done.before! }));
      for (const done of renamed.filter((d) => d.before === undefined)) unlinkQuietly(done.path);
      writeAllOrNothing(back, io);
      const code = (error as NodeJS.ErrnoException).code;
      throw new WriteFailed(
        write.name,
        code,
        `Not saved: ${write.name} could not be replaced because ${reason(error)}. No file was changed; your changes are still in the editor.`,
      );
    }
  }
  for (const folder of new Set(writes.map((write) => dirname(write.path)))) syncFolder(folder);
}
