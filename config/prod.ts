import type { UserConfigExport } from '@tarojs/cli';

// Production-only overrides; the base config in index.ts is already production-shaped.
export default {
  mini: {},
  h5: {},
} satisfies UserConfigExport<'webpack5'>;
