import { describe, expect, it } from 'vitest';
import { parseYaml } from '../../src/config/yaml-source';

const TEXT = [
  'name: Home',
  'meta:',
  '  title: "Phones{city}"',
  'sections:',
  '  - type: copy',
  '    heading: &h Hello {cty}',
  '  - type: copy',
  '    heading: *h',
  '',
].join('\n');

describe('where a YAML path is', () => {
  const parsed = () => parseYaml('pages/home.yaml', TEXT);

  it('reads the data and finds a node by its path, 1-based', () => {
    const { source, syntaxProblems } = parsed();
    expect(syntaxProblems).toEqual([]);
    expect(source.data).toEqual({
      name: 'Home',
      meta: { title: 'Phones{city}' },
      sections: [
        { type: 'copy', heading: 'Hello {cty}' },
        { type: 'copy', heading: 'Hello {cty}' },
      ],
    });
    expect(source.locate([])).toEqual({ line: 1, col: 1 });
    expect(source.locate(['meta', 'title'])).toEqual({ line: 3, col: 10 });
    // An anchored value starts after its anchor: Hello, not &h.
    expect(source.locate(['sections', 0, 'heading'])).toEqual({ line: 6, col: 17 });
  });

  it('points a missing key at its nearest parent, and an alias at the list item holding it', () => {
    const { source } = parsed();
    expect(source.locate(['meta', 'description'])).toEqual({ line: 3, col: 3 });
    expect(source.locate(['sections', 5, 'heading'])).toEqual({ line: 5, col: 3 });
    expect(source.locate(['sections', 1, 'heading'])).toEqual({ line: 7, col: 5 });
  });

  it('finds a key itself, or the mapping when the key is not there', () => {
    const { source } = parsed();
    expect(source.locateKey(['meta'], 'title')).toEqual({ line: 3, col: 3 });
    expect(source.locateKey(['meta'], 'nope')).toEqual({ line: 3, col: 3 });
    expect(source.locateKey(['name'], 'x')).toEqual({ line: 1, col: 7 });
  });

  it('places a problem at a needle inside the text, or at the text when the needle is not in it', () => {
    const { source } = parsed();
    expect(source.problemAt(['sections', 0, 'heading'], '{cty}', 'unknownPlaceholder', 'Unknown')).toEqual({
      file: 'pages/home.yaml',
      line: 6,
      col: 23,
      path: 'sections[0].heading',
      code: 'LE404',
      message: 'Unknown',
    });
    expect(source.problemAt(['sections', 0, 'heading'], '{nope}', 'unknownPlaceholder', 'Unknown')).toEqual({
      file: 'pages/home.yaml',
      line: 6,
      col: 17,
      path: 'sections[0].heading',
      code: 'LE404',
      message: 'Unknown',
    });
    expect(source.problem(['meta', 'title'], 'textTooLong', 'Too long')).toEqual({
      file: 'pages/home.yaml',
      line: 3,
      col: 10,
      path: 'meta.title',
      code: 'LE224',
      message: 'Too long',
    });
  });

  it('turns an offset into a line and column, clamped to the text', () => {
    const { source } = parsed();
    expect(source.at(0)).toEqual({ line: 1, col: 1 });
    expect(source.at(11)).toEqual({ line: 2, col: 1 });
    expect(source.at(-5)).toEqual({ line: 1, col: 1 });
    expect(source.at(TEXT.length + 50)).toEqual(source.at(TEXT.length));
  });

  it('has no document for the warnings when the file could not be read, but still locates what YAML did read', () => {
    const { source, syntaxProblems } = parseYaml('pages/bad.yaml', 'a: [1\n');
    expect(syntaxProblems).toHaveLength(1);
    expect(source.doc).toBeUndefined();
    expect(source.data).toBeUndefined();
    expect(source.locate(['a'])).toEqual({ line: 1, col: 4 });
    expect(source.locateKey(['a'], 'b')).toEqual({ line: 1, col: 4 });
  });

  it('reads an empty file as no data, with no problem', () => {
    const { source, syntaxProblems } = parseYaml('pages/empty.yaml', '');
    expect(syntaxProblems).toEqual([]);
    expect(source.data).toBe(null);
  });

  it('names the control character of a binary file at its line and column', () => {
    const { syntaxProblems } = parseYaml('pages/bin.yaml', 'name: x\nmeta: \u0007\n');
    expect(syntaxProblems.map((p) => `${p.line}:${p.col} ${p.message}`)).toEqual([
      '2:7 This file contains the control character U+0007, so it is not plain text (a binary file, or text in another encoding). Save it as UTF-8 text.',
    ]);
    expect(parseYaml('pages/bin.yaml', '\nname: \u0007\n').syntaxProblems.map((p) => `${p.line}:${p.col}`)).toEqual(['2:7']);
    const replaced = parseYaml('pages/latin1.yaml', 'name: caf\uFFFD\n').syntaxProblems;
    expect(replaced.map((p) => `${p.line}:${p.col}`)).toEqual(['1:10']);
    expect(replaced[0]!.message).toContain('U+FFFD');
  });
});
