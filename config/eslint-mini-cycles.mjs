// The import-circle check as a mini-program build resolves modules: Taro picks
// `<name>.<target>.ts` over `<name>.ts`, so the per-target files (static imports where
// H5 has import()) form a graph of their own. `npm run lint` runs this once per
// mini-program target (MINI_TARGET=weapp, alipay) after the main config, which checks
// the graph TypeScript and the H5 build see.
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const target = process.env.MINI_TARGET;
if (target !== 'weapp' && target !== 'alipay') throw new Error('set MINI_TARGET to weapp or alipay');

export default [
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/gen/**'],
    languageOptions: { parser: tseslint.parser },
    // react-hooks only so its rules' disable comments name a known rule; none runs here.
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: 'tsconfig.json',
          extensions: [`.${target}.ts`, `.${target}.tsx`, '.ts', '.tsx', '.js', '.d.ts'],
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
];
