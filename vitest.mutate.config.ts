import { defineConfig } from 'vitest/config';
import { ENGINE_TESTS } from './vitest.config';

/**
 * The tests StrykerJS runs for every mutant (npm run mutate): the engine tests on fixtures, and the
 * tests of the server, the report, the experiments and the client script's parts that need no
 * build and no real browser (happy-dom at most). They need no virtual modules, so the site plugin stays out, and
 * one shared module graph (isolate: false) keeps a run per mutant short.
 * MUTATE_TESTS (globs separated by spaces) narrows them for a run on one folder, for instance
 * MUTATE_TESTS='tests/events/**' npx stryker run --mutate 'src/events/report.ts,src/events/stats.ts' (README).
 */
const ALL = [
  ...ENGINE_TESTS,
  'tests/events/**/*.test.ts',
  // Client tests with an @vitest-environment happy-dom line run there (the browser's own services).
  'tests/client/{beacon,beacon-browser,early-input,early-input-react,hydrate-schedule,hydrate-schedule-browser,tracking,tracking-dom,first-paint,island-near,celebrate-press,menu,restored}.test.{ts,tsx}',
  // Server tests on a stub build; those that build the site (server, bad-input, start), run nginx
  // or child processes are left to npm test.
  'tests/server/{request-guard,server-parts,byte-ranges,shipped-limits,event-intake,event-limits,experiment-assignment,client-address,respond,swr-cache,content-api,render-limits,render-pool,on-demand,content-routes,render-thread,server-answers,prepared-answers}.test.ts',
];

export default defineConfig({
  test: {
    include: process.env.MUTATE_TESTS ? process.env.MUTATE_TESTS.trim().split(/\s+/) : ALL,
    environment: 'node',
    isolate: false,
    // Stryker's instrumented parser takes more stack per level, so 3,000 nested levels overflow at
    // another depth and give other problems: that test pins the plain build (npm run test:engine).
    testNamePattern: /^(?!.*indentation nested thousands of levels deep)/,
    // A mutant runs under Stryker's instrumentation on a busy machine: room for a slower run.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
