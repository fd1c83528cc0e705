// ESLint (issue 59): typescript-eslint's recommended type-checked rules, no unused names, no import
// circle in src/, dev/ or cli/. Formatting is prettier's (.prettierrc.json), not a lint rule.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

// The .mjs and .js files run in Node: the globals of the Node that runs the lint.
const nodeGlobals = Object.fromEntries(Object.getOwnPropertyNames(globalThis).map((name) => [name, 'readonly']));

export default defineConfig(
  // tests/fixtures/lint/ breaks the rules on purpose; tests/architecture/lint.test.ts lints it alone.
  globalIgnores(['dist/', 'lib/', '**/node_modules/', 'tests/fixtures/']),
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: nodeGlobals },
  },
  {
    files: ['src/**', 'dev/**', 'cli/**', 'tests/fixtures/lint/**'],
    extends: [importX.flatConfigs.typescript],
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'] })] },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
