// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Edit } from '../../../dev/editor/edits';
import { Fields, type FieldContext } from '../../../dev/editor/ui/field-context';
import { SiteForm } from '../../../dev/editor/ui/SiteForm';
import { SITE_FORMS } from '../../../dev/editor/ui/site-forms';

// React warns unless it knows the test drives updates through act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let edits: Edit[];
let root: Root;
let host: HTMLElement;
beforeEach(() => {
  edits = [];
  host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

const form = (key: string) => SITE_FORMS.find((f) => f.key === key)!;
function draw(key: string, config: unknown) {
  const context: FieldContext = {
    file: 'site.config.yaml',
    edit: (edit) => edits.push(edit),
    problems: [],
    links: [],
    values: [],
    media: [],
    pagePaths: [],
    upload: async () => undefined,
    itemKeys: () => [],
  };
  act(() =>
    root.render(
      <Fields.Provider value={context}>
        <SiteForm form={form(key)} config={config} />
      </Fields.Provider>,
    ),
  );
}
const button = (name: string) => [...host.querySelectorAll('button')].find((b) => b.textContent === name);
const control = (label: string) =>
  host.querySelector<HTMLInputElement>(`#${[...host.querySelectorAll('label')].find((l) => l.textContent === label)!.htmlFor}`)!;
function type(label: string, text: string) {
  const input = control(label);
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('a site form', () => {
  it("draws its key of site.config.yaml under the form's title, and an edit names that key", () => {
    draw('notFound', { notFound: { heading: 'Lost?', text: 'Try the home page.', links: [] }, footer: { links: [] } });
    expect(host.querySelector('h1')!.textContent).toBe('Not-found page site.config.yaml');
    expect(host.querySelector('.panel > p.hint')!.textContent).toBe('What a visitor sees at an address no page answers.');
    expect(host.querySelector('legend')!.textContent).toBe('Not-found page');
    expect(control('Heading').value).toBe('Lost?');
    type('Heading', 'Page not found');
    expect(edits).toEqual([{ op: 'set', path: ['notFound', 'heading'], value: 'Page not found' }]);
  });

  it('names the group by its label, not its title', () => {
    draw('links', { links: {} });
    expect(host.querySelector('h1')!.textContent).toBe('Link templates site.config.yaml');
    expect(host.querySelector('legend')!.textContent).toBe('Templates');
  });

  it('offers to add the key when the file has none', () => {
    draw('notFound', { footer: { links: [] } });
    act(() => button('Add not-found page')!.click());
    expect(edits).toEqual([{ op: 'set', path: ['notFound'], value: {} }]);
  });

  it('offers to add the key when site.config.yaml is not read yet (or is not a mapping)', () => {
    draw('notFound', undefined);
    expect(button('Add not-found page')).toBeDefined();
    draw('notFound', null);
    expect(button('Add not-found page')).toBeDefined();
  });
});
