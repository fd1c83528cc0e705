import { siteFieldsSchema } from '../../../schemas/site';
import { isRecord } from '../edits';
import { Field } from './Field';
import type { SiteForm as Form } from './site-forms';

/** One site-wide form (brand, navigation, footer, ...): the key of site.config.yaml drawn from its schema, like a page's fields. */
export function SiteForm({ form, config }: { form: Form; config: unknown }) {
  const site = isRecord(config) ? config : {};
  return (
    <div className="panel">
      <h1>
        {form.title} <span className="file">site.config.yaml</span>
      </h1>
      <p className="hint">{form.hint}</p>
      <Field schema={siteFieldsSchema.shape[form.key]} path={[form.key]} value={site[form.key]} label={form.label} />
    </div>
  );
}
