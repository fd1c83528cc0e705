import { describe, expect, it } from 'vitest';
import { inlineScripts } from '../../bench/first-view';

describe('the first view counts every inline script that runs', () => {
  it('takes the boot script and untyped or module scripts, not JSON data or fetched scripts', () => {
    const html = [
      '<script data-entry="/assets/main.js">boot()</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script>plain()</script>',
      "<script type='module'>mod()</script>",
      '<script src="/assets/chat.js"></script>',
      '<script data-type="x" type="text/javascript">typed()</script>',
    ].join('\n');
    expect(inlineScripts(html)).toEqual(['boot()', 'plain()', 'mod()', 'typed()']);
  });
});
