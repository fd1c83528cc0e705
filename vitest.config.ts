import { defineConfig } from 'vitest/config';

/**
 * Time-outs only catch a test that hangs; they must never decide a verdict. Vitest's 5 s failed
 * rendering, prerender and server tests at load 18-20 on 2 cores (issue 29): these leave room for
 * a machine 5x slower than an idle one. A test that waits for something to happen uses fake
 * timers or a stub it controls, never a short real deadline.
 */
const ROOM_FOR_A_SLOW_MACHINE = { testTimeout: 60_000, hookTimeout: 120_000 };

/**
 * A plain configuration: no plugin, nothing imported but vitest's own. No test imports the site's
 * virtual modules (src/vite/site-plugin.ts; only the browser entry src/client/main.ts does, and
 * the builds the tests start bring their own plugin), and loading the plugin here cost every run
 * the engine's whole config loader before the first test, about three times a unit test file's own
 * time (docs/decisions/42-tests-under-load.md). `--configLoader runner` is no longer
 * needed; npm's scripts still pass it, which costs little now.
 *
 * A hook that fails or times out fails its file and the run (exit code 1); vitest 4 lists that
 * file's tests as skipped under the error, so read the "Failed Suites" section, not the count.
 */

/** The engine tests of a folder that also holds site tests (a brace of one name matches nothing). */
const named = (folder: string, names: string[]) => `tests/${folder}/${names.length === 1 ? names[0] : `{${names.join(',')}}`}.test.{ts,tsx}`;

/**
 * The engine project: the engine on its fixture site (tests/fixtures/site) and small inline
 * fixtures, passing whatever the shipped copy says. tests/ mirrors the code's folders, so most sit
 * beside the site tests of their folder and are named here: a new engine test in such a folder
 * joins its list, or it runs with the site tests. tests/architecture/test-layout.test.ts checks
 * that each name is a file. The mutation tests start from this list (vitest.mutate.config.ts).
 */
export const ENGINE_TESTS = [
  'tests/lib/**/*.test.{ts,tsx}',
  'tests/resolve/**/*.test.{ts,tsx}',
  named('blocks', ['carousel-links', 'island-types']),
  named('client', ['confetti-duration']),
  named('config', [
    'catalogue',
    'config-files',
    'cross-file-checks',
    'experiment-checks',
    'flow-lines',
    'invisible-characters',
    'languages',
    'load',
    'missing-key-position',
    'money-text-warnings',
    'more-edges',
    'never-crash',
    'paste-warnings',
    'placeholder-problems',
    'plain-messages',
    'plain-types',
    'problem-format',
    'problem-output',
    'reserved-paths',
    'schema-at-null',
    'schema-at',
    'strict',
    'syntax-edges',
    'syntax-flow',
    'syntax-lists-quotes',
    'syntax-long-lines',
    'syntax-messages',
    'syntax-spaces',
    'syntax-where-trailing',
    'syntax-where',
    'translation-pairs',
    'translation-skeleton',
    'type-words',
    'validate-problems',
    'walk-objects',
    'warnings-city-quoted',
    'warnings',
    'yaml-source',
    'zod-problems',
  ]),
  named('experiments', ['experiments']),
  named('prerender', ['cities', 'city-templates']),
  named('render', ['document-head', 'language-pages']),
  named('routes', ['routes']),
  named('vite', ['brand']),
];

export default defineConfig({
  test: {
    projects: [
      {
        // The engine on its fixture site (tests/fixtures/site) and small inline fixtures: passes
        // whatever the shipped copy says.
        extends: true,
        test: {
          name: 'engine',
          include: ENGINE_TESTS,
          environment: 'node',
          ...ROOM_FOR_A_SLOW_MACHINE,
        },
      },
      {
        // Site tests: this site's pages, copy, prices and paths (site acceptance), and the parts that need them.
        extends: true,
        test: {
          name: 'site',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/e2e/**', ...ENGINE_TESTS],
          environment: 'node',
          ...ROOM_FOR_A_SLOW_MACHINE,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
