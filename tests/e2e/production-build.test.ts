import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';

const baseUrl = inject('baseUrl');

describe('what the browser tests are served', () => {
  it("is React's production build: no served chunk carries the development build", async () => {
    const manifest = JSON.parse(readFileSync(join(inject('distDir'), '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
    const scripts = Object.values(manifest)
      .map((chunk) => chunk.file)
      .filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(5);
    let reactDom = 0;
    for (const file of scripts) {
      const response = await fetch(`${baseUrl}/${file}`);
      expect(response.status, file).toBe(200);
      const text = await response.text();
      expect(text, `${file} carries the development JSX runtime`).not.toMatch(/jsxDEV|jsx-dev-runtime/);
      expect(text, `${file} carries react-dom's development build`).not.toContain('Download the React DevTools');
      if (text.includes('__reactContainer$')) reactDom += 1;
    }
    expect(reactDom, 'react-dom was not among the served chunks').toBe(1);
  });
});
