import { describe, expect, it } from 'vitest';
import { experimentPlace, linkPlace, refusalOf } from '../../../dev/editor/link-places';

// A refusal names each place in words and the item the editor opens to fix it (issue 57, item 0).
describe('editor: the places that keep a page from being deleted', () => {
  it('a nav entry, a footer link and a not-found link by their own names, with the item to remove', () => {
    expect(linkPlace('site.config.yaml', ['nav', 1, 'to'], 'Finance', '/finance')).toEqual({
      file: 'site.config.yaml',
      path: ['nav', 1],
      words: 'entry 2 of the navigation (Finance)',
      fix: 'Remove the nav entry first.',
    });
    expect(linkPlace('site.config.yaml', ['footer', 'links', 0, 'to'], 'Home', '/').words).toBe('link 1 of the footer (Home)');
    expect(linkPlace('site.config.yaml', ['notFound', 'links', 2, 'to'], '', '/x')).toEqual({
      file: 'site.config.yaml',
      path: ['notFound', 'links', 2],
      words: 'link 3 of the not-found page (/x)',
      fix: 'Remove that link first.',
    });
    expect(linkPlace('site.config.yaml', ['footer', 'links', 0, 'to'], 'Home', '/').fix).toBe('Remove the footer link first.');
  });

  it('any other place by its file and path, counted from 1', () => {
    expect(linkPlace('pages/home.yaml', ['sections', 2, 'links', 0, 'to'], 'Tour', '/tour')).toEqual({
      file: 'pages/home.yaml',
      path: ['sections', 2, 'links', 0],
      words: 'pages/home.yaml sections › 3 › links › 1 › to (/tour)',
      fix: 'Remove that link first.',
    });
    // A list inside a nav entry is not the navigation itself.
    expect(linkPlace('site.config.yaml', ['nav', 0, 'items', 1, 'to'], 'Repairs', '/repairs').words).toBe(
      'site.config.yaml nav › 1 › items › 2 › to (/repairs)',
    );
    // A list under site.config.yaml that only looks like the nav is not called the navigation.
    expect(linkPlace('pages/home.yaml', ['nav', 0, 'to'], 'Home', '/').words).toBe('pages/home.yaml nav › 1 › to (/)');
  });

  it("one place's own fix; several, one word for all", () => {
    const nav = linkPlace('site.config.yaml', ['nav', 1, 'to'], 'Finance', '/finance');
    expect(refusalOf([{ place: nav, why: 'links to it' }])).toBe('Not deleted: entry 2 of the navigation (Finance) links to it. Remove the nav entry first.');
    expect(
      refusalOf([
        { place: experimentPlace('pages/a.yaml', 0, 'hero'), why: 'is running on it' },
        { place: nav, why: 'links to it' },
      ]),
    ).toBe('Not deleted: the experiment hero is running on it; entry 2 of the navigation (Finance) links to it. Change those first.');
  });
});
