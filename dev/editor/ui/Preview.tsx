import { useEffect, useRef, useState } from 'react';
import { livePageAddress, type LiveDraft } from './live-draft';

const WIDTHS = { desktop: 1280, phone: 375 } as const;
/** How much of the page shows: a scaled-down desktop page has room for more of its height. */
const HEIGHTS = { desktop: 1400, phone: 760 } as const;
type Width = keyof typeof WIDTHS;

/** The address of a path pattern for a city and product: /phones/{city} with durban is /phones/durban. */
export function concretePath(pattern: string, city: string, product: string): string {
  return pattern.replaceAll('{city}', city).replaceAll('{product}', product);
}

/**
 * The live page as the engine renders the form's newest valid draft (the saved files when nothing
 * is unsaved), at one of the page's paths, for a city of the site's list, a variant of the page's
 * experiment, at a desktop or a phone width (the desktop page is scaled to fit). It loads again
 * after every check that rendered and every save.
 */
export function Preview({
  paths,
  cities,
  products,
  saves,
  live,
  experiment,
}: {
  paths: string[];
  cities: string[];
  products: string[];
  saves: number;
  live: LiveDraft;
  /** The page's live experiment and its variants (./live-draft.ts previewVariants). */
  experiment: { experiment: string; variants: string[] } | undefined;
}) {
  const [chosenVariant, setVariant] = useState<string | undefined>(undefined);
  // A variant renamed or removed in the form: its control again.
  const variant = chosenVariant && experiment?.variants.includes(chosenVariant) ? chosenVariant : undefined;
  const [pattern, setPattern] = useState(paths[0] ?? '/');
  const [city, setCity] = useState(cities[0] ?? 'cape-town');
  const [product, setProduct] = useState(products[0] ?? 'example');
  const [width, setWidth] = useState<Width>('desktop');
  const frame = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState(600);
  useEffect(() => {
    if (!paths.includes(pattern)) setPattern(paths[0] ?? '/');
  }, [paths, pattern]);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setRoom(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const path = concretePath(pattern, city, product);
  const pixels = WIDTHS[width];
  const scale = Math.min(1, room / pixels);
  const address = livePageAddress(path, { draft: live.draft, saves, variant });
  return (
    <section className="preview" aria-labelledby="preview-heading">
      <h2 id="preview-heading">Live page</h2>
      <div className="preview-controls">
        <label htmlFor="preview-path">Path</label>
        <select id="preview-path" value={pattern} onChange={(event) => setPattern(event.target.value)}>
          {paths.map((item) => (
            <option key={item}>{item}</option>
          ))}
        </select>
        {pattern.includes('{city}') ? (
          <>
            <label htmlFor="preview-city">City</label>
            <select id="preview-city" value={city} onChange={(event) => setCity(event.target.value)}>
              {cities.map((item) => (
                <option key={item}>{item}</option>
              ))}
            </select>
          </>
        ) : null}
        {pattern.includes('{product}') ? (
          <>
            <label htmlFor="preview-product">Product</label>
            <input id="preview-product" type="text" value={product} onChange={(event) => setProduct(event.target.value.toLowerCase())} />
          </>
        ) : null}
        {experiment ? (
          <>
            <label htmlFor="preview-variant">Variant of {experiment.experiment}</label>
            <select id="preview-variant" value={variant ?? experiment.variants[0]} onChange={(event) => setVariant(event.target.value)}>
              {experiment.variants.map((item) => (
                <option key={item}>{item}</option>
              ))}
            </select>
          </>
        ) : null}
        <fieldset className="widths">
          <legend>Width</legend>
          {(Object.keys(WIDTHS) as Width[]).map((name) => (
            <label key={name}>
              <input type="radio" name="preview-width" value={name} checked={width === name} onChange={() => setWidth(name)} />{' '}
              {name === 'desktop' ? 'Desktop (1280 px)' : 'Phone (375 px)'}
            </label>
          ))}
        </fieldset>
        <a href={address} target="_blank" rel="noopener">
          Open {path}
        </a>
      </div>
      <p className="live-note" aria-live="polite">
        {live.note ?? (live.draft ? 'Shows your unsaved changes.' : null)}
      </p>
      <div className="preview-frame" ref={frame} style={{ height: `${Math.round(HEIGHTS[width] * scale)}px` }}>
        <iframe
          key={`${path}-${saves}`}
          title={`Live page at ${path}`}
          src={address}
          sandbox="allow-same-origin"
          style={{ width: `${pixels}px`, height: `${HEIGHTS[width]}px`, transform: `scale(${scale})` }}
        />
      </div>
    </section>
  );
}
