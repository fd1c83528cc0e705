import { parseHTML } from '../helpers/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordEarlyInput, replayEarlyInput } from '../../src/client/early-input';

function island() {
  const window = parseHTML(`<!doctype html><html><body>
    <div data-island="plan-cards">
      <input id="minutes" name="minutes" value="0">
      <select id="users"><option value="1">1</option><option value="3">3</option></select>
      <p id="note">Note</p>
      <button type="button" id="play"><span>Play greeting</span></button>
      <button type="button" id="off" disabled>Off</button>
      <a href="https://order.example.com/"><button type="button" id="in-link">Order</button></a>
    </div>
    <button type="button" id="outside">Outside</button>
  </body></html>`);
  const { document } = window;
  // The replay creates its events with the page's Event, as it does in the browser.
  vi.stubGlobal('Event', window.Event);
  const root = document.querySelector('[data-island]')!;
  const $ = (selector: string) => document.querySelector(selector) as unknown as HTMLElement;
  return { document, root, $ };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('input that reaches an island before it hydrates', () => {
  it('records a chosen value and pressed buttons inside the island, in order; not links, disabled buttons or the rest of the page', () => {
    const { root, $ } = island();
    const recorder = recordEarlyInput(root);
    const select = $('#minutes') as HTMLInputElement;
    select.value = '250';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    $('#play span').dispatchEvent(new Event('click', { bubbles: true }));
    $('#off').dispatchEvent(new Event('click', { bubbles: true }));
    $('#in-link').dispatchEvent(new Event('click', { bubbles: true }));
    $('#outside').dispatchEvent(new Event('click', { bubbles: true }));
    const inputs = recorder.stop();
    expect(inputs.map((input) => `${input.kind} #${input.target.id}${input.kind === 'change' ? ` = ${input.value}` : ''}`)).toEqual(['change #minutes = 250', 'click #play']);

    // Stopped: what comes later is React's to answer.
    $('#play').dispatchEvent(new Event('click', { bubbles: true }));
    expect(recorder.stop()).toEqual([]);
  });

  it('replays them on the hydrated island: the field gets the value and a bubbling change, the button its click', () => {
    const { root, $ } = island();
    const recorder = recordEarlyInput(root);
    const select = $('#minutes') as HTMLInputElement;
    select.value = '250';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    $('#play').dispatchEvent(new Event('click', { bubbles: true }));
    const inputs = recorder.stop();

    // Hydration may put the field back to the server's value; the replay chooses 250 again.
    select.value = '0';
    const seen: string[] = [];
    root.addEventListener('change', (event) => seen.push(`change ${(event.target as HTMLInputElement).value}`));
    root.addEventListener('click', (event) => seen.push(`click ${(event.target as HTMLElement).id}`));
    replayEarlyInput(inputs);
    expect(seen).toEqual(['change 250', 'click play']);
    expect(select.value).toBe('250');
  });

  it('skips what is no longer in the page', () => {
    const { root, $ } = island();
    const recorder = recordEarlyInput(root);
    const play = $('#play');
    play.dispatchEvent(new Event('click', { bubbles: true }));
    const inputs = recorder.stop();
    play.remove();
    const seen: string[] = [];
    play.addEventListener('click', () => seen.push('click'));
    replayEarlyInput(inputs);
    expect(seen).toEqual([]);
  });

  it('replays a typed value with an input event then a change (React listens to input), a chosen option with a change only', () => {
    const { root, $ } = island();
    const recorder = recordEarlyInput(root);
    const minutes = $('#minutes') as HTMLInputElement;
    const users = $('#users') as HTMLSelectElement;
    minutes.value = '250';
    minutes.dispatchEvent(new Event('change', { bubbles: true }));
    users.value = '3';
    users.dispatchEvent(new Event('change', { bubbles: true }));
    // A change on something that is no field is not input.
    $('#note').dispatchEvent(new Event('change', { bubbles: true }));
    const inputs = recorder.stop();
    expect(inputs.map((input) => [input.kind, input.target.id])).toEqual([['change', 'minutes'], ['change', 'users']]);
    minutes.value = '0';
    users.value = '1';
    const seen: string[] = [];
    for (const type of ['input', 'change']) root.addEventListener(type, (event) => seen.push(`${type} ${(event.target as HTMLElement).id}`));
    replayEarlyInput(inputs);
    expect(seen).toEqual(['input minutes', 'change minutes', 'change users']);
    expect([minutes.value, users.value]).toEqual(['250', '3']);
  });
});
