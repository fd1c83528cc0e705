import type { TrackingValues } from '../lib/outbound-url';
import { afterFirstPaint } from './first-paint';
import type { PressRecord } from './press-record';

/**
 * First-party measurement, no third-party script: one page view once the page has loaded and one
 * event per followed call to action (a[data-cta], the link template's name), sent with
 * navigator.sendBeacon to the site's own /__events. sendBeacon queues the request and returns at
 * once, so a click is never delayed and the default action is never prevented. What is sent: the path, the experiment
 * variant the page shows (its meta), the campaign's utm_source/medium/campaign, whether an affid is
 * present (not its value), and for clicks the template, the block type and, on a tracked link, the
 * press's random click id (./tracking.ts), which the form provider's postback names. Nothing else.
 * It runs in the boot script's late part (./boot-late.ts): the presses come from the record the
 * inline part keeps from the first moment (./press-record.ts).
 */
export function startBeacon(
  tracking: TrackingValues,
  presses: PressRecord,
  {
    doc = document,
    post = (body) => navigator.sendBeacon?.('/__events', body),
    afterLoad = whenLoadedAndIdle,
  }: { doc?: Document; post?: (body: string) => void; afterLoad?: (run: () => void) => void } = {},
): void {
  try {
    // The not-found and error screens (noindex) are no page of the site: the intake would refuse
    // their path, and a refused beacon is an error in the visitor's console.
    if (doc.querySelector('meta[name="robots"][content*="noindex"]')) return;
    const mark = doc.querySelector('meta[name="experiment"]')?.getAttribute('content')?.split(':');
    const base = {
      path: doc.location.pathname,
      experiment: mark?.[0],
      variant: mark?.[1],
      utmSource: tracking.utm_source || undefined,
      utmMedium: tracking.utm_medium || undefined,
      utmCampaign: tracking.utm_campaign || undefined,
      affid: !!tracking.affid,
    };
    const send = (event: object) => post(JSON.stringify({ ...base, ...event }));
    let viewed = false;
    const view = () => {
      if (!viewed) send({ type: 'view' });
      viewed = true;
    };
    // The view is no part of the first paint: it goes once the page has painted and loaded and the
    // browser is idle, or earlier when the visitor follows a call to action or leaves.
    afterLoad(view);
    doc.defaultView?.addEventListener('pagehide', view, { once: true });
    // The presses the inline boot script recorded (./press-record.ts), those before this script came first.
    presses.take((press) => {
      view();
      send(press);
    });
  } catch {
    // Measurement must never break the page.
  }
}

// The load event can come before the first paint (a fast network, a page with few images): wait for both.
function whenLoadedAndIdle(run: () => void): void {
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 0));
  afterFirstPaint(() => {
    if (document.readyState === 'complete') idle();
    else addEventListener('load', idle, { once: true });
  });
}
