import { resolve } from 'node:path';
import { initSite } from '../init-site';
import type { Command } from '../command';

/** `landing-engine init [DIR]`: a new site folder from the starter, ready for npm install. */
export const command: Command = {
  spec: {
    name: 'init',
    summary: 'write a new site folder (a small starter site, package.json, .gitignore, a validate workflow)',
    word: { name: 'dir', value: 'DIR', description: 'the folder to write; default: the current folder (empty but for an npm install)' },
    options: { force: { type: 'boolean', description: "write into a folder that holds other files (the starter's own files are replaced)" } },
  },
  async run(values) {
    const shown = typeof values.dir === 'string' ? values.dir : '.';
    const target = resolve(shown);
    const written = initSite(target, { force: values.force === true, shown });
    const cd = typeof values.dir === 'string' ? values.dir : '';
    process.stdout.write(
      `Wrote a starter site in ${shown}:\n${written.map((file) => `  ${file}`).join('\n')}\n\nNext:\n${cd ? `  cd ${cd}\n` : ''}  npm install\n  npm run validate   every problem with file:line:column\n  npm run dev        http://localhost:5173, reloads on save\n  npm run build      dist/, for the reference server (npm start) or a static host\n`,
    );
    return 0;
  },
};
