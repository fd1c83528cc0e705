// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { DRAW_ALL, drawAllWhenRestored } from '../../src/client/restored';

/** The browser's navigation entry, as Performance gives it, of the given type. */
const navigation = (type: string) => ({ getEntriesByType: (kind: string) => (kind === 'navigation' ? [{ type }] : []) }) as unknown as Performance;

afterEach(() => document.documentElement.removeAttribute('class'));

describe('a page the browser brings back draws every section at once', () => {
  it.each(['reload', 'back_forward'])('%s: <html> gets the draw-all class', (type) => {
    drawAllWhenRestored(document, navigation(type));
    expect(document.documentElement.className).toBe('draw-all');
  });

  it.each(['navigate', 'prerender'])('%s: a first view draws only what nears the screen', (type) => {
    drawAllWhenRestored(document, navigation(type));
    expect(document.documentElement.className).toBe('');
  });

  it('a browser without navigation timing, or none at all, is left as it is', () => {
    drawAllWhenRestored(document, { getEntriesByType: () => [] } as unknown as Performance);
    drawAllWhenRestored(document, undefined);
    expect(document.documentElement.className).toBe('');
    expect(DRAW_ALL).toBe('draw-all');
  });
});
