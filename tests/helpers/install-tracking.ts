import type { TrackingValues } from '../../src/lib/outbound-url';
import { startTracking, type TrackingDocument, type TrackingHost } from '../../src/client/tracking';
import { sweepTrackedLinks } from '../../src/client/tracked-links';

/** Both tracking steps at once, the boot script's and its late part's (src/client/boot.ts, boot-late.ts), for a page with nothing to hydrate. */
export function installTracking(doc: TrackingDocument = document, host: Partial<TrackingHost> = {}): TrackingValues {
  const tracking = startTracking(doc, host);
  sweepTrackedLinks(tracking, doc, { warn: host.warn });
  return tracking;
}
