import { useEffect, useState, type FormEvent } from 'react';
import { commit, loadChanges, type ChangesResponse } from './api';

/**
 * What the editor changed since the last commit, file by file with its diff, and a commit of it
 * with the marketer's message, on this branch or a new one (dev/editor/publish.ts). Nothing is pushed.
 */
export function Changes({ saves }: { saves: number }) {
  const [changes, setChanges] = useState<ChangesResponse | undefined>(undefined);
  const [error, setError] = useState('');
  const [message, setMessage] = useState('');
  const [branch, setBranch] = useState('');
  const [answer, setAnswer] = useState('');
  const refresh = () => loadChanges().then(setChanges, (e: Error) => setError(e.message));
  useEffect(() => void refresh(), [saves]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await commit(message, branch);
    setAnswer(result.message);
    if (result.status === 200) {
      setMessage('');
      setBranch('');
    }
    await refresh();
  };
  return (
    <form className="panel changes" onSubmit={(event) => void submit(event)} aria-labelledby="changes-heading">
      <h1 id="changes-heading">Changes</h1>
      {error ? (
        <p role="alert" className="problem">
          {error}
        </p>
      ) : null}
      {changes ? (
        <p>
          On branch {changes.branch || '(none)'}:{' '}
          {changes.files.length === 0
            ? 'the editor has changed nothing since the last commit.'
            : `${changes.files.length} file${changes.files.length === 1 ? '' : 's'} changed by the editor.`}
        </p>
      ) : null}
      {changes?.others.length ? (
        <p className="problem">Changed outside the editor, so a commit is refused until they are committed or undone in git: {changes.others.join(', ')}.</p>
      ) : null}
      {changes?.files.map(({ file, diff }) => (
        <section key={file} aria-label={`Changes to ${file}`}>
          <h2>{file}</h2>
          <pre className="diff" tabIndex={0}>
            {diff
              .split('\n')
              .filter((line) => !/^(diff --git|index |--- |\+\+\+ )/.test(line))
              .join('\n')}
          </pre>
        </section>
      ))}
      <div className="field">
        <label htmlFor="commit-message">Commit message</label>
        <textarea id="commit-message" rows={3} value={message} required onChange={(event) => setMessage(event.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="commit-branch">New branch (optional)</label>
        <input id="commit-branch" value={branch} aria-describedby="commit-branch-hint" onChange={(event) => setBranch(event.target.value)} />
        <p className="hint" id="commit-branch-hint">
          Leave empty to commit on the current branch. The commit stays on this computer: nothing is pushed.
        </p>
      </div>
      <button type="submit" className="primary" disabled={!changes || changes.files.length === 0}>
        Commit
      </button>
      {answer ? (
        <p role="alert" className="git-answer">
          {answer}
        </p>
      ) : null}
    </form>
  );
}
