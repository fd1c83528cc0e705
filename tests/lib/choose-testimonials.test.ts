import { describe, expect, it } from 'vitest';
import { chooseTestimonials } from '../../src/lib/choose-testimonials';

const all = [
  { name: 'Thandeka', services: ['phone-system'] },
  { name: 'Pieter', services: ['tender-bids', 'tender-finance'] },
  { name: 'Ayesha', services: ['invoice-finance'] },
  { name: 'Old quote' },
  { name: 'Johan', services: ['tender-finance'] },
];

describe('chooseTestimonials: the testimonials a page shows', () => {
  it('keeps those about any named service and those about none in particular, in the order given, without their services', () => {
    expect(chooseTestimonials(all, ['tender-finance', 'invoice-finance'])).toEqual([
      { name: 'Pieter' },
      { name: 'Ayesha' },
      { name: 'Old quote' },
      { name: 'Johan' },
    ]);
    expect(chooseTestimonials(all, ['phone-system'])).toEqual([{ name: 'Thandeka' }, { name: 'Old quote' }]);
  });

  it('keeps all of them when the page names no service, and only the general ones when no testimonial is about the named one', () => {
    expect(chooseTestimonials(all, []).map((t) => t.name)).toEqual(['Thandeka', 'Pieter', 'Ayesha', 'Old quote', 'Johan']);
    expect(chooseTestimonials(all, ['bakkie-hire'])).toEqual([{ name: 'Old quote' }]);
    expect(
      chooseTestimonials(
        all.filter((t) => t.services),
        ['bakkie-hire'],
      ),
    ).toEqual([]);
  });
});
