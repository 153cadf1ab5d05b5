import type { UserConfigExport } from '@tarojs/cli';

export default {
  logger: { quiet: false, stats: false },
  mini: {},
  // React's fast refresh (react-refresh) is not installed: a change reloads the page.
  h5: { devServer: { hot: false } },
} satisfies UserConfigExport<'webpack5'>;
