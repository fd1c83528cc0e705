import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/engine';
import { ROOT } from '../helpers/load-fixture';

// A marketer renames the starter (brand.name) and forgets the footer note, the WhatsApp text and
// the Afrikaans texts: validate --strict lists each, at its line (issue 61).
describe('validate --strict: the name the site started with', () => {
  const dir = mkdtempSync(join(tmpdir(), 'started-as-'));
  cpSync(join(ROOT, 'examples/starter'), dir, { recursive: true });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const config = join(dir, 'site.config.yaml');
  const starter = readFileSync(config, 'utf8');
  const validate = (...args: string[]) => runCli(['validate', ...args], { cwd: dir });
  const OLD =
    'is the name this site started with, and brand.name is now "Acme Cycles". Write the new name here, or delete brand.startedAs in site.config.yaml once no text says the old one. [LE602]';

  it('says nothing while the starter keeps its name', () => {
    writeFileSync(config, starter);
    const result = validate('--strict');
    expect(result.stderr).not.toContain('LE602');
    expect(result.stdout + result.stderr).not.toContain('the name the site started with');
  });

  it('lists every text that still says Harbour Bikes once brand.name changed, and fails --strict', () => {
    writeFileSync(config, starter.replace('  name: Harbour Bikes\n', '  name: Acme Cycles\n'));
    const plain = validate();
    expect(plain.status).toBe(0);
    expect(plain.stdout).toContain('8 texts still say Harbour Bikes, the name the site started with (validate --strict lists them).');
    const strict = validate('--strict');
    expect(strict.status).toBe(1);
    expect(strict.stderr).toContain(`site.config.yaml:32:9 footer.note: "Harbour Bikes" ${OLD}`);
    expect(strict.stderr).toContain(`site.config.yaml:19:22 titleTemplate: "Harbour Bikes" ${OLD}`);
    expect(strict.stderr).toContain(`translations/af/site.yaml:17:9 footer.note: "Harbour Bikes" ${OLD}`);
    expect(strict.stderr).toContain(`pages/privacy.yaml:7:20 meta.description: "Harbour Bikes" ${OLD}`);
    expect(strict.stderr).not.toContain('brand.startedAs: "Harbour Bikes"');
    expect(strict.stderr).toContain('8 texts with the old name Harbour Bikes');
  });

  it('says nothing once the texts are renamed too, even with startedAs kept', () => {
    writeFileSync(config, starter.replaceAll('Harbour Bikes', 'Acme Cycles').replace('  startedAs: Acme Cycles\n', '  startedAs: Harbour Bikes\n'));
    for (const file of ['translations/af/site.yaml', 'translations/af/pages/privacy.yaml', 'pages/privacy.yaml']) {
      writeFileSync(join(dir, file), readFileSync(join(dir, file), 'utf8').replaceAll('Harbour Bikes', 'Acme Cycles'));
    }
    const result = validate('--strict');
    expect(result.stderr).not.toContain('LE602');
  });
});
