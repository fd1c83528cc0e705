import { describe, expect, it } from 'vitest';
import { svgDataUrl } from '../../src/lib/svg-data-url';

describe('svgDataUrl', () => {
  it('keeps an attribute that holds quotes whole (the logo names its font in them)', () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="48">\n  <text font-family="system-ui,'Segoe UI'" fill="#0b2545">Tola&amp;Biz</text>\n</svg>\n`;
    expect(svgDataUrl(svg)).toBe(
      'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 width=%22180%22 height=%2248%22%3E %3Ctext font-family=%22system-ui,%27Segoe UI%27%22 fill=%22%230b2545%22%3ETola%26amp;Biz%3C/text%3E %3C/svg%3E',
    );
    expect(decodeURIComponent(svgDataUrl(svg).slice('data:image/svg+xml,'.length))).toBe(svg.trim().replace(/\s+/g, ' '));
  });

  it('writes letters outside ASCII as UTF-8 escapes', () => {
    expect(svgDataUrl('<svg><title>Kaapstad – Ø</title></svg>')).toBe('data:image/svg+xml,%3Csvg%3E%3Ctitle%3EKaapstad %E2%80%93 %C3%98%3C/title%3E%3C/svg%3E');
  });
});
