// @ts-check
/**
 * Mutation testing of the pure rules, the engine core, the server, the report, the experiments and
 * the client script's parts that run in happy-dom (npm run mutate; not in CI). One folder at a time:
 * MUTATE_TESTS='tests/events/**' npx stryker run stryker.config.mjs --mutate 'src/events/report.ts,src/events/stats.ts'
 * (vitest.mutate.config.ts).
 * Incremental: a rerun only tries the mutants whose code or covering tests changed since the last
 * run, from .cache/stryker/incremental.json (kept out of git; delete it, or pass --force, for a full run).
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutate.config.ts' },
  mutate: [
    'src/lib/**/*.ts',
    'src/routes/**/*.ts',
    'src/config/**/*.ts',
    'src/resolve/**/*.ts',
    'src/server/**/*.ts',
    // Runs on a render thread, out of Stryker's reach (its mutants cannot be switched on there).
    '!src/server/render-thread-worker.ts',
    'src/events/**/*.ts',
    'src/experiments/**/*.ts',
    // The client script's parts that run in happy-dom (its browser defaults too); the boot and entry
    // scripts that wire them, the islands' React and the confetti are covered by tests/e2e.
    'src/client/{beacon,early-input,hydrate-schedule,tracking,first-paint,island-near,celebrate-press,menu,draw-all}.ts',
  ],
  coverageAnalysis: 'perTest',
  // Mutants in module-level constants (regexes, tables) would need a fresh module graph per mutant.
  ignoreStatic: true,
  incremental: true,
  incrementalFile: '.cache/stryker/incremental.json',
  concurrency: 2,
  timeoutMS: 10_000,
  tempDirName: '.cache/stryker/tmp',
  ignorePatterns: ['dist', '.cache', 'bench/results.json', 'test-results', 'screenshots'],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: '.cache/stryker/report.html' },
  jsonReporter: { fileName: '.cache/stryker/report.json' },
  thresholds: { high: 90, low: 80, break: null },
};
