import { describe, expect, it, vi } from 'vitest';
import { parseTestimonials, testimonialImageUrl } from '../../src/content/testimonials';

const image = { _type: 'image' as const, asset: { _ref: 'image-abc123-160x160-svg' } };
const good = { _id: 't1', imgurl: image, name: 'Thandeka', feedback: 'Sharp service.', company: 'Mokoena Plumbing' };
const log = () => ({ warn: vi.fn(), error: vi.fn() });

describe('parseTestimonials', () => {
  it('keeps valid items and skips bad ones with a warning naming them', () => {
    const l = log();
    const list = parseTestimonials([good, { ...good, _id: 't2', feedback: '' }, { ...good, _id: 't3', company: null }], l);
    expect(list.map((t) => [t._id, t.company])).toEqual([
      ['t1', 'Mokoena Plumbing'],
      ['t3', ''],
    ]);
    expect(l.warn).toHaveBeenCalledOnce();
    expect(l.warn.mock.calls[0]![0]).toMatch(/^Skipped testimonial 1 \(t2\): feedback: /);
  });

  it('skips an item whose image is not an image reference', () => {
    const l = log();
    expect(parseTestimonials([{ ...good, imgurl: { asset: { _ref: 'file-abc-pdf' } } }], l)).toEqual([]);
    expect(l.warn.mock.calls[0]![0]).toMatch(/imgurl\.asset\._ref/);
  });

  it('logs an error when the answer is not a list', () => {
    const l = log();
    expect(parseTestimonials({ result: [] }, l)).toEqual([]);
    expect(l.error).toHaveBeenCalledOnce();
  });
});

describe('testimonialImageUrl', () => {
  const config = { projectId: 'abc123xy', dataset: 'production' };

  it('points at the image CDN, sized 160 x 160, SVG left as it is', () => {
    expect(testimonialImageUrl(image, config)).toBe('https://cdn.sanity.io/images/abc123xy/production/abc123-160x160.svg?w=160&h=160');
  });

  it('asks for the best format for raster images', () => {
    const photo = { asset: { _ref: 'image-def456-800x600-jpg' } };
    expect(testimonialImageUrl(photo, config)).toMatch(
      /^https:\/\/cdn\.sanity\.io\/images\/abc123xy\/production\/def456-800x600\.jpg\?rect=100,0,600,600&w=160&h=160&auto=format$/,
    );
  });

  it('points at the local store when given one', () => {
    expect(testimonialImageUrl(image, config, { local: { url: 'http://127.0.0.1:3999' } })).toBe(
      'http://127.0.0.1:3999/images/abc123xy/production/abc123-160x160.svg?w=160&h=160',
    );
  });
});
