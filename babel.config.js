// Babel for every Taro target and for jest.
// NutUI is imported per component so a page only pays for what it uses (the full
// stylesheet costs about 300 KiB per mini-program package): `import { SafeArea } from
// '@nutui/nutui-react-taro'` becomes an import of dist/es/packages/safearea plus its CSS.
const isTest = process.env.NODE_ENV === 'test';

module.exports = {
  presets: [
    [
      'taro',
      {
        framework: 'react',
        ts: true,
        // react-refresh injects $RefreshReg$ calls that only the dev server defines.
        hot: !isTest,
      },
    ],
  ],
  plugins: [
    [
      'import',
      {
        libraryName: '@nutui/nutui-react-taro',
        // NutUI's folders are the lower-cased component name without dashes (SafeArea -> safearea).
        camel2DashComponentName: false,
        customName: (name) => `@nutui/nutui-react-taro/dist/es/packages/${name.toLowerCase()}`,
        style: (name) => `${name}/style/css`,
      },
      'nutui-react-taro',
    ],
  ],
};
