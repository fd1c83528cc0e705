import type { PathKey } from './problem';

/** Visit every object inside a value, with its path. */
export function walkObjects(value: unknown, visit: (object: Record<string, unknown>, path: PathKey[]) => void, path: PathKey[] = []): void {
  if (Array.isArray(value)) {
    value.forEach((item, i) => walkObjects(item, visit, [...path, i]));
  } else if (value !== null && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    visit(object, path);
    for (const [key, child] of Object.entries(object)) walkObjects(child, visit, [...path, key]);
  }
}
