/**
 * Calls `run` once the browser reports the first contentful paint (paint timing: Chromium,
 * Firefox, Safari 14.1+); elsewhere in a task queued from requestAnimationFrame, which runs after
 * the next frame. A tab opened in the background paints, and so calls back, when it is first
 * shown. What waits for it (the entry script, the page-view beacon) is then never among the
 * requests the first paint, and Lighthouse's estimate of it, wait for.
 */
export function afterFirstPaint(run: () => void): void {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(run, 0));
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(run, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
}
