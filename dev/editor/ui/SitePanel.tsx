import { useState } from 'react';
import { experimentSchema } from '../../../schemas/experiment';
import { isRecord } from '../edits';
import { Fields, idOf, numberOrText, problemsAt, useFields, type FieldContext } from './field-context';
import { describedBy, FieldFrame } from './FieldFrame';
import { Field } from './Field';
import { ItemActions } from './ItemActions';

const CONFIG = 'site.config.yaml';

/** The site's values (prices and other numbers), its cities and other places, and the status of each page's experiments. */
export function SitePanel({ context, config, pages }: { context: FieldContext; config: unknown; pages: { file: string; data: unknown }[] }) {
  const site = isRecord(config) ? config : {};
  return (
    <div className="panel">
      <h1>Values, cities and experiments</h1>
      <Fields.Provider value={{ ...context, file: CONFIG }}>
        <Values values={isRecord(site.values) ? site.values : {}} />
        <SlugList field="cities" list={Array.isArray(site.cities) ? site.cities : []} />
        <SlugList field="places" list={Array.isArray(site.places) ? site.places : []} />
      </Fields.Provider>
      <section aria-labelledby="experiments-heading">
        <h2 id="experiments-heading">Experiments</h2>
        {pages.every(({ data }) => !isRecord(data) || !Array.isArray(data.experiments)) ? <p>No page runs an experiment.</p> : null}
        {pages.flatMap(({ file, data }) =>
          isRecord(data) && Array.isArray(data.experiments)
            ? data.experiments.map((experiment, index) => (
                <Fields.Provider key={`${file}-${index}`} value={{ ...context, file }}>
                  <fieldset className="group">
                    <legend>
                      {String((experiment as { id?: unknown }).id)} <span className="file">{file}</span>
                    </legend>
                    <Field
                      schema={experimentSchema.shape.status}
                      path={['experiments', index, 'status']}
                      value={(experiment as { status?: unknown }).status}
                      label="Status"
                    />
                    <Field
                      schema={experimentSchema.shape.winner}
                      path={['experiments', index, 'winner']}
                      value={(experiment as { winner?: unknown }).winner}
                      label="Winner (when ended)"
                    />
                  </fieldset>
                </Fields.Provider>
              ))
            : [],
        )}
      </section>
    </div>
  );
}

function Values({ values }: { values: Record<string, unknown> }) {
  const context = useFields();
  const [name, setName] = useState('');
  return (
    <section aria-labelledby="values-heading">
      <h2 id="values-heading">Values</h2>
      <p className="hint">
        Prices and other numbers, each written once: a number like 0.59, or a sum of other values like 3 * rental + calls. Text shows them as {'{rental:rand}'};
        number fields name them.
      </p>
      {Object.entries(values).map(([key, value]) => {
        const path = ['values', key];
        const id = idOf(CONFIG, path);
        const problems = problemsAt(context, path);
        return (
          <div className="map-entry" key={key}>
            <FieldFrame id={id} label={key} problems={problems}>
              <input
                type="text"
                inputMode="decimal"
                autoComplete="off"
                {...describedBy(id, undefined, problems)}
                value={String(value ?? '')}
                onChange={(event) => context.edit({ op: 'set', path, value: numberOrText(event.target.value) })}
              />
            </FieldFrame>
            <button type="button" onClick={() => context.edit({ op: 'unset', path })}>
              Remove<span className="visually-hidden"> {key}</span>
            </button>
          </div>
        );
      })}
      <div className="insert">
        <label htmlFor="new-value-name">New value name</label>
        <input id="new-value-name" type="text" autoComplete="off" value={name} onChange={(event) => setName(event.target.value)} />
        <button type="button" disabled={name.trim() === ''} onClick={() => (context.edit({ op: 'set', path: ['values', name.trim()], value: 0 }), setName(''))}>
          Add value
        </button>
      </div>
    </section>
  );
}

/** A city is its slug, or its slug with the name headings use ("kwa-thema: KwaThema"). */
/** What each list of place slugs is for, in words: cities are prerendered; places are made on their first request (decision 51). */
const PLACE_LISTS = {
  cities: {
    heading: 'Cities',
    one: 'City',
    add: 'Add city',
    fresh: 'new-city',
    hint: "Each city's pages are prerendered and listed in the sitemap. Give a name where splitting the slug on hyphens spells it wrong (kwa-thema: KwaThema).",
  },
  places: {
    heading: 'Other places',
    one: 'Place',
    add: 'Add place',
    fresh: 'new-place',
    hint: "Places a {city} address may name besides the cities, made on their first visit (not prerendered). The engine knows South Africa's cities, towns and larger townships already; any other slug is sent to the page without a city.",
  },
} as const;

function SlugList({ field, list }: { field: keyof typeof PLACE_LISTS; list: unknown[] }) {
  const context = useFields();
  const words = PLACE_LISTS[field];
  const entries = list.map((entry) => (isRecord(entry) ? (Object.entries(entry)[0] ?? ['', '']) : [String(entry), '']) as [string, string]);
  const write = (index: number, slug: string, name: string) => context.edit({ op: 'set', path: [field, index], value: name === '' ? slug : { [slug]: name } });
  return (
    <section aria-labelledby={`${field}-heading`}>
      <h2 id={`${field}-heading`}>{words.heading}</h2>
      <p className="hint">{words.hint}</p>
      <ol>
        {entries.map(([slug, name], index) => {
          const path = [field, index];
          const id = idOf(CONFIG, path);
          const problems = problemsAt(context, path).concat(problemsAt(context, [...path, slug]));
          return (
            <li key={index} className="city">
              <FieldFrame id={id} label={`${words.one} ${index + 1}: slug`} problems={problems}>
                <input
                  type="text"
                  autoComplete="off"
                  {...describedBy(id, undefined, problems)}
                  value={slug}
                  onChange={(event) => write(index, event.target.value, name)}
                />
              </FieldFrame>
              <FieldFrame id={`${id}-name`} label={`${words.one} ${index + 1}: name in headings (optional)`} problems={[]}>
                <input id={`${id}-name`} type="text" autoComplete="off" value={name} onChange={(event) => write(index, slug, event.target.value)} />
              </FieldFrame>
              <ItemActions path={[field]} index={index} count={entries.length} title={`${words.one.toLowerCase()} ${index + 1} (${slug})`} />
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        onClick={() =>
          context.edit(
            entries.length === 0
              ? { op: 'set', path: [field], value: [words.fresh] }
              : { op: 'insert', path: [field], index: entries.length, value: words.fresh },
          )
        }
      >
        {words.add}
      </button>
    </section>
  );
}
