import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const platformSuffix = {
  group: ['**/platform/index.h5', '**/platform/index.weapp', '**/platform/index.alipay'],
  message: 'Import @/platform; Taro picks the platform file.',
};
// The server sees the client's tree only through the shared module, the locale modules and the
// generated contract, by alias: a moved client file never breaks the server.
const serverReach = {
  group: ['**/src/**', '@/*', '@/**'],
  message: 'The server imports only @common/..., @gen/... and @locales/... (the interface texts) from src/.',
};
// Comments say what code is for and why; which issue or phase added it is
// git log's job, and such notes only rot.
const historyComment = /\b(issues?|phase|part)\s*#?\s*(\d+|[AB]\b)/i;
const local = {
  rules: {
    'no-history-comments': {
      meta: { type: 'suggestion', schema: [] },
      create(context) {
        return {
          Program() {
            for (const comment of context.sourceCode.getAllComments()) {
              if (historyComment.test(comment.value)) {
                context.report({
                  loc: comment.loc,
                  message: 'Say what the code is for, not which issue or phase added it (git log keeps history).',
                });
              }
            }
          },
        };
      },
    },
  },
};

// Pages and components reach the host through a store or service (root.platform,
// a store's method), so a screen never depends on which host it runs on and tests
// swap the host in one place.
const platformReach = {
  regex: '^(@/|(\\.\\./)+)platform(/|$)',
  message: 'Pages and components reach src/platform through a store or service (e.g. useRootStore().platform).',
};
// Handlers map proto to a domain service's call and back; SQL stays behind the
// services. A repository's record types may still be named for the mapping.
const repositoryReach = {
  group: ['**/*.repository'],
  allowTypeImports: true,
  message: 'Handlers call domain services; only the record types of a repository may be imported (import type).',
};

// dayjs follows the chosen language only when reached through i18n/dayjs-setup.ts, which
// also keeps it out of the H5 entry.
const dayjsReach = {
  group: ['dayjs', 'dayjs/*'],
  message: "Import { dayjs } from '@/i18n/dayjs-setup': it applies the person's language and week start.",
};

const restricted = (...patterns) => ['error', { patterns: [platformSuffix, ...patterns] }];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'src/gen/**', 'data/**', 'coverage/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { local },
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      'local/no-history-comments': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': restricted(),
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // No import circles in the app: a module's imports are evaluated before it, so a
    // circle leaves one of its modules half-initialised depending on which loads first.
    // import() counts (a mini-program build turns it into require()); import type does not.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': restricted(serverReach) },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/i18n/dayjs-setup.ts'],
    rules: { 'no-restricted-imports': restricted(dayjsReach) },
  },
  {
    files: ['src/pages/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restricted(platformReach, dayjsReach) },
  },
  {
    files: ['server/handlers/**/*.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [repositoryReach] }] },
  },
  {
    // The domain layer stays free of the transport: handlers map at the edge.
    files: ['server/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': restricted(serverReach, {
        group: ['@connectrpc/*', 'fastify', '@fastify/*', '**/handlers/**', '**/http/**', '**/rpc/**'],
        message: 'domain/ never imports Connect, Fastify or the edge.',
      }),
    },
  },
  {
    // Code both halves run: pure TypeScript, nothing of Taro, React, the DOM,
    // Node or the rest of the client but the generated contract.
    files: ['src/common/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': restricted({
        group: [
          '@tarojs/*',
          '@nutui/*',
          'react',
          'react-dom',
          'mobx',
          'mobx-react-lite',
          'node:*',
          '@/*',
          '@/**',
          '../*',
          '!../gen',
          '../../*',
        ],
        message: 'src/common is shared with the server: pure TypeScript, and only ../gen/ from the rest of src/.',
      }),
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'navigator',
        'localStorage',
        'process',
        'Buffer',
        'wx',
        'my',
      ],
    },
  },
  {
    files: ['**/*.{js,cjs}', 'config/**/*.ts'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['test/**/*.{ts,tsx}', 'scripts/**/*.{js,mjs,ts}'],
    languageOptions: { globals: { ...globals.jest } },
    // jest.mock and isolated module loading need require in tests.
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
