import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { jsonSchemaFiles } from '../schemas/json-schema';

/** `npm run schema`: regenerate the JSON Schema files that editors use for autocompletion. */
for (const [file, text] of Object.entries(jsonSchemaFiles())) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  console.log(`wrote ${file}`);
}
