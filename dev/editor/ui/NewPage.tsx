import { useState, type FormEvent } from 'react';
import { problemText } from '../../../src/config/problem';
import type { NewPage as PageToMake } from '../requests';
import { proposedFor } from '../slug';
import type { PageResponse } from './api';

/**
 * A new page: a copy of one of the site's pages, or a starter of blocks from the block reference
 * (their example copy, marked until rewritten). The server writes it only when the site still
 * validates with it, its path checked against every other page's.
 */
export function NewPage({
  pages,
  blocks,
  create,
}: {
  pages: { file: string; name: string }[];
  blocks: string[];
  create: (page: PageToMake) => Promise<PageResponse>;
}) {
  const [slug, setSlug] = useState('');
  const [name, setName] = useState('');
  const [path, setPath] = useState('/');
  // The name proposes the file name and the path until the marketer types one of them.
  const [typed, setTyped] = useState({ slug: false, path: false });
  const named = (text: string) => {
    setName(text);
    const proposed = proposedFor(text);
    if (!typed.slug) setSlug(proposed.slug);
    if (!typed.path) setPath(proposed.path);
  };
  const [from, setFrom] = useState(pages[0]?.file ?? 'blocks');
  const [chosen, setChosen] = useState<Set<string>>(new Set(['hero']));
  const [answer, setAnswer] = useState<string[]>([]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await create({ slug, name, path, from: from === 'blocks' ? { blocks: blocks.filter((type) => chosen.has(type)) } : { duplicate: from } });
    setAnswer(
      result.status === 200 || !('problems' in result)
        ? result.status === 200
          ? []
          : [result.message]
        : [result.message, ...(result.problems ?? []).map((p) => `${p.file}:${p.line}:${p.col} ${problemText(p)}`)],
    );
  };
  const toggle = (type: string, on: boolean) =>
    setChosen((now) => {
      const next = new Set(now);
      if (on) next.add(type);
      else next.delete(type);
      return next;
    });
  return (
    <form className="panel new-page" onSubmit={(event) => void submit(event)} aria-labelledby="new-page-heading">
      <h1 id="new-page-heading">New page</h1>
      <div className="field">
        <label htmlFor="new-page-name">Name</label>
        <input id="new-page-name" value={name} required onChange={(event) => named(event.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="new-page-slug">File name</label>
        <input
          id="new-page-slug"
          value={slug}
          required
          pattern="[a-z0-9][a-z0-9-]*"
          aria-describedby="new-page-slug-hint"
          onChange={(event) => {
            setTyped((now) => ({ ...now, slug: true }));
            setSlug(event.target.value);
          }}
        />
        <p className="hint" id="new-page-slug-hint">
          Filled in from the name; lowercase letters, digits and hyphens: spring-offer becomes pages/spring-offer.yaml.
        </p>
      </div>
      <div className="field">
        <label htmlFor="new-page-path">Path of the page</label>
        <input
          id="new-page-path"
          value={path}
          required
          aria-describedby="new-page-path-hint"
          onChange={(event) => {
            setTyped((now) => ({ ...now, path: true }));
            setPath(event.target.value);
          }}
        />
        <p className="hint" id="new-page-path-hint">
          Filled in from the name; change it if you like, like /offers/spring.
        </p>
      </div>
      <div className="field">
        <label htmlFor="new-page-from">Start from</label>
        <select id="new-page-from" value={from} onChange={(event) => setFrom(event.target.value)}>
          {pages.map((page) => (
            <option key={page.file} value={page.file}>
              A copy of {page.name}
            </option>
          ))}
          <option value="blocks">Blocks from the block reference</option>
        </select>
      </div>
      {from === 'blocks' ? (
        <fieldset className="field">
          <legend>Blocks, top to bottom</legend>
          {blocks.map((type) => (
            <label key={type} className="choice">
              <input type="checkbox" checked={chosen.has(type)} onChange={(event) => toggle(type, event.target.checked)} /> {type}
            </label>
          ))}
        </fieldset>
      ) : null}
      <button type="submit" className="primary">
        Create page
      </button>
      {answer.length > 0 ? (
        <div role="alert" className="problem">
          {answer.map((line, i) => (
            <p key={i}>{line}</p>
          ))}
        </div>
      ) : null}
    </form>
  );
}
