import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { blocksDoc, DOCS_FILE } from '../../dev/docs/blocks-doc';
import { ERRORS_FILE, errorsDoc } from '../../dev/docs/errors-doc';
import { jsonSchemaFiles } from '../../schemas/json-schema';
import { ENGINE_ROOT } from '../../src/lib/engine-root';
import type { Command } from '../command';

/** The engine's generated reference: docs/blocks.md, docs/errors.md and the JSON Schema editors read (tests fail while one is stale). */
export const command: Command = {
  spec: {
    name: 'docs',
    summary: "regenerate the engine's reference: docs/blocks.md, docs/errors.md and schemas/json/*.json",
    options: {},
  },
  async run() {
    const files: Record<string, string> = { [DOCS_FILE]: blocksDoc(), [ERRORS_FILE]: errorsDoc(), ...jsonSchemaFiles() };
    for (const [name, text] of Object.entries(files)) {
      const file = join(ENGINE_ROOT, name);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, text);
      console.log(`wrote ${relative(process.cwd(), file)}`);
    }
    return 0;
  },
};
