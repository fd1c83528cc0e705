import { defineConfig } from 'vitest/config';
import { sitePlugin } from './src/vite/site-plugin';

export default defineConfig({
  plugins: [sitePlugin()],
  test: {
    projects: [
      {
        // The engine on its fixture site (tests/fixtures/site) and small inline fixtures: passes
        // whatever the shipped copy says.
        extends: true,
        test: {
          name: 'engine',
          include: ['tests/engine/**/*.test.{ts,tsx}', 'tests/lib/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        // Site tests: this site's pages, copy, prices and paths (site acceptance), and the parts that need them.
        extends: true,
        test: {
          name: 'site',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/e2e/**', 'tests/engine/**', 'tests/lib/**'],
          environment: 'node',
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
