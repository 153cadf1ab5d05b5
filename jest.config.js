// Client tests: jsdom plus Taro's H5 runtime as @tarojs/test-utils-react sets it up
// (its jest preset: environment, globals, the '@tarojs/taro' H5 runtime and its set-up
// file), with what Taro 4 and this project need on top (test/client/support/jest.setup.js,
// docs/client.md "Client tests").
const path = require('node:path');
const defineJestConfig = require('@tarojs/test-utils-react/dist/jest').default;

const support = (file) => path.join(__dirname, 'test/client/support', file);
const taroUtilsSetup = require.resolve('@tarojs/test-utils-react/dist/jest/jest.setup.js');

module.exports = defineJestConfig({
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  testEnvironmentOptions: {
    url: 'http://localhost/app/',
    // Resolve packages' CommonJS entries; several Taro packages point "browser" at ESM.
    customExportConditions: ['node', 'node-addons'],
  },
  testMatch: ['<rootDir>/test/client/**/*.test.{ts,tsx}'],
  // See asyncUtilTimeout in jest.setup.js: a loaded machine is slow, not broken. A
  // page test makes several waits of up to 15 s each; at load 20 one took over 20 s.
  testTimeout: 60_000,
  // TEST_NOW=<ISO instant> runs the suite on that day (test/helpers/shifted-clock.setup.ts).
  setupFiles: [taroUtilsSetup, path.join(__dirname, 'test/helpers/shifted-clock.setup.ts'), support('jest.setup.js')],
  // jest's default is one worker fewer than the machine's cores: on two cores a single
  // worker, and the second core idles through the three client runs of npm test.
  maxWorkers: 2,
  // The preset stops at the first failing file; a run here reports them all.
  bail: 0,
  collectCoverageFrom: undefined,
  // The preset's transformer compiles with presets of its own; ours uses babel.config.js
  // (NutUI imported per component, as the builds do) and applies the same '@tarojs/taro'
  // rewrite to the preset's runtime.
  transform: {
    '^.+\\.(mjs|cjs|js|jsx|ts|tsx)$': support('jest-transform.js'),
    '\\.(png|jpe?g|gif|svg)$': support('file-transform.js'),
  },
  // Taro, NutUI and many of their dependencies (query-string, swiper, ...) ship ESM
  // only, so node_modules are transformed too, except large packages known to be CJS.
  transformIgnorePatterns: [
    '/node_modules/(react|react-dom|scheduler|mobx|mobx-react-lite|@babel|core-js|@testing-library|jest-[^/]+|@jest|babel-jest|pretty-format|jsdom)/',
  ],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'json'],
  moduleNameMapper: {
    // Taro builds pick index.<target>.ts; jsdom is a browser, so tests get the H5 host.
    '^@/platform$': '<rootDir>/src/platform/index.h5.ts',
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@common/(.*)$': '<rootDir>/src/common/$1',
    '^@gen/(.*)$': '<rootDir>/src/gen/$1',
    '^@locales/(.*)$': '<rootDir>/src/i18n/locales/$1',
    '\\.(css|scss)$': support('style-stub.js'),
  },
});
