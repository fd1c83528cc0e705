import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';
import type { Edit } from '../../dev/editor/edits';
import { Fields, type FieldContext } from '../../dev/editor/ui/field-context';

// React warns unless it knows the test drives updates through act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * The editor's form parts drawn into happy-dom (tests/dev/editor/*.test.tsx, `@vitest-environment
 * happy-dom`): each test gets its own element in the page, unmounted after it. `form` draws them
 * inside one file's form, as the editor page does, and keeps the edits they send in `edits`.
 */
export function editorForm() {
  let root: Root;
  const drawn = {
    host: undefined as unknown as HTMLElement,
    edits: [] as Edit[],
    /** The control a label names (the labels there are listed when none is). */
    control<T extends HTMLElement = HTMLInputElement>(label: string): T {
      const labels = [...drawn.host.querySelectorAll('label')];
      const found = labels.find((l) => l.textContent === label);
      if (!found) throw new Error(`no label ${label}: ${labels.map((l) => l.textContent).join(' | ')}`);
      return drawn.host.querySelector<T>(`#${found.htmlFor}`)!;
    },
    /** Type into the input a label names as a marketer does: React hears the input event. */
    type(label: string, text: string) {
      const input = drawn.control(label);
      act(() => {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
    },
    /** Draw a part that needs no form around it. */
    render(node: ReactNode) {
      act(() => root.render(node));
    },
    /** Draw inside the form of `context.file`; what is not given is empty (no problems, names, media or upload). */
    form(node: ReactNode, context: Partial<FieldContext> & { file: string }) {
      const whole: FieldContext = {
        edit: (edit) => drawn.edits.push(edit),
        problems: [],
        links: [],
        values: [],
        media: [],
        pagePaths: [],
        upload: async () => undefined,
        itemKeys: () => [],
        ...context,
      };
      act(() => root.render(<Fields.Provider value={whole}>{node}</Fields.Provider>));
    },
  };
  beforeEach(() => {
    drawn.edits = [];
    drawn.host = document.body.appendChild(document.createElement('div'));
    root = createRoot(drawn.host);
  });
  afterEach(() => {
    act(() => root.unmount());
    drawn.host.remove();
  });
  return drawn;
}
