// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { editorForm } from '../../helpers/editor-form';
import { SiteForm } from '../../../dev/editor/ui/SiteForm';
import { SITE_FORMS } from '../../../dev/editor/ui/site-forms';

const drawn = editorForm();

const form = (key: string) => SITE_FORMS.find((f) => f.key === key)!;
function draw(key: string, config: unknown) {
  drawn.form(<SiteForm form={form(key)} config={config} />, { file: 'site.config.yaml' });
}
const button = (name: string) => [...drawn.host.querySelectorAll('button')].find((b) => b.textContent === name);
const { control, type } = drawn;

describe('a site form', () => {
  it("draws its key of site.config.yaml under the form's title, and an edit names that key", () => {
    draw('notFound', { notFound: { heading: 'Lost?', text: 'Try the home page.', links: [] }, footer: { links: [] } });
    expect(drawn.host.querySelector('h1')!.textContent).toBe('Not-found page site.config.yaml');
    expect(drawn.host.querySelector('.panel > p.hint')!.textContent).toBe('What a visitor sees at an address no page answers.');
    expect(drawn.host.querySelector('legend')!.textContent).toBe('Not-found page');
    expect(control('Heading').value).toBe('Lost?');
    type('Heading', 'Page not found');
    expect(drawn.edits).toEqual([{ op: 'set', path: ['notFound', 'heading'], value: 'Page not found' }]);
  });

  it('names the group by its label, not its title', () => {
    draw('links', { links: {} });
    expect(drawn.host.querySelector('h1')!.textContent).toBe('Link templates site.config.yaml');
    expect(drawn.host.querySelector('legend')!.textContent).toBe('Templates');
  });

  it('offers to add the key when the file has none', () => {
    draw('notFound', { footer: { links: [] } });
    act(() => button('Add not-found page')!.click());
    expect(drawn.edits).toEqual([{ op: 'set', path: ['notFound'], value: {} }]);
  });

  it('offers to add the key when site.config.yaml is not read yet (or is not a mapping)', () => {
    draw('notFound', undefined);
    expect(button('Add not-found page')).toBeDefined();
    draw('notFound', null);
    expect(button('Add not-found page')).toBeDefined();
  });
});
