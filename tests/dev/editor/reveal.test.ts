// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { idOf } from '../../../dev/editor/ui/field-context';
import { reveal } from '../../../dev/editor/ui/reveal';

const FILE = 'pages/tour.yaml';

afterEach(() => document.body.replaceChildren());

describe('a refusal takes the marketer to the field it names', () => {
  it('opens every closed section around the field and puts the cursor in it', () => {
    document.body.innerHTML = `<details id="outer"><summary>Sections</summary><details id="inner"><summary>More fields</summary>
      <label id="${idOf(FILE, ['sections', 0, 'heading'])}">Heading <input name="heading"></label></details></details>`;
    expect(reveal(FILE, ['sections', 0, 'heading'])).toBe(true);
    expect(document.querySelector<HTMLDetailsElement>('#outer')!.open).toBe(true);
    expect(document.querySelector<HTMLDetailsElement>('#inner')!.open).toBe(true);
    expect(document.activeElement).toBe(document.querySelector('input[name="heading"]'));
  });

  it('a field that is itself a control gets the cursor', () => {
    document.body.innerHTML = `<select id="${idOf(FILE, ['experiments', 0, 'status'])}"><option>running</option></select>`;
    expect(reveal(FILE, ['experiments', 0, 'status'])).toBe(true);
    expect(document.activeElement?.id).toBe(idOf(FILE, ['experiments', 0, 'status']));
  });

  it('a place with no field of its own goes to the nearest field around it, however far up', () => {
    document.body.innerHTML = `<fieldset id="${idOf(FILE, ['experiments', 0])}"><input name="id"></fieldset>`;
    expect(reveal(FILE, ['experiments', 0, 'variants', 1, 'weight'])).toBe(true);
    expect(document.activeElement).toBe(document.querySelector('input[name="id"]'));
  });

  it('a key at the top of the file is a field too', () => {
    document.body.innerHTML = `<input id="${idOf(FILE, ['title'])}">`;
    expect(reveal(FILE, ['title', 'text'])).toBe(true);
    expect(document.activeElement?.id).toBe(idOf(FILE, ['title']));
  });

  it('a place with no field around it at all: nothing found, the cursor stays', () => {
    document.body.innerHTML = `<input id="${idOf('pages/other.yaml', ['title'])}">`;
    expect(reveal(FILE, ['title'])).toBe(false);
    expect(document.activeElement).toBe(document.body);
  });
});
