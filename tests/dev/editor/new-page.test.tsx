// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NewPage as PageToMake } from '../../../dev/editor/requests';
import { NewPage } from '../../../dev/editor/ui/NewPage';
import type { Problem } from '../../../src/config/problem';

// React warns unless it knows the test drives updates through act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let host: HTMLElement;
let made: PageToMake[];
/** The server's answer to the next page made; none: it is made. */
let refusal: { status: number; message: string; problems?: Problem[] } | undefined;
beforeEach(() => {
  made = [];
  refusal = undefined;
  host = document.body.appendChild(document.createElement('div'));
  root = createRoot(host);
  act(() =>
    root.render(
      <NewPage
        pages={[{ file: 'pages/home.yaml', name: 'Home' }]}
        blocks={['hero', 'faq']}
        create={async (page) => {
          made.push(page);
          if (refusal) return refusal;
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

  it('keeps a path the marketer typed when the name changes afterwards, and still proposes the file name', () => {
    type('Name', 'Spring Offer');
    type('Path of the page', '/offers/spring');
    type('Name', 'Spring Offer Extended');
    expect(field('Path of the page').value).toBe('/offers/spring');
    expect(field('File name').value).toBe('spring-offer-extended');
  });

  it('keeps both when the marketer typed the path and then the file name', () => {
    type('Name', 'Spring Offer');
    type('Path of the page', '/offers/spring');
    type('File name', 'offer-2027');
    type('Name', 'Autumn Offer');
    expect(field('Path of the page').value).toBe('/offers/spring');
    expect(field('File name').value).toBe('offer-2027');
  });
});

describe("the server's answer to a new page", () => {
  const submit = async () => {
    await act(async () => {
      host.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
  };
  const alert = () => [...host.querySelectorAll('[role=alert] p')].map((p) => p.textContent);

  it('made: nothing to say, and the page asked for is the one sent', async () => {
    type('Name', 'Spring Offer');
    await submit();
    expect(made).toEqual([{ slug: 'spring-offer', name: 'Spring Offer', path: '/spring-offer', from: { duplicate: 'pages/home.yaml' } }]);
    expect(host.querySelector('[role=alert]')).toBeNull();
  });

  it('refused: its message, and each problem by file, line and column', async () => {
    type('Name', 'Spring Offer');
    refusal = {
      status: 422,
      message: 'The new page would not validate.',
      problems: [{ file: 'pages/spring-offer.yaml', line: 3, col: 7, path: 'paths[0]', code: 'LE201', message: 'Unknown key "pathz".' }],
    };
    await submit();
    expect(alert()).toEqual(['The new page would not validate.', 'pages/spring-offer.yaml:3:7 paths[0]: Unknown key "pathz". [LE201]']);
  });

  it('refused without problems: its message alone', async () => {
    type('Name', 'Spring Offer');
    refusal = { status: 409, message: 'pages/spring-offer.yaml exists already.' };
    await submit();
    expect(alert()).toEqual(['pages/spring-offer.yaml exists already.']);
  });
});
