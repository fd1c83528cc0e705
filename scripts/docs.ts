import { writeFileSync } from 'node:fs';
import { blocksDoc, DOCS_FILE } from './docs/blocks-doc';
import { ERRORS_FILE, errorsDoc } from './docs/errors-doc';

/**
 * `npm run docs`: regenerate docs/blocks.md from the block schemas and docs/errors.md from the
 * error catalogue (a test fails while either is stale).
 */
writeFileSync(DOCS_FILE, blocksDoc());
console.log(`wrote ${DOCS_FILE}`);
writeFileSync(ERRORS_FILE, errorsDoc());
console.log(`wrote ${ERRORS_FILE}`);
