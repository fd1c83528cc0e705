import { pageSchema } from '../../../schemas/page';
import { isRecord } from '../edits';
import { Experiments } from './Experiments';
import { Field } from './Field';
import { Sections } from './Sections';

const fields = pageSchema.shape;

/** One page's form: its name, paths (the first is canonical, the others aliases), meta, shared sections and sections. */
export function PagePanel({
  file,
  data,
  examples,
  exampleTexts,
}: {
  file: string;
  data: unknown;
  examples: Record<string, unknown>;
  exampleTexts: ReadonlySet<string>;
}) {
  const page = isRecord(data) ? data : {};
  return (
    <div className="panel">
      <h1>
        {String(page.name ?? file)} <span className="file">{file}</span>
      </h1>
      <Field schema={fields.name} path={['name']} value={page.name} label="Name" />
      <Field schema={fields.paths} path={['paths']} value={page.paths} label="Paths" />
      <Field schema={fields.meta} path={['meta']} value={page.meta} label="Meta (search results and sharing)" />
      <Field schema={fields.sharedSections} path={['sharedSections']} value={page.sharedSections} label="Show the shared sections" />
      <Sections value={page.sections} examples={examples} exampleTexts={exampleTexts} />
      <Experiments value={page.experiments} />
    </div>
  );
}
