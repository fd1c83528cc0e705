// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catchCelebrations } from '../../src/client/celebrate-press';
import { celebrate } from '../../src/client/confetti';
import { createRenderer } from '../../src/render/render-page';
import { fixtureModel } from '../helpers/fixture-site';

// happy-dom draws no canvas and react-confetti animates with requestAnimationFrame: a stand-in
// canvas shows the settings it was given.
vi.mock('react-confetti', () => ({
  default: (props: { numberOfPieces: number; gravity: number; tweenDuration: number }) => (
    <canvas className="confetti-canvas" data-pieces={props.numberOfPieces} data-gravity={props.gravity} data-tween={props.tweenDuration} />
  ),
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// tests/fixtures/site/pages/tour.yaml: confetti { durationMs: 2500, pieces: 50, gravity: 0.2, tweenDurationMs: 1000 }.
const section = /<section class="confetti-button"[\s\S]*?<\/section>/.exec(createRenderer(fixtureModel(), { scripts: [], styles: [] })('/tour').html)![0];
const canvas = () => document.querySelector('canvas.confetti-canvas');
const apply = () => [...document.querySelectorAll('a')].find((a) => a.textContent === 'Apply now')!;

// The link opens a new tab in a browser; here the click only has to reach the listeners.
document.addEventListener('click', (event) => event.preventDefault());

/** The page as the boot script leaves it: the section from the server, presses caught on the document. */
let register: ReturnType<typeof catchCelebrations>;
let early: ReturnType<typeof vi.fn<() => void>>;
let showing: Promise<void>;
let listening: AbortController;
/** What the entry script does once it arrives: show each press's confetti (kept here so the test can wait for it). */
const startEntry = () => register((link) => void (showing = celebrate(link)));
const press = async () => {
  apply().click();
  await act(() => showing);
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({} as never);
  document.body.innerHTML = section;
  listening = new AbortController();
  early = vi.fn<() => void>();
  register = catchCelebrations({ addEventListener: (type, listener) => document.addEventListener(type, listener, { signal: listening.signal }) }, early);
});
afterEach(async () => {
  listening.abort();
  // Let the last confetti end, so the next test starts with none.
  await act(() => vi.runAllTimers());
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('confetti of a confetti-button, without hydration', () => {
  it('shows no confetti before the button is pressed', () => {
    expect(section).toContain('data-celebrate=""');
    expect(canvas()).toBeNull();
  });

  it('shows the confetti of the YAML settings when Apply now is pressed, for 2500 ms and not a moment longer', async () => {
    startEntry();
    await press();
    expect(canvas()?.outerHTML).toBe('<canvas class="confetti-canvas" data-pieces="50" data-gravity="0.2" data-tween="1000"></canvas>');
    expect(early).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(2499));
    expect(canvas()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(canvas()).toBeNull();
  });

  it('starts the 2500 ms again when pressed while the confetti still shows', async () => {
    startEntry();
    await press();
    act(() => vi.advanceTimersByTime(2000));
    await press();
    act(() => vi.advanceTimersByTime(2499));
    expect(canvas()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(canvas()).toBeNull();
  });

  it('keeps a press made before the entry script arrived, asks for the entry script, and shows that press once it registers', async () => {
    apply().click();
    expect(early).toHaveBeenCalledTimes(1);
    expect(canvas()).toBeNull();
    startEntry();
    await act(() => showing);
    expect(canvas()?.getAttribute('data-pieces')).toBe('50');
    act(() => vi.advanceTimersByTime(2500));
    expect(canvas()).toBeNull();
  });

  it('ignores presses of other links', () => {
    document.body.insertAdjacentHTML('beforeend', '<a href="https://example.com/" id="other">Other</a>');
    document.getElementById('other')!.click();
    expect(early).not.toHaveBeenCalled();
  });
});
