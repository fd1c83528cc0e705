import { describe, expect, inject, it } from 'vitest';
import { confettiDrawn, PRESS_AT_LOAD, slowPhone } from '../../bench/confetti-press';
import { openPage, SETTLES, useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** Site scripts the page asked for, by path. */
function scriptsOf(page: import('playwright-core').Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
  return scripts;
}

describe('confetti on a slow phone (400 kbps, 400 ms, CPU 4x), pressed at the load event', () => {
  it('draws on the canvas, with no React fetched before or after the press', async () => {
    const { page, errors, context } = await openPage(browser(), { viewport: { width: 390, height: 844 } });
    const scripts = scriptsOf(page);
    await page.addInitScript(PRESS_AT_LOAD);
    await slowPhone(page);
    await page.goto(`${baseUrl}/invoice-discounting`, { waitUntil: 'load' });
    // The confettidrawn event: the first piece is on the canvas (how soon is the bench's figure).
    await page.waitForFunction(confettiDrawn, undefined, { timeout: 60_000 });
    // Pixels on the canvas: polled, as pieces are released over the tween and the first may leave the top edge before a look.
    const painted = () =>
      page.locator('canvas.confetti-canvas').evaluate((canvas: HTMLCanvasElement) => {
        const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
        for (let i = 3; i < pixels.length; i += 4) if (pixels[i] !== 0) return true;
        return false;
      });
    await expect.poll(painted, SETTLES).toBe(true);
    // The page has no island: the entry script and the confetti chunk, and nothing of React.
    expect(scripts.filter((path) => /\/(react|client|jsx-runtime|react-confetti)-[\w-]+\.js$/.test(path))).toEqual([]);
    expect(scripts.some((path) => /\/assets\/confetti-[\w-]+\.js$/.test(path))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
