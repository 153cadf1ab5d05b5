import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'src/gen/**', 'data/**', 'coverage/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/platform/index.h5', '**/platform/index.weapp', '**/platform/index.alipay'],
              message: 'Import @/platform; Taro picks the platform file.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The domain layer stays free of the transport: handlers map at the edge.
    files: ['server/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@connectrpc/*', 'fastify', '@fastify/*', '**/handlers/**', '**/http/**', '**/rpc/**'],
              message: 'domain/ never imports Connect, Fastify or the edge.',
            },
          ],
        },
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
