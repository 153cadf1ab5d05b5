// Babel for every Taro target and for jest.
// NutUI is imported per component so a page only pays for what it uses (the full
// stylesheet costs about 300 KiB per mini-program package): `import { SafeArea } from
// '@nutui/nutui-react-taro'` becomes an import of dist/es/packages/safearea plus its CSS.

module.exports = {
  presets: [
    [
      'taro',
      {
        // Every build and jest render with React (config/index.ts: framework 'react').
        framework: 'react',
        ts: true,
        // No fast refresh (react-refresh is not installed): a watch build reloads the page.
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
