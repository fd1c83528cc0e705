import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { DealLabels } from '../../schemas/blocks/deals';
import type { DealsState } from '../content/deals-state';
import { dayOf, dealsToShow, type ClosingSoonRule, type PastDeliveryRule, type ShownDeal } from '../lib/deal-age';
import { DealCard, type ResolvedCardAction } from './DealCard';
import { holdReadingPlace } from './reading-place';
import { watchScrolling } from './scrolling';

/** Plain JSON props: the server writes them into the page for the browser to hydrate with. */
export interface LiveDealsProps {
  loadingText: string;
  waitingText: string;
  labels: DealLabels;
  pastDelivery: PastDeliveryRule;
  closingSoon: ClosingSoonRule;
  actions: ResolvedCardAction[];
  /** The language amounts and days are written in, by Intl; absent in the default language. */
  locale?: string;
}

type LoadDeals = () => Promise<DealsState>;

/**
 * Where the closed deals go: the empty place the server left in the closed projects' fold
 * (src/blocks/Deals.tsx). The open deals and those closing soon stay in the island, together: the
 * deals arriving grow the page in one place only, which the visitor's reading place is kept across
 * (./reading-place.ts); a second place lower down moved everything below it by a card's height, a
 * large layout shift on a phone (issue 60; docs/decisions/50-open-first-and-slide-controls.md).
 * Without the place, the closed deals follow in the island.
 */
export interface DealPlaces {
  closed?: Element | null;
}

/** The places the server left in the deals section `section` (src/blocks/Deals.tsx). */
export const placesIn = (section: Element): DealPlaces => ({ closed: section.querySelector('[data-deals-place="closed"]') });

// A dynamic import: the content client is its own chunk, fetched only by pages with this island.
const loadInBrowser: LoadDeals = () =>
  import('../content/browser-deals')
    .then((module) => module.readDealsInBrowser())
    .catch((caught: unknown): DealsState => {
      const error = caught instanceof Error ? caught : new Error(String(caught));
      console.error(`Could not load deals: ${error.message}`);
      return { status: 'error', error };
    });

// Start reading this far before the section scrolls into view, so the deals are there when it does.
const AHEAD = '200px 0px';

/**
 * Run `start` once when `element` comes near the viewport: the content client (about 30 KB gzip)
 * is then not part of the first view of a page whose deals sit below the fold.
 */
function whenNear(element: Element, start: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    start();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        start();
      }
    },
    { rootMargin: AHEAD },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * The live deals island: the server renders it waiting (where else to get the deals: all a visitor
 * without script ever sees); once hydrated it says it is loading, and reads the deals once, when any
 * part of its section comes near the viewport. `load` is for tests; pages use the browser loader.
 */
export function LiveDeals({ load = loadInBrowser, ...props }: LiveDealsProps & { load?: LoadDeals }) {
  const [state, setState] = useState<DealsState>({ status: 'waiting' });
  // Found once hydrated: the server HTML (and so the first render) has no portal.
  const [places, setPlaces] = useState<DealPlaces>({});
  const root = useRef<HTMLDivElement>(null);
  // Set as the deals are handed to React; called once they are laid out, before the browser paints.
  const keepPlace = useRef<(() => void) | null>(null);
  useLayoutEffect(() => {
    keepPlace.current?.();
    keepPlace.current = null;
  }, [state]);
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    // The whole deals section, not just this status line: a visitor who jumps into the middle of
    // the project cards (an anchor, scroll restoration, a fling) must still get the deals.
    const section = root.current!.closest('section') ?? root.current!;
    setPlaces(placesIn(section));
    // Shown once no scroll runs: the deals grow the page above a visitor passing through to #refer.
    // The page's scrolling is watched only until they are shown.
    const scrolling = watchScrolling();
    const show = (next: DealsState) => {
      scrolling.stop();
      keepPlace.current = holdReadingPlace();
      setState(next);
    };
    const stop = whenNear(section, () => void load().then((next) => current && scrolling.afterScrolling(() => show(next))));
    return () => {
      current = false;
      stop();
      scrolling.stop();
    };
  }, [load]);
  return <DealsList state={state} rootRef={root} places={places} {...props} />;
}

/**
 * What the island shows for a state. A failed read shows nothing: the project cards follow.
 * Waiting and loading share one place, sized by the longer text (deals.css), so the switch from
 * one to the other moves nothing below it. Loaded: the open deals, then those closing soon, then the
 * closed ones, which go to their place in the fold when there is one.
 */
export function DealsList({
  state,
  loadingText,
  waitingText,
  labels,
  actions,
  pastDelivery,
  closingSoon,
  locale,
  today = dayOf(new Date()),
  places = {},
  rootRef,
}: LiveDealsProps & { state: DealsState; today?: string; places?: DealPlaces; rootRef?: React.Ref<HTMLDivElement> }) {
  const cards = (shown: ShownDeal[]) => (
    <ul className="card-grid deal-cards">
      {shown.map(({ deal, standing }, index) => (
        <li key={`${index}:${deal.projectCode}`}>
          <DealCard
            deal={deal}
            labels={labels}
            actions={actions}
            standing={standing}
            closedStage={pastDelivery.stage}
            soonLabel={closingSoon.label}
            locale={locale}
          />
        </li>
      ))}
    </ul>
  );
  // In standing order already: open, closing soon, closed (src/lib/deal-age.ts).
  const shown = state.status === 'loaded' ? dealsToShow(state.deals, pastDelivery, closingSoon, today) : [];
  const closed = places.closed ? shown.filter((deal) => deal.standing === 'closed') : [];
  const here = shown.filter((deal) => !closed.includes(deal));
  const folded = places.closed && closed.length > 0 ? createPortal(cards(closed), places.closed) : null;
  const pending = state.status === 'waiting' || state.status === 'loading';
  return (
    <div className="live-deals" data-state={state.status} ref={rootRef}>
      <p className="deals-status" role="status">
        {pending && (
          <>
            <span hidden={state.status !== 'waiting'}>{waitingText}</span>
            <span hidden={state.status !== 'loading'}>{loadingText}</span>
          </>
        )}
      </p>
      {here.length > 0 && cards(here)}
      {folded}
    </div>
  );
}
