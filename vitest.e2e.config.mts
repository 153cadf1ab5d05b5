import { defineConfig } from 'vitest/config';
import { sharedAliases } from './config/aliases.mjs';

// Browser tests: the real server with the real H5 build, driven in Chromium.
// Run after `npm run build:h5` (npm test does).
export default defineConfig({
  resolve: { alias: sharedAliases },
  test: {
    include: ['test/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    // Generous for two cores at load 8 shared with Chromium; a journey waits for what
    // it needs to see, and runs once: a test that passes only on a retry hides a defect.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // One browser at a time: two cores, and Chromium is the heavy part.
    maxWorkers: 1,
    fileParallelism: false,
  },
});
