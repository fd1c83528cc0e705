import { describe, expect, it } from 'vitest';
import type { Page } from '../../schemas/page';
import { createResolver } from '../../src/resolve/resolve-page';
import { fixtureModel } from '../helpers/fixture-site';

// The resolve stage on the fixture site: every value below can be read off its YAML.
const TESTIMONIAL = { name: 'Ann', feedback: 'Good.', company: 'Ann Ltd', image: { src: '/media/ann.svg', width: 160, height: 160 } };
const resolver = () => {
  const model = fixtureModel();
  const pageOf = (id: string) => model.pages.find((entry) => entry.id === id)!.page;
  return { resolve: createResolver(model.site, { testimonials: [TESTIMONIAL] }), pageOf, site: model.site };
};

describe('createResolver on the fixture site', () => {
  it('resolves the finance page for Durban: meta, a hero with a value on its link and a link with params, the shared section, nav and footer', () => {
    const { resolve, pageOf } = resolver();
    expect(resolve.page(pageOf('finance'), ' In Durban')).toEqual({
      meta: { title: 'Finance In Durban', description: 'Up to 70% of an invoice in two days In Durban.', keywords: [], offers: [] },
      sections: [
        {
          type: 'hero',
          heading: 'Invoice finance In Durban',
          claims: [],
          actions: [
            { label: 'Apply', style: 'primary', href: 'https://forms.example.com/apply?ref=hero', tracked: true, template: 'apply', celebrate: false },
            { label: 'Chat', style: 'primary', href: 'https://wa.me/27100000000?text=Hello+Acme', tracked: false, template: 'chat', celebrate: false },
          ],
        },
      ],
      shared: [{ type: 'copy', id: 'contact', heading: 'Talk to us In Durban', paragraphs: ['Call R49 lines at 59c a minute.'], bullets: [] }],
      chrome: {
        // The fixture names none: the frame's own words are the defaults.
        frameTexts: {
          skipLink: 'Skip to main content',
          links: 'Main',
          more: 'More',
          openMenu: 'Open menu',
          closeMenu: 'Close menu',
          menuLinks: 'Mobile',
          footerLinks: 'Footer',
        },
        nav: [
          { label: 'Phones', to: '/' },
          { label: 'Finance', to: '/finance' },
          { label: 'Contact', to: '#contact' },
          { label: 'Shop', style: 'primary', href: 'https://shop.example.com/buy', tracked: true, template: 'shop' },
        ],
        footer: {
          links: [
            { label: 'Home', to: '/' },
            { label: 'Privacy', to: '/privacy' },
          ],
        },
        notFound: { heading: 'Not here', text: 'Try the home page.', links: [{ label: 'Home', to: '/' }] },
      },
    });
  });

  it('turns value names into numbers and gives an order link the keys the cards pass', () => {
    const { resolve, pageOf } = resolver();
    const home = resolve.page(pageOf('home'), '');
    expect(home.meta.offers).toEqual([{ name: 'Setup', price: 199, currency: 'ZAR' }]);
    expect(home.sections[2]).toMatchObject({
      type: 'plan-cards',
      heading: 'Plans',
      pricePerMinute: 0.59,
      rentalPerUser: 49,
      order: { label: 'Order', style: 'primary', href: 'https://shop.example.com/order', tracked: true, takes: ['minutes', 'users', 'setupfee', 'product'] },
      plans: [{ name: 'Solo', setupFee: 199, defaultMinutes: 100, defaultUsers: 1 }],
    });
  });

  it('leaves the shared sections off a page that turns them off', () => {
    const { resolve, pageOf } = resolver();
    expect(resolve.page(pageOf('privacy'), '').shared).toEqual([]);
  });

  it('adds the testimonials to a testimonials block, and the brand phone and address to about-contact', () => {
    const { resolve } = resolver();
    const page = {
      name: 'x',
      paths: ['/x'],
      sharedSections: false,
      meta: { title: 'x', description: 'x' },
      sections: [
        { type: 'testimonials', heading: 'Clients', label: 'Clients' },
        { type: 'about-contact', heading: 'About', paragraphs: ['Us'] },
      ],
    } as unknown as Page;
    const [testimonials, about] = resolve.page(page, '').sections;
    expect(testimonials).toMatchObject({ type: 'testimonials', heading: 'Clients', testimonials: [TESTIMONIAL] });
    expect(about).toMatchObject({ type: 'about-contact', heading: 'About', phone: '+27 10 000 0000', address: ['1 Main Road', 'Durban'] });
    expect(about).not.toHaveProperty('testimonials');
    expect(testimonials).not.toHaveProperty('phone');
  });

  it("keeps a link's context, style and hidden flag", () => {
    const { resolve } = resolver();
    const page = {
      name: 'x',
      paths: ['/x'],
      sharedSections: false,
      meta: { title: 'x', description: 'x' },
      sections: [
        {
          type: 'hero',
          heading: 'H',
          actions: [
            { label: 'Buy', link: 'shop', context: 'a phone{city}', style: 'secondary' },
            { label: 'Gone', link: 'shop', hidden: true },
          ],
        },
      ],
    } as unknown as Page;
    expect(resolve.page(page, ' In Durban').sections[0]).toMatchObject({
      actions: [{ label: 'Buy', context: 'a phone In Durban', style: 'secondary', href: 'https://shop.example.com/buy', tracked: true }],
    });
  });

  it('keeps a number as it is, and refuses a value name or a link template validation would have reported', () => {
    const { resolve } = resolver();
    const withOffer = {
      name: 'x',
      paths: ['/x'],
      meta: { title: 'x', description: 'x', offers: [{ name: 'A', price: 'nope' }] },
      sections: [],
    } as unknown as Page;
    const fixed = { ...withOffer, meta: { title: 'x', description: 'x', offers: [{ name: 'A', price: 99 }] } } as unknown as Page;
    expect(resolve.page(fixed, '').meta.offers).toEqual([{ name: 'A', price: 99 }]);
    expect(() => resolve.page(withOffer, '')).toThrow('Value "nope" is not defined under values: in site.config.yaml; npm run validate reports where.');
    const withLink = {
      name: 'x',
      paths: ['/x'],
      meta: { title: 'x', description: 'x' },
      sections: [{ type: 'hero', heading: 'H', actions: [{ label: 'A', link: 'gone' }] }],
    } as unknown as Page;
    expect(() => resolve.page(withLink, '')).toThrow('Link template "gone" is missing; npm run validate reports this.');
  });
});
