import { describe, expect, it } from 'vitest';
import { auditReport, carriesLanding, templateOf } from '../../audit/link-audit';
import type { LinkTemplate } from '../../schemas/link-templates';

const links: Record<string, LinkTemplate> = {
  apply: { url: 'https://forms.acme.co.za/apply', tracking: true, takes: [] },
  order: { url: 'https://shop.acme.co.za/order', tracking: true, takes: ['minutes'] },
  chat: { url: 'https://wa.me/27100000000', tracking: false, takes: [] },
  'chat-hire': { url: 'https://wa.me/27100000000', params: { text: 'Hi, I want a bakkie' }, tracking: false, takes: [] },
  unused: { url: 'https://blog.acme.co.za/', tracking: false, takes: [] },
};

const LANDING = 'utm_source=audit-source&utm_medium=audit-medium&utm_campaign=audit+campaign&utm_content=audit-content&utm_term=audit-term&affid=AUDIT-AFF';

describe('the link audit', () => {
  it('names the template a URL was built from, preferring the one whose fixed params it carries', () => {
    expect(templateOf(links, `https://forms.acme.co.za/apply?${LANDING}`)).toBe('apply');
    expect(templateOf(links, 'https://wa.me/27100000000')).toBe('chat');
    expect(templateOf(links, 'https://wa.me/27100000000?text=Hi%2C+I+want+a+bakkie')).toBe('chat-hire');
    expect(templateOf(links, 'https://forms.acme.co.za/other')).toBeUndefined();
  });

  it('checks all six values of the landing, not just their names', () => {
    expect(carriesLanding(`https://forms.acme.co.za/apply?${LANDING}`)).toBe(true);
    expect(carriesLanding(`https://forms.acme.co.za/apply?${LANDING.replace('affid=AUDIT-AFF', 'affid=')}`)).toBe(false);
    expect(carriesLanding('https://forms.acme.co.za/apply?utm_source=audit-source')).toBe(false);
  });

  it('fails a tracked template whose link left without the values, on the page where it did', () => {
    const { rows, unknown } = auditReport(links, [
      { page: '/', opened: `https://forms.acme.co.za/apply?${LANDING}` },
      { page: '/finance', opened: 'https://forms.acme.co.za/apply' },
      { page: '/', opened: `https://shop.acme.co.za/order?minutes=250&${LANDING}` },
      { page: '/bakkie', opened: 'https://wa.me/27100000000?text=Hi%2C+I+want+a+bakkie' },
      { page: '/', opened: 'https://elsewhere.example/' },
    ]);
    expect(rows).toEqual([
      { template: 'apply', tracked: true, pages: ['/', '/finance'], followed: 2, carried: 1, ok: false },
      { template: 'order', tracked: true, pages: ['/'], followed: 1, carried: 1, ok: true },
      { template: 'chat', tracked: false, pages: [], followed: 0, carried: 0, ok: true },
      { template: 'chat-hire', tracked: false, pages: ['/bakkie'], followed: 1, carried: 0, ok: true },
      { template: 'unused', tracked: false, pages: [], followed: 0, carried: 0, ok: true },
    ]);
    expect(unknown).toEqual([{ page: '/', opened: 'https://elsewhere.example/' }]);
  });

  it("fails an untracked template that hands the visitor's campaign to a third party", () => {
    const { rows } = auditReport(links, [{ page: '/', opened: `https://wa.me/27100000000?${LANDING}` }]);
    expect(rows.find((row) => row.template === 'chat')).toMatchObject({ followed: 1, ok: false });
  });
});
