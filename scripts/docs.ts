import { writeFileSync } from 'node:fs';
import { blocksDoc, DOCS_FILE } from '../dev/docs/blocks-doc';

/** `npm run docs`: regenerate docs/blocks.md from the block schemas (a test fails while it is stale). */
writeFileSync(DOCS_FILE, blocksDoc());
console.log(`wrote ${DOCS_FILE}`);
