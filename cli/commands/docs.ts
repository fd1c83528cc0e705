import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { blocksDoc, DOCS_FILE } from '../../dev/docs/blocks-doc';
import { ERRORS_FILE, errorsDoc } from '../../dev/docs/errors-doc';
import { siteExampleTexts } from '../../dev/docs/site-examples';
import { jsonSchemaFiles } from '../../schemas/json-schema';
import { ENGINE_ROOT } from '../../src/lib/engine-root';
import { ROOT_OPTION } from '../args';
import type { Command } from '../command';
import { loadForCommand, siteRoot } from '../site-folder';

/**
 * The reference for a site's marketers: docs/blocks.md (its examples fitted to the site's own link
 * templates and pictures, so each validates there) and docs/errors.md, written into the site folder.
 * In this repo it also writes the JSON Schema editors read (tests fail while one is stale); an
 * installed engine's schemas are never rewritten.
 */
export const command: Command = {
  spec: {
    name: 'docs',
    summary: "write the site's reference: docs/blocks.md (examples fitted to the site), docs/errors.md; in the engine's repo also schemas/json/*.json",
    options: { ...ROOT_OPTION },
  },
  async run(values) {
    const root = siteRoot(values.root);
    const { model } = loadForCommand(root, 'write the docs');
    const examples = siteExampleTexts(model.site, (src) => existsSync(join(root, 'public', src)));
    const files: Record<string, string> = { [DOCS_FILE]: blocksDoc(examples), [ERRORS_FILE]: errorsDoc() };
    if (resolve(root) === resolve(ENGINE_ROOT)) Object.assign(files, jsonSchemaFiles());
    for (const [name, text] of Object.entries(files)) {
      const file = join(root, name);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, text);
      console.log(`wrote ${relative(process.cwd(), file)}`);
    }
    return 0;
  },
};
