// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catchCelebrations } from '../../src/client/celebrate-press';
import { celebrate } from '../../src/client/confetti';
import { createRenderer } from '../../src/render/render-page';
import { fixtureModel } from '../helpers/fixture-site';

// happy-dom draws no canvas: a stand-in 2D context counts the pieces drawn (squares and strips
// with fillRect, circles with fill), and frames run only when the test runs them.
let drawnPieces = 0;
const context = new Proxy(
  {},
  {
    get: (_, name) => (name === 'fillRect' || name === 'fill' ? () => void (drawnPieces += 1) : () => {}),
    set: () => true,
  },
);
let frames: FrameRequestCallback[] = [];
let frameTime = 0;
/** Runs `count` frames 50 ms apart. */
const runFrames = (count: number) => {
  for (let i = 0; i < count; i++) {
    frameTime += 50;
    const due = frames;
    frames = [];
    for (const frame of due) frame(frameTime);
  }
};

// tests/fixtures/site/pages/tour.yaml: confetti { durationMs: 2500, pieces: 50, gravity: 0.2, tweenDurationMs: 1000 }.
const section = /<section class="confetti-button"[\s\S]*?<\/section>/.exec(createRenderer(fixtureModel(), { scripts: [], styles: [] })('/tour').html)![0];
const canvas = () => document.querySelector('canvas.confetti-canvas');
const apply = () => [...document.querySelectorAll('a')].find((a) => a.textContent === 'Apply now')!;

// The link opens a new tab in a browser; here the click only has to reach the listeners.
document.addEventListener('click', (event) => event.preventDefault());

/** The page as the boot script leaves it: the section from the server, presses caught on the document. */
let register: ReturnType<typeof catchCelebrations>;
let early: ReturnType<typeof vi.fn<() => void>>;
let listening: AbortController;
/** What the entry script does once it arrives: show each press's confetti. */
const startEntry = () => register((link) => celebrate(link));
const press = () => apply().click();
const drawn = vi.fn();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => frames.push(frame));
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => void (frames = []));
  // Every piece the same (middle of each random range): the frames the test counts do not vary.
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
  drawnPieces = 0;
  frameTime = 0;
  drawn.mockClear();
  document.addEventListener('confettidrawn', drawn);
  document.body.innerHTML = section;
  listening = new AbortController();
  early = vi.fn<() => void>();
  register = catchCelebrations({ addEventListener: (type, listener) => document.addEventListener(type, listener, { signal: listening.signal }) }, early);
});
afterEach(async () => {
  listening.abort();
  document.removeEventListener('confettidrawn', drawn);
  // Let the last confetti end, so the next test starts with none.
  vi.runAllTimers();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('confetti of a confetti-button, without hydration', () => {
  it('shows no confetti before the button is pressed', () => {
    expect(section).toContain('data-celebrate=""');
    expect(canvas()).toBeNull();
  });

  it('shows the confetti of the YAML settings when Apply now is pressed, for 2500 ms and not a moment longer', () => {
    startEntry();
    press();
    expect(canvas()?.getAttribute('aria-hidden')).toBe('true');
    expect(early).not.toHaveBeenCalled();
    // tweenDurationMs 1000 releases the 50 pieces over a second (easeInOutQuad): none in the first
    // frame (no time has passed), then more each frame (the drawn event says once when one is on
    // the canvas), all 50 drawn each frame from 1 s on.
    expect(drawn).not.toHaveBeenCalled();
    runFrames(20);
    expect(drawn).toHaveBeenCalledTimes(1);
    drawnPieces = 0;
    runFrames(1);
    expect(drawnPieces).toBe(50);
    expect(drawn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2499);
    expect(canvas()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(canvas()).toBeNull();
    // Gone, and no longer drawing.
    expect(frames).toEqual([]);
  });

  it('draws the first piece in the first frame after the press, and says so in that frame', () => {
    // Pieces that start almost still on the top edge (vy -0.1, 19.85 px): in sight once drawn.
    vi.spyOn(Math, 'random').mockReturnValue(0.99);
    startEntry();
    press();
    // The press's own frame has no time in it: nothing yet.
    expect(drawnPieces).toBe(0);
    expect(drawn).not.toHaveBeenCalled();
    // 50 ms of the 1000 ms release: 0.25 of a piece due, so one piece (rounded up), on the canvas.
    runFrames(1);
    expect(drawnPieces).toBe(1);
    expect(drawn).toHaveBeenCalledTimes(1);
    // 100 ms: one piece due; 150 ms: 2.25, so three.
    drawnPieces = 0;
    runFrames(1);
    expect(drawnPieces).toBe(1);
    drawnPieces = 0;
    runFrames(1);
    expect(drawnPieces).toBe(3);
    expect(drawn).toHaveBeenCalledTimes(1);
  });

  it('starts the 2500 ms again when pressed while the confetti still shows', () => {
    startEntry();
    press();
    vi.advanceTimersByTime(2000);
    press();
    expect(document.querySelectorAll('canvas.confetti-canvas')).toHaveLength(1);
    vi.advanceTimersByTime(2499);
    expect(canvas()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(canvas()).toBeNull();
  });

  it('keeps a press made before the entry script arrived, asks for the entry script, and shows that press once it registers', () => {
    apply().click();
    expect(early).toHaveBeenCalledTimes(1);
    expect(canvas()).toBeNull();
    startEntry();
    expect(canvas()).not.toBeNull();
    vi.advanceTimersByTime(2500);
    expect(canvas()).toBeNull();
  });

  it('ignores presses of other links', () => {
    document.body.insertAdjacentHTML('beforeend', '<a href="https://example.com/" id="other">Other</a>');
    document.getElementById('other')!.click();
    expect(early).not.toHaveBeenCalled();
  });
});
