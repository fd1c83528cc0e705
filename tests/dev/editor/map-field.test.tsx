// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Edit } from '../../../dev/editor/edits';
import { Fields, type FieldContext } from '../../../dev/editor/ui/field-context';
import { MapField } from '../../../dev/editor/ui/MapField';

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

function draw(valueSchema: z.core.$ZodType, value: unknown) {
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
        <MapField valueSchema={valueSchema} path={['links', 'apply', 'values']} value={value} label="Values" />
      </Fields.Provider>,
    ),
  );
}
const button = (name: string) => [...host.querySelectorAll('button')].find((b) => b.textContent === name)!;
const newName = () => host.querySelector<HTMLInputElement>('#f-site_config_yaml-links-apply-values-new')!;
function typeName(text: string) {
  const input = newName();
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('named entries', () => {
  it('draws each entry with its name and a Remove that takes that entry out', () => {
    draw(z.string(), { utm: 'spring', ref: 'mail' });
    expect([...host.querySelectorAll('.map-entry label')].map((l) => l.textContent)).toEqual(['utm', 'ref']);
    act(() => button('Remove ref').click());
    expect(edits).toEqual([{ op: 'unset', path: ['links', 'apply', 'values', 'ref'] }]);
  });

  it('adds an entry under the name typed, without its spaces, and empties the name', () => {
    draw(z.number(), {});
    expect(button('Add to values').disabled).toBe(true);
    typeName('   ');
    expect(button('Add to values').disabled).toBe(true);
    typeName('  amount ');
    expect(button('Add to values').disabled).toBe(false);
    act(() => button('Add to values').click());
    expect(edits).toEqual([{ op: 'set', path: ['links', 'apply', 'values', 'amount'], value: 0 }]);
    expect(newName().value).toBe('');
  });
});
