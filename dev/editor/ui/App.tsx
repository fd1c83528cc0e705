import { useEffect, useState } from 'react';
import { isRecord } from '../edits';
import type { FieldContext } from './field-context';
import { Fields } from './field-context';
import { Changes } from './Changes';
import { NewPage } from './NewPage';
import { PagePanel } from './PagePanel';
import { previewVariants } from './live-draft';
import { Preview } from './Preview';
import { SitePanel } from './SitePanel';
import { SiteForm } from './SiteForm';
import { panelFor, SITE_FORMS, siteFormOf, sitePanel, VALUES_PANEL } from './site-forms';
import { reveal } from './reveal';
import type { LinkPlace } from '../link-places';
import { TranslationPanel } from './TranslationPanel';
import { pageTranslationFile } from '../../../src/config/languages/file-names';
import { describeStep } from '../history';
import { formWords, placeOf } from './form-words';
import { useEditor } from './store';

const CONFIG = 'site.config.yaml';
const SITE_PANEL = VALUES_PANEL;
const NEW_PAGE = 'new';
const CHANGES = 'changes';

const citySlugs = (cities: unknown): string[] =>
  Array.isArray(cities) ? cities.map((entry) => (isRecord(entry) ? (Object.keys(entry)[0] ?? '') : String(entry))) : [];
const stringList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

