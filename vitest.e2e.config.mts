import { defineConfig } from 'vitest/config';
import { sharedAliases } from './config/aliases.mjs';

// Browser tests: the real server with the real H5 build, driven in Chromium.
// Run after `npm run build:h5` (npm test does).
export default defineConfig({
  resolve: { alias: sharedAliases },
  test: {
    include: ['test/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    // A journey that fails runs once more: on two cores shared with Chromium a
    // page can outlast a wait. A real defect fails both times; a test that
    // passes only on its retry is named in npm test's summary as flaky.
    retry: 1,
    hookTimeout: 120_000,
    pool: 'forks',
    // One browser at a time: two cores, and Chromium is the heavy part.
    maxWorkers: 1,
    fileParallelism: false,
  },
});
