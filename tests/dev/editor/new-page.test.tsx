// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NewPage as PageToMake } from '../../../dev/editor/requests';
import { NewPage } from '../../../dev/editor/ui/NewPage';

// React warns unless it knows the test drives updates through act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let host: HTMLElement;
let made: PageToMake[];
beforeEach(() => {
  made = [];
  host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  act(() =>
    root.render(
      <NewPage
        pages={[{ file: 'pages/home.yaml', name: 'Home' }]}
        blocks={['hero', 'faq']}
        create={async (page) => {
          made.push(page);
          return { status: 200 as const, file: `pages/${page.slug}.yaml`, message: 'Made.', files: {} };
        }}
      />,
    ),
  );
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

const field = (label: string) => host.querySelector<HTMLInputElement>(`#${[...host.querySelectorAll('label')].find((l) => l.textContent === label)!.htmlFor}`)!;
/** Type into a field as a marketer does: React hears the input event. */
function type(label: string, text: string) {
  const input = field(label);
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('a new page', () => {
  it("proposes the file name and the path from the page's name", () => {
    type('Name', 'Spring Offer');
    expect(field('File name').value).toBe('spring-offer');
    expect(field('Path of the page').value).toBe('/spring-offer');
  });

  it('keeps a file name the marketer typed when the name changes afterwards', () => {
    type('Name', 'Spring Offer');
    type('File name', 'offer-2027');
    type('Name', 'Spring Offer Extended');
    expect(field('File name').value).toBe('offer-2027');
    expect(field('Path of the page').value).toBe('/spring-offer-extended');
  });
});
