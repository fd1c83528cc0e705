// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BootHandoff } from '../../src/client/boot-handoff';
import { scheduleIslands } from '../../src/client/islands';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

const boot = { tracking: { utm_source: 'sms' }, touched: () => false, takeEarlyInput: () => [] } as unknown as BootHandoff;
const TRACKED = '?utm_source=sms&utm_medium=&utm_campaign=&utm_content=&utm_term=&affid=';

describe('islands hydrated by the entry script', () => {
  it("an island with no component is said in the console; its links get the tracking values, another island's (not hydrated) keep the server's", async () => {
    // The island far down never comes on screen here.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = `<div data-island="nope" data-hydrate="load"><a id="here" data-tracking href="https://forms.example.com/apply">Apply</a></div>
      <section><div data-island="deals" data-hydrate="visible"><a id="later" data-tracking href="https://forms.example.com/quote">Quote</a></div></section>`;
    scheduleIslands(boot, document);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(errors.mock.calls).toEqual([['No island component is registered for "nope" (src/client/islands.ts).']]);
    expect(document.querySelector('#here')!.getAttribute('href')).toBe(`https://forms.example.com/apply${TRACKED}`);
    expect(document.querySelector('#later')!.getAttribute('href')).toBe('https://forms.example.com/quote');
  });
});
