import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockSchemas, type BlockType } from '../../schemas/blocks/index';
import { blocksDoc, DOCS_FILE, examplePage } from '../../scripts/docs/blocks-doc';
import { formatProblem } from '../../src/config/problem';
import { loadWith, ROOT } from '../helpers/load-fixture';

const types = blockSchemas.map((schema) => (schema.shape.type as unknown as { value: BlockType }).value);

describe('docs/blocks.md, the reference for marketers', () => {
  it('matches the schemas (run npm run docs if this fails)', () => {
    expect(readFileSync(join(ROOT, DOCS_FILE), 'utf8'), `${DOCS_FILE} is stale: run npm run docs`).toBe(blocksDoc());
  });

  it.each(types)('the %s example validates as written, without warnings', (type) => {
    const file = `pages/docs-example-${type}.yaml`;
    const result = loadWith({ [file]: examplePage(type) });
    expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([]);
    expect(result.warnings.map(formatProblem)).toEqual([]);
  });

  it('lists every block type with its fields', () => {
    const doc = blocksDoc();
    expect(doc).toContain('## plan-cards');
    expect(doc).toContain('| plans[].disc | number |  | `0` | Discount as a fraction of the monthly price: 0.1 takes 10% off. 0 for none. |');
    expect(doc).toContain('| plans[].defaultMinutes | whole number |  | `0` | The minute bundle the card starts with. Must be one of the block\'s bundles. |');
    for (const type of types) expect(doc).toContain(`\n## ${type}\n`);
  });
});
