import { defineConfig } from 'vitest/config';

// The tests StrykerJS runs for every mutant (npm run mutate): the engine tests on fixtures and the
// request guard's. They need no virtual modules, so the site plugin stays out, and one shared
// module graph (isolate: false) keeps a run per mutant short.
export default defineConfig({
  test: {
    include: ['tests/engine/**/*.test.{ts,tsx}', 'tests/lib/**/*.test.{ts,tsx}', 'tests/server/request-guard.test.ts'],
    environment: 'node',
    isolate: false,
  },
});
