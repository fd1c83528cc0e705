// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../dev/editor/ui/App';
import { KEPT_KEY } from '../../../dev/editor/ui/kept-edits';

// React warns unless it knows the test drives updates through act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const TOUR = 'pages/tour.yaml';
const CONFIG = 'site.config.yaml';
const tour = {
  name: 'Tour',
  paths: ['/tour'],
  sections: [],
  experiments: [{ id: 'hero-copy', status: 'running', variants: [{ id: 'control' }, { id: 'bold' }] }],
};
const site = {
  files: {
    [CONFIG]: {
      version: 'c1',
      data: {
        nav: [
          { label: 'Home', to: '/' },
          { label: 'Tour', to: '/tour' },
        ],
        cities: ['durban'],
      },
    },
    [TOUR]: { version: 'v1', data: tour },
  },
  media: [],
  examples: {},
  exampleTexts: [],
  languages: [],
  warnings: [],
};

/** The editor's server, stubbed: each endpoint answers with the next JSON answer queued for it. */
let queued: Record<string, { status: number; json: unknown }[]>;
const answer = (endpoint: string, status: number, json: unknown) => (queued[endpoint] ??= []).push({ status, json });

let root: Root;
let host: HTMLElement;
const settle = async () => {
  for (let i = 0; i < 5; i++) await act(async () => {});
};
async function open() {
  host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  await act(async () => root.render(<App />));
  await settle();
}
const button = (name: string) => [...host.querySelectorAll('button')].find((b) => b.textContent === name);
const click = async (name: string) => {
  const found = button(name);
  if (!found) throw new Error(`no button ${name}: ${[...host.querySelectorAll('button')].map((b) => b.textContent).join(' | ')}`);
  await act(async () => found.click());
  await settle();
};
const heading = () => host.querySelector('main h1')?.textContent;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  sessionStorage.clear();
  queued = { site: [{ status: 200, json: site }] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const endpoint = url.replace('/__editor/api/', '');
      const next = queued[endpoint]?.shift();
      if (!next) throw new Error(`no answer queued for ${endpoint}`);
      return {
        status: next.status,
        ok: next.status >= 200 && next.status < 300,
        headers: { get: (name: string) => (name === 'content-type' ? 'application/json' : null) },
        text: async () => JSON.stringify(next.json),
      };
    }),
  );
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the editor page', () => {
  it("lists the site's forms, and opens the one chosen", async () => {
    await open();
    const site = [...host.querySelectorAll('nav.files ul')][1]!;
    expect([...site.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      'Brand',
      'Navigation',
      'Footer',
      'Link templates',
      'Not-found page',
      'Values, cities and experiments',
      'Changes and commit',
    ]);
    await click('Navigation');
    expect(heading()).toBe('Navigation site.config.yaml');
    expect(button('Navigation')!.getAttribute('aria-current')).toBe('page');
    expect(button('Tour')!.getAttribute('aria-current')).toBeNull();
  });

  it("offers the variants of a page's live experiment in the live page, and none on a site form", async () => {
    await open();
    expect(button('Tour')!.getAttribute('aria-current')).toBe('page');
    expect(host.querySelector('label[for=preview-variant]')?.textContent).toBe('Variant of hero-copy');
    await click('Brand');
    expect(host.querySelector('label[for=preview-variant]')).toBeNull();
  });
});

describe('changes a tab kept', () => {
  const kept = (steps: number) =>
    JSON.stringify({
      steps: [
        { file: TOUR, edit: { op: 'set', path: ['title'], value: 'Our tour' } },
        { file: TOUR, edit: { op: 'set', path: ['subtitle'], value: 'By the sea' } },
      ].slice(0, steps),
      versions: { [TOUR]: 'v1' },
    });

  it('one change: Bring the change back, or Drop it', async () => {
    sessionStorage.setItem(KEPT_KEY, kept(1));
    await open();
    expect(host.querySelector('.conflict[role=alert] p')!.textContent).toBe('This tab kept 1 unsaved change from its last visit to the editor, not saved.');
    expect(button('Bring the change back')).toBeDefined();
    expect(button('Drop it')).toBeDefined();
  });

  it('two changes: Bring the changes back, or Drop them', async () => {
    sessionStorage.setItem(KEPT_KEY, kept(2));
    await open();
    expect(button('Bring the changes back')).toBeDefined();
    expect(button('Drop them')).toBeDefined();
    await click('Drop them');
    expect(host.querySelector('.conflict[role=alert]')).toBeNull();
  });
});

describe('the problems to fix', () => {
  it('names each by its file and place as a person counts, in plain words, with its code', async () => {
    sessionStorage.setItem(KEPT_KEY, JSON.stringify({ steps: [{ file: TOUR, edit: { op: 'set', path: ['name'], value: '' } }], versions: { [TOUR]: 'v1' } }));
    await open();
    answer('check', 200, {
      conflicts: [],
      problems: [{ file: TOUR, line: 9, col: 14, path: 'sections[1].heading', code: 'LE208', message: 'Too small: expected string to have >=1 characters' }],
      warnings: [],
    });
    await click('Bring the change back');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(300);
    });
    await settle();
    expect([...host.querySelectorAll('section.problems li')].map((li) => li.textContent)).toEqual([
      'pages/tour.yaml, sections 2 › heading: Fill in Heading. [LE208]',
    ]);
  });
});

describe('deleting a page that something points at', () => {
  it('says why it is refused, and opens the place named in its form', async () => {
    await open();
    await click('Delete this page…');
    expect(host.querySelector('#delete-page-question')!.textContent).toBe('Delete pages/tour.yaml? This removes the file (git keeps its history).');
    answer('page-delete', 409, {
      message: 'pages/tour.yaml is linked from 1 place; change or remove it first.',
      places: [{ file: CONFIG, path: ['nav', 1], words: 'entry 2 of the navigation (Tour)', fix: 'Point it at another page.' }],
    });
    await click('Yes, delete the page');
    expect(host.querySelector('.delete-page [role=alert] p')!.textContent).toBe('pages/tour.yaml is linked from 1 place; change or remove it first.');
    await click('Open entry 2 of the navigation (Tour)');
    expect(heading()).toBe('Navigation site.config.yaml');
    // The entry itself is brought into view with the focus in its first field.
    expect(document.activeElement?.id).toBe('f-site_config_yaml-nav-1-label');
    expect((document.activeElement as HTMLInputElement).value).toBe('Tour');
  });
});
