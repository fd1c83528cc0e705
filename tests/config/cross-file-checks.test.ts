import { describe, expect, it } from 'vitest';
import { fixtureFile, fixtureProblems } from '../helpers/fixture-site';

// Rules across files (src/config/check.ts) on the fixture site, each message pinned whole.
const page = (body: string) => `name: Fixture\nmeta:\n  title: Fixture\n  description: A fixture page.\n${body}`;

describe('links, paths and ids across files', () => {
  it('accepts a value the template takes, an internal link with a query or fragment, and an anchor of a section on any page', () => {
    const links = page(
      'paths: [/links]\nsections:\n  - type: buttons\n    buttons:\n      - { label: Apply, link: apply, values: { ref: x1 } }\n  - type: copy\n    id: more\n    heading: More\n',
    );
    const site = fixtureFile('site.config.yaml').replace('to: /privacy }', 'to: "/privacy?from=footer#top" }').replace('to: "#contact"', 'to: "#more"');
    expect(fixtureProblems({ 'pages/links.yaml': links, 'site.config.yaml': site })).toEqual([]);
  });

  it('names the values a template takes when it does not take the one given', () => {
    expect(
      fixtureProblems({
        'pages/v.yaml': page('paths: [/v]\nsections:\n  - type: buttons\n    buttons:\n      - { label: Order, link: order, values: { ref: x } }\n'),
      }),
    ).toEqual([
      'pages/v.yaml:9:53 sections[0].buttons[0].values.ref: Link template "order" does not take "ref"; it takes minutes, users, setupfee, product. Remove the value or add it to the template\'s takes list. [LE303]',
    ]);
  });

  it('names only the missing keys when a template takes some of what the cards pass', () => {
    const site = fixtureFile('site.config.yaml').replace('takes: [minutes, users, setupfee, product]', 'takes: [minutes, users]');
    expect(fixtureProblems({ 'site.config.yaml': site })).toEqual([
      'pages/home.yaml:29:34 sections[2].order.link: Link template "order" must take minutes, users, setupfee, product here, but does not take setupfee, product. Add them to its takes list in site.config.yaml or pick another template. [LE302]',
    ]);
  });

  it('checks links in site.config.yaml too, and does not suggest a template far from the name', () => {
    const site = fixtureFile('site.config.yaml').replace('{ label: Shop, link: shop }', '{ label: Shop, link: storefront }');
    expect(fixtureProblems({ 'site.config.yaml': site })).toEqual([
      'site.config.yaml:14:26 nav[3].link: Unknown link template "storefront". Define it under links: in site.config.yaml. [LE301]',
    ]);
  });

  it("refuses a literal path that another page's {city} form answers, on the lines of both files (issue 40)", () => {
    expect(fixtureProblems({ 'pages/zz.yaml': page('paths: [/phones/durban]\nsections:\n  - type: copy\n    heading: Durban\n') })).toEqual([
      'pages/home.yaml:5:5 paths[2]: Path /phones/{city} also answers /phones/durban, a path of pages/zz.yaml (paths[0]). Rename one of them so each path belongs to one page. [LE307]',
      'pages/zz.yaml:5:9 paths[0]: Path /phones/durban is also answered by /phones/{city} in pages/home.yaml. Rename one of them so each path belongs to one page. [LE307]',
    ]);
  });

  it('sees one path in two spellings: case, a trailing slash, another placeholder name', () => {
    expect(
      fixtureProblems({ 'pages/zz.yaml': page('paths:\n  - /PRIVACY/\n  - /{city}-finance/{product}\nsections:\n  - type: copy\n    heading: Twin\n') }),
    ).toEqual([
      'pages/zz.yaml:6:5 paths[0]: Path /PRIVACY/ is already claimed by pages/privacy.yaml (paths[0]). A path belongs to one page: remove it from one of them. [LE306]',
      'pages/zz.yaml:7:5 paths[1]: Path /{city}-finance/{product} is already claimed by pages/finance.yaml (paths[4]). A path belongs to one page: remove it from one of them. [LE306]',
    ]);
  });

  it('refuses a section id a shared section uses, unless the page turns shared sections off', () => {
    const body = (shared: string) => page(`paths: [/ids]\n${shared}sections:\n  - { type: copy, id: contact, heading: A }\n`);
    expect(fixtureProblems({ 'pages/ids.yaml': body('') })).toEqual([
      'pages/ids.yaml:7:23 sections[0].id: Section id "contact" is already used by a shared section in site.config.yaml. Pick another id. [LE309]',
    ]);
    expect(fixtureProblems({ 'pages/ids.yaml': body('sharedSections: false\n') })).toEqual([]);
  });

  it('lets the same id appear on two pages', () => {
    const one = page('paths: [/one]\nsections:\n  - { type: copy, id: plans, heading: A }\n');
    const two = page('paths: [/two]\nsections:\n  - { type: copy, id: plans, heading: B }\n');
    expect(fixtureProblems({ 'pages/one.yaml': one, 'pages/two.yaml': two })).toEqual([]);
  });

  it("tells /phones-in- from /phones-in-{city}, and lets a page's own {city} form answer its literal path", () => {
    expect(fixtureProblems({ 'pages/zz.yaml': page('paths: [/phones-in-]\nsections:\n  - type: copy\n    heading: In\n') })).toEqual([]);
    expect(fixtureProblems({ 'pages/deal.yaml': page('paths:\n  - /deal-day\n  - /deal-{city}\nsections:\n  - type: copy\n    heading: Deal\n') })).toEqual([]);
  });
});

describe('testimonialServices on a page with or without the shared sections', () => {
  // The shared testimonials block (site.config.yaml) is the only one that lists phone-systems.
  const site = fixtureFile('site.config.yaml').replace(
    'sharedSections:\n',
    'sharedSections:\n  - type: testimonials\n    heading: What our clients say\n    label: Client testimonials\n    services: [phone-systems]\n',
  );
  const withShared = (shared: string) => page(`paths: [/t]\n${shared}testimonialServices: [phone-systems]\nsections:\n  - type: copy\n    heading: Why\n`);

  it('a page showing the shared sections may name a service only the shared block lists', () => {
    expect(fixtureProblems({ 'site.config.yaml': site, 'pages/t.yaml': withShared('') })).toEqual([]);
    expect(fixtureProblems({ 'site.config.yaml': site, 'pages/t.yaml': withShared('sharedSections: true\n') })).toEqual([]);
  });

  it('a page with sharedSections: false shows no shared block, so naming that service is refused', () => {
    expect(fixtureProblems({ 'site.config.yaml': site, 'pages/t.yaml': withShared('sharedSections: false\n') })).toEqual([
      'pages/t.yaml:7:23 testimonialServices[0]: No testimonials block lists the service "phone-systems". Use one of them, or add it to the services: list of the testimonials block in site.config.yaml. [LE341]',
    ]);
  });

  it('a page with sharedSections: false may name a service its own testimonials block lists', () => {
    const own = withShared('sharedSections: false\n').replace(
      '  - type: copy\n',
      '  - type: testimonials\n    heading: Clients\n    label: Client testimonials\n    services: [phone-systems]\n  - type: copy\n',
    );
    expect(fixtureProblems({ 'site.config.yaml': site, 'pages/t.yaml': own })).toEqual([]);
  });
});
