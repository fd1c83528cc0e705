// @vitest-environment happy-dom
import { act, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { recordEarlyInput, replayEarlyInput } from '../../src/client/early-input';

// React warns unless it knows the test drives updates through act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A plan card's controls: React shows what its state holds, and changes it only through onChange. */
function Plan() {
  const [minutes, setMinutes] = useState('0');
  const [users, setUsers] = useState('1');
  return (
    <>
      <input id="minutes" value={minutes} onChange={(event) => setMinutes(event.target.value)} />
      <select id="users" value={users} onChange={(event) => setUsers(event.target.value)}>
        <option value="1">1</option>
        <option value="3">3</option>
      </select>
      <p id="summary">
        {minutes} minutes for {users}
      </p>
    </>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

describe('input replayed into a hydrated React island', () => {
  it('reaches React: a value typed and an option chosen before hydration show in what the island renders', () => {
    document.body.innerHTML = `<div data-island="plan-cards">${renderToString(<Plan />)}</div>`;
    const island = document.querySelector('[data-island]')!;
    const recorder = recordEarlyInput(island);
    const minutes = document.querySelector<HTMLInputElement>('#minutes')!;
    const users = document.querySelector<HTMLSelectElement>('#users')!;
    minutes.value = '250';
    minutes.dispatchEvent(new Event('change', { bubbles: true }));
    users.value = '3';
    users.dispatchEvent(new Event('change', { bubbles: true }));
    const inputs = recorder.stop();

    act(() => {
      root = hydrateRoot(island, <Plan />);
    });
    // React's state still says 0 minutes for 1: nothing has told it otherwise yet.
    expect(document.querySelector('#summary')!.textContent).toBe('0 minutes for 1');
    act(() => replayEarlyInput(inputs));
    expect(document.querySelector('#summary')!.textContent).toBe('250 minutes for 3');
    expect([minutes.value, users.value]).toEqual(['250', '3']);
  });

  it('reaches React when the visitor emptied a field before hydration: the island shows the empty field, not its first value', () => {
    document.body.innerHTML = `<div data-island="plan-cards">${renderToString(<Plan />)}</div>`;
    const island = document.querySelector('[data-island]')!;
    const recorder = recordEarlyInput(island);
    const minutes = document.querySelector<HTMLInputElement>('#minutes')!;
    minutes.value = '';
    minutes.dispatchEvent(new Event('change', { bubbles: true }));
    const inputs = recorder.stop();

    act(() => {
      root = hydrateRoot(island, <Plan />);
    });
    act(() => replayEarlyInput(inputs));
    expect(document.querySelector('#summary')!.textContent).toBe(' minutes for 1');
    expect(minutes.value).toBe('');
  });
});
