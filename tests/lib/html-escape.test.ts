import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonForScript } from '../../src/lib/html-escape';

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`Tom & Jerry's <b>"deal"</b>`)).toBe('Tom &amp; Jerry&#39;s &lt;b&gt;&quot;deal&quot;&lt;/b&gt;');
    expect(escapeHtml('plain text')).toBe('plain text');
  });
});

describe('jsonForScript', () => {
  it('writes JSON no </script>, <!-- or line separator can break', () => {
    expect(jsonForScript({ name: '</script><!--', note: 'a\u2028b\u2029c' })).toBe('{"name":"\\u003c/script>\\u003c!--","note":"a\\u2028b\\u2029c"}');
    expect(JSON.parse(jsonForScript({ name: '</script>' }))).toEqual({ name: '</script>' });
  });
});
