import { describe, expect, it } from 'vitest';
import { walkObjects } from '../../src/config/walk';

describe('walkObjects', () => {
  it('visits every object in lists and objects, outer first, with its path', () => {
    const seen: string[] = [];
    walkObjects({ a: [{ b: 1 }, 'text', null, [{ c: { d: 2 } }]], e: null }, (object, path) =>
      seen.push(`${path.join('.') || '(root)'} ${Object.keys(object).join(',')}`),
    );
    expect(seen).toEqual(['(root) a,e', 'a.0 b', 'a.3.0 c', 'a.3.0.c d']);
  });

  it('visits nothing in a value that holds no object', () => {
    const seen: unknown[] = [];
    for (const value of ['text', 1, null, undefined, ['a', 2]]) walkObjects(value, (object) => seen.push(object));
    expect(seen).toEqual([]);
  });
});
