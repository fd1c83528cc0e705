import { resolve } from 'node:path';

/** The engine's own folder (its src/, schemas/ and lock file), whichever site folder it runs. */
export const ENGINE_ROOT = resolve(import.meta.dirname, '../..');
