// babel-jest with the project's babel.config.js (the preset's own transformer compiles
// with presets of its own, without NutUI's per-component imports), plus the one rewrite
// Taro's webpack loader does to '@tarojs/taro', which the preset's transformer also does:
// attaching the React hooks to the API object of @tarojs/test-utils-react's H5 runtime.
const path = require('node:path');
const babelJest = require('babel-jest').default;
const apiLoader = require('@tarojs/plugin-framework-react/dist/api-loader.js');

const root = path.resolve(__dirname, '../../..');
const taroEntry = require.resolve('@tarojs/test-utils-react/dist/jest/runtime/taro-h5.js');
const babel = babelJest.createTransformer({ cwd: root, configFile: path.join(root, 'babel.config.js') });

module.exports = {
  ...babel,
  process(source, filename, options) {
    const code = filename === taroEntry ? apiLoader(source) : source;
    return babel.process(code, filename, options);
  },
};
