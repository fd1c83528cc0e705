// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfettiButtonView } from '../../src/blocks/ConfettiButtonView';
import { fixtureIslandProps, mountIsland } from '../helpers/island-dom';

// happy-dom draws no canvas and react-confetti animates with requestAnimationFrame: a stand-in
// canvas shows the settings it was given, and the motion check passes as in a browser that draws.
vi.mock('../../src/ui/confetti', () => ({
  mayCelebrate: () => true,
  loadConfetti: () =>
    Promise.resolve((props: { numberOfPieces: number; gravity: number; tweenDuration: number }) => (
      <canvas className="confetti-canvas" data-pieces={props.numberOfPieces} data-gravity={props.gravity} data-tween={props.tweenDuration} />
    )),
}));

// tests/fixtures/site/pages/tour.yaml: confetti { durationMs: 2500, pieces: 50, gravity: 0.2, tweenDurationMs: 1000 }.
const canvas = (container: HTMLElement) => container.querySelector('canvas.confetti-canvas');

// The link opens a new tab in a browser; here the click only has to reach React.
document.addEventListener('click', (event) => event.preventDefault(), { capture: true });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

async function press(container: HTMLElement, label: string) {
  const link = [...container.querySelectorAll('a')].find((a) => a.textContent === label)!;
  await act(async () => link.click());
}

describe('confetti duration from YAML', () => {
  it('shows no confetti before the button is pressed', () => {
    const { container, root } = mountIsland(ConfettiButtonView, fixtureIslandProps('/tour', 'confetti-button'));
    expect(canvas(container)).toBeNull();
    act(() => root.unmount());
  });

  it('shows the confetti of the YAML settings when Apply now is pressed, for 2500 ms and not a moment longer', async () => {
    const { container, root } = mountIsland(ConfettiButtonView, fixtureIslandProps('/tour', 'confetti-button'));
    await press(container, 'Apply now');
    expect(canvas(container)?.outerHTML).toBe('<canvas class="confetti-canvas" data-pieces="50" data-gravity="0.2" data-tween="1000"></canvas>');
    act(() => vi.advanceTimersByTime(2499));
    expect(canvas(container)).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(canvas(container)).toBeNull();
    act(() => root.unmount());
  });

  it('starts the 2500 ms again when pressed while the confetti still shows', async () => {
    const { container, root } = mountIsland(ConfettiButtonView, fixtureIslandProps('/tour', 'confetti-button'));
    await press(container, 'Apply now');
    act(() => vi.advanceTimersByTime(2000));
    await press(container, 'Apply now');
    act(() => vi.advanceTimersByTime(2499));
    expect(canvas(container)).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(canvas(container)).toBeNull();
    act(() => root.unmount());
  });
});
