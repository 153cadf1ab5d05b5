import type { UserConfigExport } from '@tarojs/cli';

export default {
  logger: { quiet: false, stats: false },
  mini: {},
  h5: {},
} satisfies UserConfigExport<'webpack5'>;
