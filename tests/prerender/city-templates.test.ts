import { describe, expect, it } from 'vitest';
import { createTemplatedRenderer } from '../../src/prerender/city-templates';
import { createRenderer } from '../../src/render/render-page';
import { inlineModel, siteConfig } from '../helpers/inline-site';

// A comparison cell longer than 20 characters gets a wider column: the block measures its text,
// so with {city} in a cell the HTML depends on the city's length, not only on where it goes.
const page = `name: Compare
paths:
  - /
  - /compare/{city}
meta: { title: "Compare{city}", description: Compare. }
sections:
  - type: comparison-table
    heading: Compare{city}
    caption: Prices
    columns: [Us]
    rows: [{ label: Where, cells: ["Cheap{city}"] }]
`;

describe('city pages from a template', () => {
  it('match a direct render even when a block measures the city text', () => {
    const model = inlineModel({ 'site.config.yaml': siteConfig(), 'pages/compare.yaml': page });
    const direct = createRenderer(model, { scripts: [], styles: [] });
    const templated = createTemplatedRenderer(model, { scripts: [], styles: [] });
    for (const path of ['/compare/durban', '/compare/port-elizabeth']) {
      expect(templated(path).html === direct(path).html, path).toBe(true);
    }
    expect(direct('/compare/durban').html).toContain('<td><span class="cell-label" aria-hidden="true">Us</span>Cheap In Durban</td>');
    expect(direct('/compare/port-elizabeth').html).toContain(
      '<td class="is-long"><span class="cell-label" aria-hidden="true">Us</span>Cheap In Port Elizabeth</td>',
    );
  });
});
