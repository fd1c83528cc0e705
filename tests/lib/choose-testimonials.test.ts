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
  it('keeps those about any named service, in the order given, without their services', () => {
    expect(chooseTestimonials(all, ['tender-finance', 'invoice-finance'])).toEqual([{ name: 'Pieter' }, { name: 'Ayesha' }, { name: 'Johan' }]);
    expect(chooseTestimonials(all, ['phone-system'])).toEqual([{ name: 'Thandeka' }]);
  });

  it('keeps all of them when the page names no service, and none when no testimonial is about the named one', () => {
    expect(chooseTestimonials(all, []).map((t) => t.name)).toEqual(['Thandeka', 'Pieter', 'Ayesha', 'Old quote', 'Johan']);
    expect(chooseTestimonials(all, ['bakkie-hire'])).toEqual([]);
  });
});
