import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../src/config/problem';
import { strictProblems } from '../../src/config/strict';
import { fixtureFile, loadFixture } from '../helpers/fixture-site';

/** What npm run validate -- --strict adds for the fixture site with `site.config.yaml` swapped in. */
function strictLines(siteConfig = fixtureFile('site.config.yaml')) {
  const result = loadFixture({ 'site.config.yaml': siteConfig });
  if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
  return strictProblems(result.model, result.sources).map(formatProblem);
}

describe('--strict: addresses still on placeholder hosts', () => {
  it('names each link template, the chat widget and the public URL on a placeholder host, in that order, at its line and column', () => {
    const withChat = `${fixtureFile('site.config.yaml')}chatWidget: { src: "https://chat.example.com/widget.js" }\n`;
    expect(strictLines(withChat)).toEqual([
      'site.config.yaml:24:16 links.shop.url: https://shop.example.com/buy points at the placeholder host shop.example.com; set the real target. [LE601]',
      [
        'site.config.yaml:25:17 links.order.url: https://shop.example.com/order points at the placeholder host shop.example.com; set the real target. [LE601]',
        '  25 |   order: { url: "https://shop.example.com/order", tracking: true, takes: [minutes, users, setupfee, …',
        '     |                 ^',
      ].join('\n'),
      'site.config.yaml:26:17 links.apply.url: https://forms.example.com/apply points at the placeholder host forms.example.com; set the real target. [LE601]',
      'site.config.yaml:42:20 chatWidget.src: https://chat.example.com/widget.js is on the placeholder host chat.example.com; set the real address of the live-chat widget. [LE601]',
      "site.config.yaml:8:12 publicUrl: https://acme.example is the placeholder host acme.example; set the site's real address. [LE601]",
    ]);
  });

  it('has nothing to say once every address is real, and without a chat widget', () => {
    const real = fixtureFile('site.config.yaml').replaceAll('example.com', 'acme.co.za').replace('https://acme.example', 'https://www.acme.co.za');
    expect(strictLines(real)).toEqual([]);
    expect(strictLines(`${real}chatWidget: { src: "https://chat.acme.co.za/widget.js" }\n`)).toEqual([]);
  });
});
