import { useState } from 'react';
import { experimentSchema } from '../../../schemas/experiment';
import { isRecord } from '../edits';
import { Fields, idOf, numberOrText, problemsAt, useFields, type FieldContext } from './field-context';
import { describedBy, FieldFrame } from './FieldFrame';
import { Field } from './Field';
import { ItemActions } from './ItemActions';

const CONFIG = 'site.config.yaml';

/** The site's values (prices and other numbers), its cities, and the status of each page's experiments. */
export function SitePanel({ context, config, pages }: { context: FieldContext; config: unknown; pages: { file: string; data: unknown }[] }) {
  const site = isRecord(config) ? config : {};
  return (
    <div className="panel">
      <h1>Values, cities and experiments</h1>
      <Fields.Provider value={{ ...context, file: CONFIG }}>
        <Values values={isRecord(site.values) ? site.values : {}} />
        <Cities cities={Array.isArray(site.cities) ? site.cities : []} />
      </Fields.Provider>
      <section aria-labelledby="experiments-heading">
        <h2 id="experiments-heading">Experiments</h2>
        {pages.every(({ data }) => !isRecord(data) || !Array.isArray(data.experiments)) ? <p>No page runs an experiment.</p> : null}
        {pages.flatMap(({ file, data }) =>
          isRecord(data) && Array.isArray(data.experiments)
            ? data.experiments.map((experiment, index) => (
                <Fields.Provider key={`${file}-${index}`} value={{ ...context, file }}>
                  <fieldset className="group">
                    <legend>{String((experiment as { id?: unknown }).id)} <span className="file">{file}</span></legend>
                    <Field schema={experimentSchema.shape.status} path={['experiments', index, 'status']} value={(experiment as { status?: unknown }).status} label="Status" />
                    <Field schema={experimentSchema.shape.winner} path={['experiments', index, 'winner']} value={(experiment as { winner?: unknown }).winner} label="Winner (when ended)" />
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
      <p className="hint">Prices and other numbers, each written once: a number like 0.59, or a sum of other values like 3 * rental + calls. Text shows them as {'{rental:rand}'}; number fields name them.</p>
      {Object.entries(values).map(([key, value]) => {
        const path = ['values', key];
        const id = idOf(CONFIG, path);
        const problems = problemsAt(context, path);
        return (
          <div className="map-entry" key={key}>
            <FieldFrame id={id} label={key} problems={problems}>
              <input type="text" inputMode="decimal" autoComplete="off" {...describedBy(id, undefined, problems)} value={String(value ?? '')} onChange={(event) => context.edit({ op: 'set', path, value: numberOrText(event.target.value) })} />
            </FieldFrame>
            <button type="button" onClick={() => context.edit({ op: 'unset', path })}>Remove<span className="visually-hidden"> {key}</span></button>
          </div>
        );
      })}
      <div className="insert">
        <label htmlFor="new-value-name">New value name</label>
        <input id="new-value-name" type="text" autoComplete="off" value={name} onChange={(event) => setName(event.target.value)} />
        <button type="button" disabled={name.trim() === ''} onClick={() => (context.edit({ op: 'set', path: ['values', name.trim()], value: 0 }), setName(''))}>Add value</button>
      </div>
    </section>
  );
}

/** A city is its slug, or its slug with the name headings use ("kwa-thema: KwaThema"). */
function Cities({ cities }: { cities: unknown[] }) {
  const context = useFields();
  const entries = cities.map((entry) => (isRecord(entry) ? Object.entries(entry)[0] ?? ['', ''] : [String(entry), '']) as [string, string]);
  const write = (index: number, slug: string, name: string) => context.edit({ op: 'set', path: ['cities', index], value: name === '' ? slug : { [slug]: name } });
  return (
    <section aria-labelledby="cities-heading">
      <h2 id="cities-heading">Cities</h2>
      <p className="hint">Each city's pages are prerendered and listed in the sitemap. Give a name where splitting the slug on hyphens spells it wrong (kwa-thema: KwaThema).</p>
      <ol>
        {entries.map(([slug, name], index) => {
          const path = ['cities', index];
          const id = idOf(CONFIG, path);
          const problems = problemsAt(context, path).concat(problemsAt(context, [...path, slug]));
          return (
            <li key={index} className="city">
              <FieldFrame id={id} label={`City ${index + 1}: slug`} problems={problems}>
                <input type="text" autoComplete="off" {...describedBy(id, undefined, problems)} value={slug} onChange={(event) => write(index, event.target.value, name)} />
              </FieldFrame>
              <FieldFrame id={`${id}-name`} label={`City ${index + 1}: name in headings (optional)`} problems={[]}>
                <input id={`${id}-name`} type="text" autoComplete="off" value={name} onChange={(event) => write(index, slug, event.target.value)} />
              </FieldFrame>
              <ItemActions path={['cities']} index={index} count={entries.length} title={`city ${index + 1} (${slug})`} />
            </li>
          );
        })}
      </ol>
      <button type="button" onClick={() => context.edit({ op: 'insert', path: ['cities'], index: entries.length, value: 'new-city' })}>Add city</button>
    </section>
  );
}
