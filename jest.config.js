// Client tests: jsdom plus Taro's H5 runtime, as @tarojs/test-utils-react sets it up,
// adapted to Taro 4 (see test/client/support/jest.setup.js).
const path = require('node:path');

const support = (file) => path.join(__dirname, 'test/client/support', file);

module.exports = {
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  testEnvironmentOptions: {
    url: 'http://localhost/app/',
    // Resolve packages' CommonJS entries; several Taro packages point "browser" at ESM.
    customExportConditions: ['node', 'node-addons'],
  },
  testMatch: ['<rootDir>/test/client/**/*.test.{ts,tsx}'],
  // See asyncUtilTimeout in jest.setup.js: a loaded machine is slow, not broken.
  testTimeout: 20_000,
  // TEST_NOW=<ISO instant> runs the suite on that day (test/helpers/shifted-clock.setup.ts).
  setupFiles: [path.join(__dirname, 'test/helpers/shifted-clock.setup.ts'), support('jest.setup.js')],
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
    '^@tarojs/taro$': support('taro-h5.js'),
    '^@tarojs/components$': '@tarojs/components/lib/react/index',
    '\\.(css|scss)$': support('style-stub.js'),
  },
  globals: {
    ENABLE_INNER_HTML: true,
    ENABLE_ADJACENT_HTML: true,
    ENABLE_SIZE_APIS: true,
    DEPRECATED_ADAPTER_COMPONENT: false,
    ENABLE_TEMPLATE_CONTENT: true,
    ENABLE_MUTATION_OBSERVER: true,
    ENABLE_CLONE_NODE: true,
    ENABLE_CONTAINS: true,
    __TARO_FRAMEWORK__: 'react',
  },
};
