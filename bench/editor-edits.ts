import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkDraft, readFiles } from '../dev/editor/drafts';
import type { Edit } from '../dev/editor/edits';
import { editYaml } from '../dev/editor/yaml-edit';

/**
 * The editor applying a long edit list (issue 43; docs/decisions/28-editor-plain-react-over-the-schemas.md): 1,000
 * edits of a marketer's kind to the shipped home page, spliced into its text alone and checked
 * whole (the text, then loadSite on the site with it, as Save does). Nothing is written.
 */
export interface EditorEditsTiming {
  edits: number;
  runs: number;
  spliceMedianMs: number;
  checkMedianMs: number;
}

/** What a session makes: letters typed into the first heading, sections added and moved. */
export function dayOfEdits(count: number): Edit[] {
  return Array.from({ length: count }, (_, i): Edit => {
    if (i % 50 === 10) return { op: 'insert', path: ['sections'], index: 1, value: { type: 'copy', heading: `Why us ${i}`, body: 'Local support.' } };
    if (i % 50 === 20) return { op: 'move', path: ['sections'], from: 1, to: 2 };
    return { op: 'set', path: ['sections', 0, 'heading'], value: `Business phones ${'x'.repeat(i % 20)}{city}` };
  });
}

const median = (times: number[]) => Number([...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!.toFixed(1));

export function timeEditorEdits(root: string, count = 1000, runs = 5): EditorEditsTiming {
  const edits = dayOfEdits(count);
  const text = readFileSync(join(root, 'pages/home.yaml'), 'utf8');
  const version = readFiles(root)['pages/home.yaml']!.version;
  const splice: number[] = [];
  const check: number[] = [];
  for (let i = 0; i < runs; i++) {
    let started = performance.now();
    if (!editYaml(text, edits).ok) throw new Error('The editor could not apply the bench edits to pages/home.yaml.');
    splice.push(performance.now() - started);
    started = performance.now();
    const checked = checkDraft(root, { 'pages/home.yaml': { version, edits } });
    check.push(performance.now() - started);
    if (checked.conflicts.length > 0) throw new Error('pages/home.yaml changed during the bench.');
  }
  return { edits: count, runs, spliceMedianMs: median(splice), checkMedianMs: median(check) };
}
