import { describe, expect, it } from 'vitest';
import { linkTemplateSchema } from '../../schemas/link-templates';

const problems = (input: unknown) => linkTemplateSchema.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('linkTemplateSchema: settings that would be dropped in silence', () => {
  it('accepts an https template with fixed params, values and tracking', () => {
    expect(problems({ url: 'https://forms.acme.co.za/invest', params: { form: '7' }, takes: ['ref'], tracking: true })).toEqual([]);
  });

  it('rejects params, takes and tracking on tel: and mailto: links', () => {
    expect(problems({ url: 'tel:+27105001234', tracking: true })).toEqual([
      'tracking: A tel: link opens the phone or mail app and carries no query parameters; remove tracking from this template',
    ]);
    expect(problems({ url: 'mailto:sales@acme.co.za', params: { subject: 'Quote' }, takes: ['ref'] })).toEqual([
      'params: A mailto: link opens the phone or mail app and carries no query parameters; remove params from this template',
      'takes: A mailto: link opens the phone or mail app and carries no query parameters; remove takes from this template',
    ]);
    expect(problems({ url: 'mailto:sales@acme.co.za?subject=Quote' })).toEqual([]);
  });

  it('rejects a fixed tracking key that the cookies would overwrite', () => {
    expect(problems({ url: 'https://forms.acme.co.za/apply', params: { utm_source: 'site', lang: 'en' }, tracking: true })).toEqual([
      "params.utm_source: utm_source comes from the visitor's cookies when tracking is true; remove it from params, or set tracking: false to send a fixed utm_source",
    ]);
    expect(problems({ url: 'https://forms.acme.co.za/apply', params: { utm_source: 'site' } })).toEqual([]);
  });

  it('rejects a fixed clickid on a tracked template: each press makes its own', () => {
    expect(problems({ url: 'https://forms.acme.co.za/apply', params: { clickid: 'x' }, tracking: true })).toEqual([
      'params.clickid: clickid is made new for each press when tracking is true; remove it from params',
    ]);
  });
});
