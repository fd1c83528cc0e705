import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadDocuments } from '../../../dev/content-store/documents';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'seed-documents-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("the local content store's seed files", () => {
  it('reads one document a line, blank lines skipped, files in name order', () => {
    writeFileSync(join(dir, 'b.ndjson'), '{"_id":"t-2","_type":"testimonials"}\n');
    writeFileSync(join(dir, 'a.ndjson'), '{"_id":"t-1","_type":"testimonials"}\n\n   \n');
    expect(loadDocuments(dir).map((document) => document._id)).toEqual(['t-1', 't-2']);
  });

  it("a line that is not JSON is named by file and line (counted from 1), with the parser's error as its cause", () => {
    writeFileSync(join(dir, 'testimonials.ndjson'), '{"_id":"t-1","_type":"testimonials"}\n{"_id":"t-2",\n');
    let thrown: Error | undefined;
    try {
      loadDocuments(dir);
    } catch (error) {
      thrown = error as Error;
    }
    expect(thrown?.message).toMatch(
      new RegExp(`^${join(dir, 'testimonials.ndjson')}:2: this line is not valid JSON \\(.+\\)\\. Each line must hold one whole document\\.$`),
    );
    expect(thrown?.cause).toBeInstanceOf(SyntaxError);
  });

  it('an _id used twice names both places', () => {
    writeFileSync(join(dir, 'testimonials.ndjson'), '{"_id":"t-1","_type":"testimonials"}\n{"_id":"t-1","_type":"testimonials"}\n');
    const file = join(dir, 'testimonials.ndjson');
    expect(() => loadDocuments(dir)).toThrow(`${file}:2: _id "t-1" is already used at ${file}:1; every document needs its own _id`);
  });

  it('a document without a string _id or _type, or with an empty one, is refused', () => {
    for (const line of ['{"_id":"t-1"}', '{"_id":"","_type":"testimonials"}', '{"_id":"t-1","_type":""}', '["t-1"]']) {
      writeFileSync(join(dir, 'testimonials.ndjson'), `${line}\n`);
      expect(() => loadDocuments(dir), line).toThrow('testimonials.ndjson:1: a document needs a string _id and a string _type');
    }
  });
});
