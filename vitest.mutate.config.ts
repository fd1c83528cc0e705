import { defineConfig } from 'vitest/config';

// The tests StrykerJS runs for every mutant (npm run mutate): the engine tests on fixtures and the
// request guard's. They need no virtual modules, so the site plugin stays out, and one shared
// module graph (isolate: false) keeps a run per mutant short.
export default defineConfig({
  test: {
    include: ['tests/engine/**/*.test.{ts,tsx}', 'tests/lib/**/*.test.{ts,tsx}', 'tests/server/request-guard.test.ts'],
    environment: 'node',
    isolate: false,
    // Stryker's instrumented parser takes more stack per level, so 3,000 nested levels overflow at
    // another depth and give other problems: that test pins the plain build (npm run test:engine).
    testNamePattern: /^(?!.*indentation nested thousands of levels deep)/,
  },
});
