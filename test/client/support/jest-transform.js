// babel-jest with the project's babel.config.js, plus the one rewrite Taro's webpack
// loader does to '@tarojs/taro': attaching the React hooks to the API object.
const path = require('node:path');
const babelJest = require('babel-jest').default;
const apiLoader = require('@tarojs/plugin-framework-react/dist/api-loader.js');

const root = path.resolve(__dirname, '../../..');
const taroEntry = path.join(__dirname, 'taro-h5.js');
const babel = babelJest.createTransformer({ cwd: root, configFile: path.join(root, 'babel.config.js') });

module.exports = {
  ...babel,
  process(source, filename, options) {
    const code = filename === taroEntry ? apiLoader(source) : source;
    return babel.process(code, filename, options);
  },
};
