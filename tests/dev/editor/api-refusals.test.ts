import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { failed, shapeRefusal, withoutSiteFolder } from '../../../dev/editor/api-refusals';
import { newPageRequest } from '../../../dev/editor/requests';

const AGAIN = 'Nothing was written. Reload the editor page and make the change again.';
const MORE = 'Put right what it names and try again; the terminal the editor runs in says more.';

/** The refusal of a page-create body as the API words it. */
const refusalOf = (body: unknown) => shapeRefusal('Not created', newPageRequest.safeParse(body).error!.issues);

describe('a body its schema refuses: the first three problems, then how many more', () => {
  const slug = "the request's page › slug must be the new page's file name (a text, like spring-offer)";
  const name = "the request's page › name must be the new page's name (a text)";
  const path = "the request's page › path must be the new page's path (a text, like /spring-offer)";

  it('three problems are all said, with no count after them', () => {
    expect(refusalOf({ page: { from: { blocks: ['hero'] } } })).toEqual({
      status: 400,
      code: 'LE902',
      message: `Not created: ${slug}; ${name}; ${path}. ${AGAIN} [LE902]`,
    });
  });

  it('four problems: three said and "(and 1 more)"', () => {
    expect(refusalOf({ page: {} }).message).toBe(`Not created: ${slug}; ${name}; ${path} (and 1 more). ${AGAIN} [LE902]`);
  });
});

describe('an error nobody expected, in words, without the site folder', () => {
  let root: string;
  beforeEach(() => {
    root = realpathSync(mkdtempSync(join(tmpdir(), 'refusals-')));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));
  const systemError = (message: string, fields: Record<string, string>) => Object.assign(new Error(message), fields);

  it('a call and a code it has words for', () => {
    const error = systemError('EACCES: permission denied', { code: 'EACCES', syscall: 'rename', path: join(root, 'pages/home.yaml') });
    expect(failed(root, 'Not saved', error)).toEqual({
      status: 500,
      code: 'LE905',
      message: `Not saved: pages/home.yaml could not be replaced: the system does not allow it (EACCES). ${MORE} [LE905]`,
    });
  });

  it('each system code in words', () => {
    const words: Record<string, string> = {
      ENOENT: 'it is not there',
      ENOTDIR: 'a file stands where a folder should be',
      EISDIR: 'it is a folder, not a file',
      EEXIST: 'something of that name is already there',
      EACCES: 'the system does not allow it',
      EPERM: 'the system does not allow it',
      ENOSPC: 'the disk is full',
      EROFS: 'the disk is read-only',
    };
    for (const [code, said] of Object.entries(words)) {
      const error = systemError(code, { code, syscall: 'open', path: join(root, 'pages/home.yaml') });
      expect(failed(root, 'Not saved', error).message, code).toBe(`Not saved: pages/home.yaml could not be opened: ${said} (${code}). ${MORE} [LE905]`);
    }
  });

  it('each call in words', () => {
    const words: Record<string, string> = {
      mkdir: 'could not be made',
      open: 'could not be opened',
      unlink: 'could not be removed',
      rename: 'could not be replaced',
      scandir: 'could not be listed',
      stat: 'could not be read',
      lstat: 'could not be read',
      read: 'could not be read',
      write: 'could not be written',
    };
    for (const [syscall, said] of Object.entries(words)) {
      const error = systemError(syscall, { code: 'EACCES', syscall, path: join(root, 'pages') });
      expect(failed(root, 'Not saved', error).message, syscall).toBe(`Not saved: pages ${said}: the system does not allow it (EACCES). ${MORE} [LE905]`);
    }
  });

  it('a call and a code it has no words for are named as the system names them', () => {
    const error = systemError('EBUSY: resource busy', { code: 'EBUSY', syscall: 'chmod', path: join(root, 'pages/home.yaml') });
    expect(failed(root, 'Not saved', error).message).toBe(`Not saved: pages/home.yaml could not be used (chmod): the system refused (EBUSY). ${MORE} [LE905]`);
  });

  it('an error that names no file is its own message, its last full stop dropped', () => {
    const error = systemError(`ENOSPC: no space left on device, write in ${root}.`, { code: 'ENOSPC', syscall: 'write' });
    expect(failed(root, 'Not saved', error).message).toBe(`Not saved: ENOSPC: no space left on device, write in .. ${MORE} [LE905]`);
  });
});

describe('the site folder is taken out of any message, reached through a link too', () => {
  let base: string;
  beforeEach(() => {
    base = realpathSync(mkdtempSync(join(tmpdir(), 'site-folder-')));
  });
  afterEach(() => rmSync(base, { recursive: true, force: true }));

  it('a link whose target is the link name and more: the longer (the target) goes first', () => {
    const real = join(base, 'site-real');
    mkdirSync(real);
    symlinkSync(real, join(base, 'site'));
    const root = join(base, 'site');
    expect(withoutSiteFolder(root, `cannot open ${real}/pages/home.yaml nor ${root}/pages/tour.yaml in ${root}`)).toBe(
      'cannot open pages/home.yaml nor pages/tour.yaml in .',
    );
  });
});
