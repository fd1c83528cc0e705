import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { madeFromFile } from '../../src/config/languages/file-names';
import { recordedText, recordNew } from '../../src/config/languages/made-from';
import { textCounts } from '../../src/config/languages/translated-summary';
import { ROOT_OPTION, UsageError } from '../args';
import type { Command } from '../command';
import { loadForCommand, siteRoot } from '../site-folder';

/**
 * Where each language's translations stand (issue 56): per translated file, its texts translated,
 * stale (the default text changed since it was translated) and with no record; --record writes
 * translations/<tag>/made-from.yaml, so validate notices when a default text changes afterwards.
 */
export const command: Command = {
  spec: {
    name: 'translations',
    summary: 'per language and file: texts translated, stale and missing; --record TAG records what the translations were made from',
    options: {
      ...ROOT_OPTION,
      record: {
        type: 'string',
        value: 'TAG',
        description:
          'record, for each translated text of that language with no record yet, the default text it translates (in translations/TAG/made-from.yaml)',
      },
      stale: { type: 'boolean', description: 'with --record: also record the stale texts as checked against their new default text' },
    },
  },
  async run(values) {
    const root = siteRoot(values.root);
    let { model } = loadForCommand(root, 'read the translations');
    const from = model.language?.name ?? 'English';
    if (!model.editions?.length) {
      console.log('This site has one language: site.config.yaml declares no others under languages:.');
      return 0;
    }
    const tag = typeof values.record === 'string' ? values.record : undefined;
    if (values.stale === true && tag === undefined)
      throw new UsageError('--stale goes with --record TAG: it records the stale texts of that language as checked.');
    if (tag !== undefined) {
      const edition = model.editions.find((entry) => entry.language.tag === tag);
      if (!edition?.texts)
        throw new UsageError(`--record ${tag}: the site's other languages are ${model.editions.map((entry) => entry.language.tag).join(', ')}.`);
      const file = madeFromFile(tag);
      writeFileSync(join(root, file), recordedText(edition.language.name, edition.texts.files, recordNew(values.stale === true)));
      console.log(`wrote ${file}`);
      model = loadForCommand(root, 'read the translations').model;
    }
    for (const { language, texts } of model.editions ?? []) {
      if (!texts) continue;
      console.log(`${language.name} (${language.tag}, ${language.prefix}): ${textCounts(texts, language.tag, from)}`);
      for (const [file, list] of texts.files) {
        const count = (state: string) => list.filter((text) => text.state === state).length;
        console.log(`  ${file}: ${list.length} translated, ${count('stale')} stale${count('unrecorded') > 0 ? `, ${count('unrecorded')} with no record` : ''}`);
      }
    }
    return 0;
  },
};
