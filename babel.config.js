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
        // The apps render with Preact (config/index.ts); jest renders the same
        // components with React, which Preact's compat layer stands in for.
        framework: isTest ? 'react' : 'preact',
        ts: true,
        // No fast refresh: Preact's (prefresh) is not installed, and a watch build
        // reloads the page instead.
        hot: false,
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
