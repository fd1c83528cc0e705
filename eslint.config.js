// ESLint (issue 59): typescript-eslint's recommended type-checked rules, no unused names, no import
// circle in src/, dev/ or cli/. Formatting is prettier's (.prettierrc.json), not a lint rule.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

// The .mjs and .js files run in Node: the globals of the Node that runs the lint.
const nodeGlobals = Object.fromEntries(Object.getOwnPropertyNames(globalThis).map((name) => [name, 'readonly']));

export default defineConfig(
  // What .gitignore leaves out (builds, caches, the tests' bundles), and the fixtures: tests/fixtures/lint/
  // breaks the rules on purpose (tests/architecture/lint.test.ts lints it alone).
  globalIgnores([
    // As .gitignore writes them: unanchored ones at any depth (CI builds examples/starter/dist/ before npm test).
    '**/node_modules/',
    '**/dist/',
    'lib/',
    '**/cloudflare/',
    '**/.wrangler/',
    '**/.cache/',
    '**/test-results/',
    '**/screenshots/',
    'data/',
    '**/.vite/',
    '**/*.previous-*/',
    'tests/fixtures/',
  ]),
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // `const { key: _key, ...rest } = value` leaves a key out: the names tsc's noUnusedLocals also lets pass.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      // Async methods implement Promise interfaces (stores, commands, fakes); dropping `async` would make their throws synchronous.
      '@typescript-eslint/require-await': 'off',
      // Objects here are closures, not classes: taking `take` or `resolve` off one is the house pattern (the one class, LruCache, is never taken apart).
      '@typescript-eslint/unbound-method': 'off',
      // String(value) of what YAML or SQL gave (unknown) is deliberate, in messages and inputs; the rule cannot tell it from an accident.
      '@typescript-eslint/no-base-to-string': 'off',
    },
  },
  {
    // Regular expressions that find control characters (printable text, YAML, headers, event fields) on purpose.
    rules: { 'no-control-regex': 'off' },
  },
  {
    // The bench rejects with execFile's error, an Error whose type (an Omit of ExecException) the rule does not see as one.
    files: ['bench/**'],
    rules: { '@typescript-eslint/prefer-promise-reject-errors': 'off' },
  },
  {
    // A test or the bench reads JSON (an answer's body, a file, a child's last line) as any and checks its shape.
    files: ['tests/**', 'bench/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
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
