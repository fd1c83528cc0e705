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
  // What the visitor's console would show: an exception in a listener is reported on the window.
  const errors: string[] = [];
  window.window.addEventListener('error', (event) => void errors.push(String((event as unknown as { error: unknown }).error)));
  return { document, root, $, errors };
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
    expect(inputs.map((input) => `${input.kind} #${input.target.id}${input.kind === 'change' ? ` = ${input.value}` : ''}`)).toEqual([
      'change #minutes = 250',
      'click #play',
    ]);

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
    expect(inputs.map((input) => [input.kind, input.target.id])).toEqual([
      ['change', 'minutes'],
      ['change', 'users'],
    ]);
    minutes.value = '0';
    users.value = '1';
    const seen: string[] = [];
    for (const type of ['input', 'change']) root.addEventListener(type, (event) => seen.push(`${type} ${(event.target as HTMLElement).id}`));
    replayEarlyInput(inputs);
    expect(seen).toEqual(['input minutes', 'change minutes', 'change users']);
    expect([minutes.value, users.value]).toEqual(['250', '3']);
  });

  it('records nothing, and throws nothing, for a click or change on what is neither a button nor a field, or on a text node', () => {
    const { root, $, errors } = island();
    const recorder = recordEarlyInput(root);
    const note = $('#note');
    for (const target of [note, note.firstChild!]) {
      target.dispatchEvent(new Event('click', { bubbles: true }));
      target.dispatchEvent(new Event('change', { bubbles: true }));
    }
    expect(recorder.stop()).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('records a press and a choice even when something inside the island stops them from bubbling', () => {
    const { root, $ } = island();
    const recorder = recordEarlyInput(root);
    const play = $('#play');
    const users = $('#users') as HTMLSelectElement;
    play.addEventListener('click', (event) => event.stopPropagation());
    users.addEventListener('change', (event) => event.stopPropagation());
    users.value = '3';
    users.dispatchEvent(new Event('change', { bubbles: true }));
    play.dispatchEvent(new Event('click', { bubbles: true }));
    expect(recorder.stop().map((input) => `${input.kind} #${input.target.id}`)).toEqual(['change #users', 'click #play']);
  });

  it('records no choice made after it has stopped', () => {
    const { root, $ } = island();
    const recorder = recordEarlyInput(root);
    recorder.stop();
    const users = $('#users') as HTMLSelectElement;
    users.value = '3';
    users.dispatchEvent(new Event('change', { bubbles: true }));
    expect(recorder.stop()).toEqual([]);
  });

  it('listens in the capture phase, and takes both listeners off when it stops', () => {
    // happy-dom (and Node 20's EventTarget, for a boolean capture flag) take a listener off whatever
    // its capture flag; this island matches them by type, listener and capture, as the DOM standard says.
    class Island {
      readonly listeners: Array<{ type: string; listener: unknown; capture: boolean }> = [];
      addEventListener(type: string, listener: unknown, capture: boolean) {
        this.listeners.push({ type, listener, capture });
      }
      removeEventListener(type: string, listener: unknown, capture: boolean) {
        const at = this.listeners.findIndex((l) => l.type === type && l.listener === listener && l.capture === capture);
        if (at !== -1) this.listeners.splice(at, 1);
      }
    }
    const root = new Island();
    const recorder = recordEarlyInput(root as unknown as Element);
    expect(root.listeners.map(({ type, capture }) => [type, capture])).toEqual([
      ['click', true],
      ['change', true],
    ]);
    recorder.stop();
    expect(root.listeners).toEqual([]);
  });
});