export function App() {
  const { state, edit, undo, redo, save, discard, reload, dataOf, keysOf, createPage, deletePage, upload, takeKept } = useEditor();
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  // The language a page is edited in: undefined for the default (the page's own form), or a tag (its translation).
  const [language, setLanguage] = useState<string | undefined>(undefined);
  // On a phone the form and the live page take turns (editor.css); elsewhere both show.
  const [view, setView] = useState<'form' | 'live'>('form');
  // A place a refusal named, to bring into view once its form is drawn.
  const [goTo, setGoTo] = useState<LinkPlace | undefined>(undefined);
  useEffect(() => {
    if (goTo && reveal(goTo.file, goTo.path)) setGoTo(undefined);
  });
  useEffect(() => {
    // Ctrl+Z undoes the editor's last change even in a text field: every letter typed is already one.
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      const action = key === 's' ? () => void save() : key === 'z' ? (event.shiftKey ? redo : undo) : key === 'y' ? redo : undefined;
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [save, undo, redo]);
  const { site } = state;
  if (!site) return <p role="status">{state.status}</p>;
  const pages = Object.keys(site.files).filter((file) => file.startsWith('pages/'));
  const current: string =
    chosen !== undefined && (chosen === NEW_PAGE || chosen === SITE_PANEL || chosen === CHANGES || siteFormOf(chosen) || site.files[chosen])
      ? chosen
      : (pages[0] ?? SITE_PANEL);
  const form = siteFormOf(current);
  const notPage = form !== undefined || current === SITE_PANEL || current === NEW_PAGE || current === CHANGES;
  const config = dataOf(CONFIG);
  const siteData = isRecord(config) ? config : {};
  const savedPage = notPage ? undefined : site.files[current]?.data;
  const open = (place: LinkPlace) => {
    setChosen(panelFor(place.file, place.path));
    setLanguage(undefined);
    setView('form');
    setGoTo(place);
  };
  const pageName = (file: string) => {
    const data = dataOf(file);
    return isRecord(data) && typeof data.name === 'string' ? data.name : file;
  };
  const context: FieldContext = {
    file: notPage ? CONFIG : current,
    edit: () => {},
    problems: state.problems,
    links: Object.keys(isRecord(siteData.links) ? siteData.links : {}),
    values: Object.keys(isRecord(siteData.values) ? siteData.values : {}),
    media: site.media,
    upload,
    pagePaths: pages.flatMap((file) => {
      const data = dataOf(file);
      return isRecord(data) ? stringList(data.paths).filter((path) => !path.includes('{')) : [];
    }),
    itemKeys: keysOf,
  };
  const bound = (file: string): FieldContext => ({ ...context, file, edit: (change) => edit(file, change) });
  const languages = site.languages ?? [];
  const other = languages.find((entry) => entry.tag === language);
  const translationFile = other && savedPage !== undefined ? pageTranslationFile(other.tag, current) : undefined;
  const declared = isRecord(siteData.languages) && isRecord(siteData.languages.default) ? siteData.languages.default : {};
  const defaultLanguage = { tag: typeof declared.tag === 'string' ? declared.tag : 'en', name: typeof declared.name === 'string' ? declared.name : 'English' };
  // The live page in the language edited: its paths under the language's prefix (/af/tender-finance).
  const previewPaths = (isRecord(savedPage) ? stringList(savedPage.paths) : ['/']).map((path) => (other ? `${other.prefix}${path === '/' ? '' : path}` : path));
  const unsaved = state.history.done.length;
  const nextUndo = state.history.done.at(-1);
  const nextRedo = state.history.undone.at(-1);
  return (
    <div className="editor" data-view={view}>
      <header className="bar">
        <p className="brand">Site editor</p>
        <div className="view-toggle" role="group" aria-label="Show">
          <button type="button" aria-pressed={view === 'form'} onClick={() => setView('form')}>
            Form
          </button>
          <button type="button" aria-pressed={view === 'live'} onClick={() => setView('live')}>
            Live page
          </button>
        </div>
        <p role="status" className="status">
          {state.status}
        </p>
        <p className="unsaved">{unsaved === 0 ? 'No unsaved changes' : `${unsaved} unsaved change${unsaved === 1 ? '' : 's'}`}</p>
        <button type="button" className="primary" onClick={() => void save()} disabled={unsaved === 0} aria-keyshortcuts="Control+S">
          Save
        </button>
        <button
          type="button"
          onClick={undo}
          disabled={!nextUndo}
          title={nextUndo ? `Undo: ${describeStep(nextUndo)}` : 'Nothing to undo'}
          aria-keyshortcuts="Control+Z"
        >
          Undo
        </button>
        <button
          type="button"
          onClick={redo}
          disabled={!nextRedo}
          title={nextRedo ? `Redo: ${describeStep(nextRedo)}` : 'Nothing to redo'}
          aria-keyshortcuts="Control+Shift+Z Control+Y"
        >
          Redo
        </button>
        <button type="button" onClick={discard} disabled={unsaved === 0}>
          Discard changes
        </button>
      </header>
      {state.restarted ? (
        <p className="conflict" role="alert">
          {state.restarted}
        </p>
      ) : null}
      {state.kept ? (
        <div className="conflict" role="alert">
          <p>{state.kept.offer}</p>
          <button type="button" onClick={() => takeKept(true)}>
            Bring the {state.kept.steps.length === 1 ? 'change' : 'changes'} back
          </button>
          <button type="button" onClick={() => takeKept(false)}>
            Drop {state.kept.steps.length === 1 ? 'it' : 'them'}
          </button>
        </div>
      ) : null}
      {state.conflict ? (
        <div className="conflict" role="alert">
          <p>{state.conflict}</p>
          <button type="button" onClick={() => void reload()}>
            Reload from disk
          </button>
        </div>
      ) : null}
      <nav className="files" aria-label="Pages and site settings">
        <h2>Pages</h2>
        <ul>
          {pages.map((file) => (
            <li key={file}>
              <button type="button" aria-current={current === file ? 'page' : undefined} onClick={() => setChosen(file)}>
                {pageName(file)}
              </button>
            </li>
          ))}
          <li>
            <button type="button" className="new-page-button" aria-current={current === NEW_PAGE ? 'page' : undefined} onClick={() => setChosen(NEW_PAGE)}>
              + New page
            </button>
          </li>
        </ul>
        <h2>Site</h2>
        <ul>
          {SITE_FORMS.map((entry) => (
            <li key={entry.key}>
              <button type="button" aria-current={current === sitePanel(entry) ? 'page' : undefined} onClick={() => setChosen(sitePanel(entry))}>
                {entry.title}
              </button>
            </li>
          ))}
          <li>
            <button type="button" aria-current={current === SITE_PANEL ? 'page' : undefined} onClick={() => setChosen(SITE_PANEL)}>
              Values, cities and experiments
            </button>
          </li>
          <li>
            <button type="button" aria-current={current === CHANGES ? 'page' : undefined} onClick={() => setChosen(CHANGES)}>
              Changes and commit
            </button>
          </li>
        </ul>
      </nav>
      <main className="form">
        {state.problems.length > 0 ? (
          <section className="problems" aria-labelledby="problems-heading">
            <h2 id="problems-heading">Problems to fix before saving</h2>
            <ul>
              {state.problems.map((problem, i) => (
                <li key={i}>
                  {problem.file}, {placeOf(problem.path)}: {formWords(problem).message} [{problem.code}]
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {current === CHANGES ? (
          <Changes saves={state.saves} />
        ) : current === NEW_PAGE ? (
          <NewPage
            pages={pages.map((file) => ({ file, name: pageName(file) }))}
            blocks={Object.keys(site.examples)}
            create={async (page) => {
              const result = await createPage(page);
              if (result.status === 200 && 'file' in result) setChosen(result.file);
              return result;
            }}
          />
        ) : form ? (
          <Fields.Provider value={bound(CONFIG)}>
            <SiteForm key={form.key} form={form} config={config} />
          </Fields.Provider>
        ) : current === SITE_PANEL ? (
          <SitePanel context={bound(CONFIG)} config={config} pages={pages.map((file) => ({ file, data: dataOf(file) }))} />
        ) : (
          <>
            {languages.length > 0 ? (
              <div className="languages" role="group" aria-label="Edit this page in">
                <button type="button" aria-pressed={!other} onClick={() => setLanguage(undefined)}>
                  {defaultLanguage.name} (default)
                </button>
                {languages.map((entry) => (
                  <button type="button" key={entry.tag} aria-pressed={other?.tag === entry.tag} onClick={() => setLanguage(entry.tag)}>
                    {entry.name}
                  </button>
                ))}
              </div>
            ) : null}
            {translationFile && site.files[translationFile] ? (
              <Fields.Provider value={bound(translationFile)}>
                <TranslationPanel
                  key={translationFile}
                  page={dataOf(current)}
                  pageFile={current}
                  translation={dataOf(translationFile)}
                  file={translationFile}
                  language={other!}
                  defaultTag={defaultLanguage.tag}
                  absent={site.files[translationFile].absent === true}
                  warnings={state.warnings}
                />
              </Fields.Provider>
            ) : (
              <Fields.Provider value={bound(current)}>
                <PagePanel key={current} file={current} data={dataOf(current)} examples={site.examples} exampleTexts={new Set(site.exampleTexts)} />
                <DeletePage
                  key={`delete-${current}`}
                  file={current}
                  unsaved={(state.edits[current] ?? []).length > 0}
                  remove={async () => {
                    const result = await deletePage(current);
                    if (result.status === 200) setChosen(undefined);
                    return result;
                  }}
                  open={open}
                />
              </Fields.Provider>
            )}
          </>
        )}
      </main>
      <aside className="live" aria-label="Live page">
        <Preview
          paths={previewPaths}
          cities={citySlugs(site.files[CONFIG]?.data && (site.files[CONFIG].data as Record<string, unknown>).cities)}
          products={stringList(siteData.products)}
          saves={state.saves}
          live={state.live}
          experiment={previewVariants(savedPage === undefined ? undefined : dataOf(current))}
        />
      </aside>
    </div>
  );
}

/** Delete the page file: the server refuses while anything points at it, and names each place with a way there. */
function DeletePage({
  file,
  unsaved,
  remove,
  open,
}: {
  file: string;
  unsaved: boolean;
  remove: () => Promise<{ status: number; message: string; places?: LinkPlace[] }>;
  open: (place: LinkPlace) => void;
}) {
  const [sure, setSure] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; places: LinkPlace[] } | undefined>(undefined);
  return (
    <div className="delete-page">
      {refusal ? (
        <div className="conflict" role="alert">
          <p>{refusal.message}</p>
          {refusal.places.map((place, i) => (
            <button type="button" key={i} onClick={() => open(place)}>
              Open {place.words}
            </button>
          ))}
        </div>
      ) : null}
      {sure ? (
        <>
          <p id="delete-page-question">Delete {file}? This removes the file (git keeps its history).</p>
          <button
            type="button"
            className="danger"
            aria-describedby="delete-page-question"
            onClick={() => {
              setSure(false);
              void remove().then((result) => setRefusal(result.status === 200 ? undefined : { message: result.message, places: result.places ?? [] }));
            }}
          >
            Yes, delete the page
          </button>
          <button type="button" onClick={() => setSure(false)}>
            Keep it
          </button>
        </>
      ) : (
        <button type="button" disabled={unsaved} title={unsaved ? "Save or discard this page's changes first" : undefined} onClick={() => setSure(true)}>
          Delete this page…
        </button>
      )}
    </div>
  );
}
