import { defineConfig } from 'vitest/config';
import { sharedAliases } from './config/aliases.mjs';

// Mini-program tests: the compiled dist/weapp pages in WeChat's miniprogram-simulate,
// against the real test server. Run after `npm run build:weapp` (npm test does).
export default defineConfig({
  resolve: { alias: sharedAliases },
  test: {
    include: ['test/weapp/**/*.weapp.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // The build's modules are one app per process: each file gets its own fork, one at a time.
    maxWorkers: 1,
    fileParallelism: false,
  },
});
