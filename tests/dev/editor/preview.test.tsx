// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { editorForm } from '../../helpers/editor-form';
import type { LiveDraft } from '../../../dev/editor/ui/live-draft';
import { Preview } from '../../../dev/editor/ui/Preview';

const drawn = editorForm();

const SAVED: LiveDraft = { draft: undefined, note: undefined };
const EXPERIMENT = { experiment: 'hero-copy', variants: ['control', 'bold'] };
function draw(live: LiveDraft, experiment: { experiment: string; variants: string[] } | undefined = undefined, saves = 3) {
  drawn.render(<Preview paths={['/tour']} cities={['durban']} products={[]} saves={saves} live={live} experiment={experiment} />);
}
const frameSrc = () => drawn.host.querySelector('iframe')!.getAttribute('src');
const openHref = () => drawn.host.querySelector('a')!.getAttribute('href');
const note = () => drawn.host.querySelector('p.live-note')!.textContent;
const variantSelect = () => drawn.host.querySelector<HTMLSelectElement>('#preview-variant');
function chooseVariant(name: string) {
  const select = variantSelect()!;
  act(() => {
    select.value = name;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe('the live page', () => {
  it('shows the saved page, numbered by the saves, when nothing is unsaved', () => {
    draw(SAVED);
    expect(frameSrc()).toBe('/tour?saved=3');
    expect(openHref()).toBe('/tour?saved=3');
    expect(drawn.host.querySelector('a')!.textContent).toBe('Open /tour');
    expect(note()).toBe('');
    expect(variantSelect()).toBeNull();
  });

  it('shows the newest draft that renders, and says so', () => {
    draw({ draft: 'd7', note: undefined });
    expect(frameSrc()).toBe('/tour?draft=d7');
    expect(openHref()).toBe('/tour?draft=d7');
    expect(note()).toBe('Shows your unsaved changes.');
  });

  it('says why it is behind the form when the newest draft does not render', () => {
    draw({ draft: 'd6', note: 'The live page shows your last change that worked: fix the 1 problem in the form and it follows your changes again.' });
    expect(frameSrc()).toBe('/tour?draft=d6');
    expect(note()).toBe('The live page shows your last change that worked: fix the 1 problem in the form and it follows your changes again.');
  });

  it("offers the experiment's variants, control first, and shows the one chosen", () => {
    draw(SAVED, EXPERIMENT);
    expect(drawn.host.querySelector('label[for=preview-variant]')!.textContent).toBe('Variant of hero-copy');
    expect([...variantSelect()!.options].map((o) => o.textContent)).toEqual(['control', 'bold']);
    expect(variantSelect()!.value).toBe('control');
    chooseVariant('bold');
    expect(frameSrc()).toBe('/tour?saved=3&variant=bold');
    expect(openHref()).toBe('/tour?saved=3&variant=bold');
  });

  it('goes back to the control when the chosen variant is renamed in the form', () => {
    draw(SAVED, EXPERIMENT);
    chooseVariant('bold');
    draw(SAVED, { experiment: 'hero-copy', variants: ['control', 'brave'] });
    expect(variantSelect()!.value).toBe('control');
    expect(frameSrc()).toBe('/tour?saved=3');
  });
});
