// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { editorForm } from '../../helpers/editor-form';
import { z } from 'zod';
import { imageSchema } from '../../../schemas/common';
import { link } from '../../../schemas/fields';
import { Field } from '../../../dev/editor/ui/Field';

const SITE = 'site.config.yaml';
const drawn = editorForm();

/** One file's form, as the editor page draws it: its edits kept; the server takes an upload as /media/team.jpg, 1200 × 800. */
function draw(node: React.ReactNode) {
  drawn.form(node, {
    file: SITE,
    links: ['apply', 'call'],
    media: ['/media/logo.svg'],
    upload: async () => ({ path: '/media/team.jpg', width: 1200, height: 800 }),
  });
}
const buttons = () => [...drawn.host.querySelectorAll('button')].map((b) => b.textContent);
const control = (label: string) => drawn.control<HTMLElement>(label);

describe("an image's fields", () => {
  it("offer an upload on the image's path, which fills in its width and height", async () => {
    draw(<Field schema={imageSchema} path={['hero', 'image']} value={{ src: '/media/old.jpg', alt: 'Our team', width: 10, height: 10 }} label="Image" />);
    const input = drawn.host.querySelector<HTMLInputElement>('input[type=file]')!;
    expect(input.closest('label')!.textContent).toBe('Upload an image for Src');
    Object.defineProperty(input, 'files', { value: [new File(['x'], 'team.jpg', { type: 'image/jpeg' })], configurable: true });
    await act(async () => {
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(drawn.edits).toEqual([
      { op: 'set', path: ['hero', 'image', 'src'], value: '/media/team.jpg' },
      { op: 'set', path: ['hero', 'image', 'width'], value: 1200 },
      { op: 'set', path: ['hero', 'image', 'height'], value: 800 },
    ]);
  });
});

describe('a group that applies unwritten (prefault)', () => {
  const colours = z.strictObject({ primary: z.string().default('#0a5') }).prefault({});

  it('draws its fields with their defaults, with no Add or Remove button', () => {
    draw(<Field schema={z.strictObject({ colours })} path={['brand']} value={{}} label="Brand" />);
    expect((control('Primary') as HTMLInputElement).placeholder).toBe('#0a5');
    expect(buttons()).not.toContain('Add colours');
    expect(buttons()).not.toContain('Remove colours');
  });

  it('offers Remove once written', () => {
    draw(<Field schema={z.strictObject({ colours })} path={['brand']} value={{ colours: { primary: '#123' } }} label="Brand" />);
    expect(buttons()).toContain('Remove colours');
  });
});

describe('a link', () => {
  it("offers the site's link names for its link, and plain text for its other fields", () => {
    const schema = link(z.strictObject({ label: z.string(), link: z.string() }));
    draw(<Field schema={schema} path={['cta']} value={{ label: 'Apply now', link: 'apply' }} label="Call to action" />);
    const chosen = control('Link') as HTMLSelectElement;
    expect(chosen.tagName).toBe('SELECT');
    expect([...chosen.options].map((o) => o.textContent)).toEqual(['Choose…', 'apply', 'call']);
    expect(chosen.value).toBe('apply');
    expect(control('Label').tagName).toBe('INPUT');
  });

  it('a field named link outside a link is plain text', () => {
    draw(<Field schema={z.strictObject({ link: z.string() })} path={['note']} value={{ link: 'https://example.org' }} label="Note" />);
    expect(control('Link').tagName).toBe('INPUT');
  });
});
