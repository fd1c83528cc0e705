import { createContext, useContext } from 'react';
import { formatPath, type Problem } from '../../../src/config/problem';
import type { Edit, PathKey } from '../edits';
import type { Uploaded } from '../upload-fields';

/** What every field of one file needs: how to change the file, its problems, and the site's names to choose from. */
export interface FieldContext {
  file: string;
  edit: (edit: Edit) => void;
  problems: Problem[];
  /** Link template names (links: in site.config.yaml). */
  links: string[];
  /** Value names (values: in site.config.yaml). */
  values: string[];
  /** Files under public/media, as /media/name.svg. */
  media: string[];
  /** Paths of the site's pages without placeholders, for links to pages. */
  pagePaths: string[];
  /** Upload an image into public/media/: its path and size, or undefined when refused (the status says why). */
  upload: (file: File) => Promise<Uploaded | undefined>;
  /** Each item's stable key in the list at path of a file (dev/editor/list-keys.ts): React keys that follow an item through Move. */
  itemKeys: (file: string, path: readonly PathKey[]) => string[];
}

export const Fields = createContext<FieldContext | undefined>(undefined);

export function useFields(): FieldContext {
  const context = useContext(Fields);
  if (!context) throw new Error('A field is drawn outside a form.');
  return context;
}

/** An element id for the field at path (the file is part of it: two files may share a path). */
export const idOf = (file: string, path: readonly PathKey[]) => `f-${file}-${path.join('-')}`.replace(/[^A-Za-z0-9_-]/g, '_');

/** The problems the engine gave for exactly this field. */
export const problemsAt = (context: FieldContext, path: readonly PathKey[]) => {
  const at = formatPath(path);
  return context.problems.filter((problem) => problem.file === context.file && problem.path === at);
};

/** What a number field holds: a number when the text is one, else the text as typed (the engine then says what is wrong). */
export function numberOrText(raw: string): number | string {
  const text = raw.trim();
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : raw;
}

/** The React key of item `index` of the list at path: the item's own, so its state moves with it. */
export const itemKey = (context: FieldContext, path: readonly PathKey[], index: number) => context.itemKeys(context.file, path)[index] ?? `at-${index}`;
