// The request core's order for a site with conversion providers (src/core/dispatch.ts): the
// providers' postbacks and their thank-you links reach the conversions step with the methods each
// is sent with; a site without providers answers both paths as it answers any unknown page.
import { describe, expect, it } from 'vitest';
import { createDispatch } from '../../src/core/dispatch';
import { routeTable } from '../../src/core/route-table';
import { shippedModel } from '../helpers/load-fixture';

const table = routeTable(shippedModel());
const ask = (conversions: boolean, method: string, target: string) =>
  createDispatch(table, { events: true, content: false, conversions })({ method, target, cookie: undefined, https: true });

describe('a request to a conversion path', () => {
  it("takes a provider's postback (POST /__conversions) and a thank-you link (GET and HEAD /__conversions/thanks) to the conversions step", () => {
    expect(ask(true, 'POST', '/__conversions')).toEqual({ kind: 'conversions' });
    expect(ask(true, 'GET', '/__conversions/thanks?provider=finance-forms&clickid=abc&t=1&sig=00')).toEqual({ kind: 'conversions' });
    expect(ask(true, 'HEAD', '/__conversions/thanks')).toEqual({ kind: 'conversions' });
    // POST to the thank-you link too: src/core/thank-you-link.ts answers it 405.
    expect(ask(true, 'POST', '/__conversions/thanks')).toEqual({ kind: 'conversions' });
  });

  it('refuses a POST to a conversion path on a site without providers, as to any page (405)', () => {
    expect(ask(false, 'POST', '/__conversions/thanks')).toMatchObject({ kind: 'answer', status: 405 });
    expect(ask(false, 'POST', '/__conversions')).toMatchObject({ kind: 'answer', status: 405 });
    expect(ask(false, 'GET', '/__conversions/thanks')).toMatchObject({ kind: 'site', path: '/__conversions/thanks' });
  });
});
