import type { TrackingValues } from '../../src/lib/outbound-url';
import { startTracking, sweepTrackedLinks, type TrackingDocument, type TrackingHost } from '../../src/client/tracking';

/** Both of the boot script's tracking steps at once (src/client/boot.ts), for a page with nothing to hydrate. */
export function installTracking(doc: TrackingDocument = document, host: Partial<TrackingHost> = {}): TrackingValues {
  const tracking = startTracking(doc, host);
  sweepTrackedLinks(doc);
  return tracking;
}
