// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { editorForm } from '../../helpers/editor-form';
import { z } from 'zod';
import { MapField } from '../../../dev/editor/ui/MapField';

const drawn = editorForm();

function draw(valueSchema: z.core.$ZodType, value: unknown) {
  drawn.form(<MapField valueSchema={valueSchema} path={['links', 'apply', 'values']} value={value} label="Values" />, { file: 'site.config.yaml' });
}
const button = (name: string) => [...drawn.host.querySelectorAll('button')].find((b) => b.textContent === name)!;
const newName = () => drawn.host.querySelector<HTMLInputElement>('#f-site_config_yaml-links-apply-values-new')!;
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
    expect([...drawn.host.querySelectorAll('.map-entry label')].map((l) => l.textContent)).toEqual(['utm', 'ref']);
    act(() => button('Remove ref').click());
    expect(drawn.edits).toEqual([{ op: 'unset', path: ['links', 'apply', 'values', 'ref'] }]);
  });

  it('adds an entry under the name typed, without its spaces, and empties the name', () => {
    draw(z.number(), {});
    expect(button('Add to values').disabled).toBe(true);
    typeName('   ');
    expect(button('Add to values').disabled).toBe(true);
    typeName('  amount ');
    expect(button('Add to values').disabled).toBe(false);
    act(() => button('Add to values').click());
    expect(drawn.edits).toEqual([{ op: 'set', path: ['links', 'apply', 'values', 'amount'], value: 0 }]);
    expect(newName().value).toBe('');
  });
});
