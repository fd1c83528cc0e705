import type { PathKey } from '../edits';
import { pageTexts, type TextEntry } from '../../../src/config/languages/page-texts';
import { canTranslate, missingTexts, placeholderChanges, textAt, translationEdits, translationPaths } from '../translation-texts';
import { idOf, problemsAt, useFields } from './field-context';
import { ProblemNote } from './ProblemNote';
import { codeOf } from '../../../src/config/catalogue/index';
import { formatPath, type Problem } from '../../../src/config/problem';

export interface PanelLanguage {
  tag: string;
  name: string;
}

/** A text's place in words: "claims 2", "labels › minutes", "slides 1 › image › alt". */
const placeOf = (path: readonly PathKey[]) =>
  path
    .slice(path[0] === 'sections' ? 2 : 1)
    .map((key) => (typeof key === 'number' ? String(key + 1) : key))
    .join(' › ')
    .replace(/ › (\d+)/g, ' $1');

/**
 * A page's translation beside its default text (decision 45): every text of the page, the default
 * language's words on the left, the translation's on the right, and what is not translated yet. Each
 * change is one edit of translations/<tag>/pages/<page>.yaml; structure, links and prices stay the
 * default page's.
 */
export function TranslationPanel({
  page,
  pageFile,
  translation,
  file,
  language,
  defaultTag,
  absent,
  warnings = [],
}: {
  page: unknown;
  pageFile: string;
  translation: unknown;
  file: string;
  language: PanelLanguage;
  defaultTag: string;
  absent: boolean;
  warnings?: readonly Problem[];
}) {
  const context = useFields();
  const texts = pageTexts(page);
  const missing = missingTexts(page, translation, texts);
  const locate = translationPaths(page, translation);
  const { sections } = page as { sections?: { type?: string }[] };
  const groups = new Map<string, TextEntry[]>();
  for (const entry of texts) {
    const title =
      entry.path[0] === 'meta' ? 'Meta (search results and sharing)' : `Section ${Number(entry.path[1]) + 1}: ${sections?.[Number(entry.path[1])]?.type ?? ''}`;
    groups.set(title, [...(groups.get(title) ?? []), entry]);
  }
  // Texts whose default text changed since they were translated (validate's LE822), by their place in the translation.
  const stale = new Set(warnings.filter((warning) => warning.file === file && warning.code === codeOf('translationOutdated')).map((warning) => warning.path));
  const write = (entry: TextEntry, text: string) => {
    for (const edit of translationEdits(page, translation, entry.path, text)) context.edit(edit);
  };
  return (
    <div className="panel translation">
      <h1>
        {language.name}: {pageFile} <span className="file">{file}</span>
      </h1>
      {absent ? <p className="hint">This translation has no file yet: the first save writes {file}.</p> : null}
      <section className="missing" aria-labelledby="missing-heading">
        <h2 id="missing-heading">
          {missing.length === 0
            ? `Every text is in ${language.name}`
            : `${missing.length} of ${texts.filter((entry) => !entry.byDefault).length} texts not in ${language.name} yet`}
        </h2>
        {missing.length > 0 ? (
          <>
            <p className="hint">
              Until they are, the page shows the default text in their place (and says so to search engines), and <code>validate</code> warns about each.
            </p>
            <ul>
              {missing.map((entry) => (
                <li key={entry.path.join('.')}>
                  <a href={`#${idOf(file, entry.path)}`}>
                    {groupOf(entry)} › {placeOf(entry.path)}
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
      {[...groups].map(([title, entries]) => (
        <fieldset className="group" key={title}>
          <legend>{title}</legend>
          {!canTranslate(page, entries[0]!.path) ? (
            // A translated section names its section by id (issue 56): one of several of a type needs one first.
            <p className="hint">
              The page has several {sections?.[Number(entries[0]!.path[1])]?.type} sections, so a translation names each by its id: give this section an id in{' '}
              {pageFile} first, and its translation stays with it wherever it moves.
            </p>
          ) : (
            entries.map((entry) => {
              const id = idOf(file, entry.path);
              // Where the text is in the translation file, which pairs sections by id, not place: its value and its problems.
              const at = locate(entry.path);
              const value = textAt(translation, at) ?? '';
              const changes = value === '' ? { dropped: [], added: [] } : placeholderChanges(entry, value);
              const problems = problemsAt(context, at ?? entry.path);
              const outdated = at !== undefined && stale.has(formatPath(at));

              return (
                <div className={`field translated${problems.length > 0 ? ' field-invalid' : ''}`} key={id}>
                  <label htmlFor={id}>
                    {placeOf(entry.path)}
                    {value === '' ? (
                      <span className="untranslated">{entry.byDefault ? " (the block's default; optional)" : ' (not translated yet)'}</span>
                    ) : null}
                    {outdated ? <span className="untranslated"> (the {pageFile} text changed since: check it)</span> : null}
                  </label>
                  <p className="default-text" id={`${id}-default`} lang={defaultTag}>
                    {entry.text}
                  </p>
                  <textarea
                    id={id}
                    lang={language.tag}
                    rows={entry.text.length > 70 ? 3 : 1}
                    value={value}
                    aria-describedby={`${id}-default${entry.placeholders.length > 0 ? ` ${id}-keep` : ''}`}
                    aria-invalid={problems.length > 0 || changes.dropped.length + changes.added.length > 0 ? true : undefined}
                    onChange={(event) => write(entry, event.target.value)}
                  />
                  {entry.placeholders.length > 0 ? (
                    <p className="hint" id={`${id}-keep`}>
                      Keep {entry.placeholders.join(', ')}: the page fills {entry.placeholders.length === 1 ? 'it' : 'them'} in.
                    </p>
                  ) : null}
                  {changes.dropped.length > 0 ? (
                    <p className="problem">
                      The translation leaves out {changes.dropped.join(', ')}: put {changes.dropped.length === 1 ? 'it' : 'them'} back where the sentence needs{' '}
                      {changes.dropped.length === 1 ? 'it' : 'them'}.
                    </p>
                  ) : null}
                  {changes.added.length > 0 ? (
                    <p className="problem">
                      The translation adds {changes.added.join(', ')}, which the default text does not have: a price or name comes from the default page only.
                    </p>
                  ) : null}
                  {problems.map((problem, i) => (
                    <ProblemNote problem={problem} key={i} />
                  ))}
                </div>
              );
            })
          )}
        </fieldset>
      ))}
    </div>
  );
}

const groupOf = (entry: TextEntry) => (entry.path[0] === 'meta' ? 'Meta' : `Section ${Number(entry.path[1]) + 1}`);
