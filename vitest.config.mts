import { defineConfig } from 'vitest/config';
import { sharedAliases } from './config/aliases.mjs';

// The server suite and the tests of code shared by client and server. The
// client's own tests run under jest (jest.config.js).
export default defineConfig({
  resolve: { alias: sharedAliases },
  test: {
    include: ['test/server/**/*.test.ts', 'test/shared/**/*.test.ts'],
    // TEST_NOW=<ISO instant> runs the suite on that day (test/helpers/shifted-clock.setup.ts).
    setupFiles: ['test/helpers/shifted-clock.setup.ts'],
    // Migrates one database per run; each file's database is a copy of it.
    globalSetup: ['test/helpers/database-template.global-setup.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Booking tests run with a host time zone unlike any store's: nothing on
    // the server may read the host's local time. Set for the whole suite, not
    // by the files that care, so no file's result depends on another's set-up.
    env: { TZ: 'America/Los_Angeles' },
    pool: 'forks',
    maxWorkers: 2,
  },
});
