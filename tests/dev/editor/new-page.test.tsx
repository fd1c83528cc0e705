// @vitest-environment happy-dom
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { editorForm } from '../../helpers/editor-form';
import type { NewPage as PageToMake } from '../../../dev/editor/requests';
import { NewPage } from '../../../dev/editor/ui/NewPage';
import type { Problem } from '../../../src/config/problem';

const drawn = editorForm();
let made: PageToMake[];
/** The server's answer to the next page made; none: it is made. */
let refusal: { status: number; message: string; problems?: Problem[] } | undefined;
beforeEach(() => {
  made = [];
  refusal = undefined;
  drawn.render(
    <NewPage
      pages={[{ file: 'pages/home.yaml', name: 'Home' }]}
      blocks={['hero', 'faq']}
      create={async (page) => {
        made.push(page);
        if (refusal) return refusal;
        return { status: 200 as const, file: `pages/${page.slug}.yaml`, message: 'Made.', files: {} };
      }}
    />,
  );
});

const { type, control: field } = drawn;

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
      drawn.host.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
  };
  const alert = () => [...drawn.host.querySelectorAll('[role=alert] p')].map((p) => p.textContent);

  it('made: nothing to say, and the page asked for is the one sent', async () => {
    type('Name', 'Spring Offer');
    await submit();
    expect(made).toEqual([{ slug: 'spring-offer', name: 'Spring Offer', path: '/spring-offer', from: { duplicate: 'pages/home.yaml' } }]);
    expect(drawn.host.querySelector('[role=alert]')).toBeNull();
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
