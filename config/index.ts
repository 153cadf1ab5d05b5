import path from 'node:path';
import webpack from 'webpack';
import { defineConfig, type UserConfigExport } from '@tarojs/cli';
import type { IH5Config } from '@tarojs/taro/types/compile';
import devConfig from './dev';
import prodConfig from './prod';
import { clientEnv } from './client-env';
import { localeVersions } from './locale-versions';
import { BundleStatsPlugin } from './bundle-stats';
import { PagePreloadPlugin } from './page-preload';
import { redirectNutuiSwiper } from './nutui-swiper-split';
import { redirectPullToRefreshDefinition } from './taro-pull-to-refresh-split';

type WebpackChain = Parameters<NonNullable<IH5Config['webpackChain']>>[0];

// NutUI's default theme and Taro's H5 component stylesheet, whose unused fonts
// strip-unused-fonts-loader.cjs drops.
const NUTUI_THEME_CSS = /@nutui[\\/]nutui-react-taro[\\/]dist[\\/]styles[\\/]themes[\\/]default\.css$/;
const TARO_COMPONENTS_CSS = /@tarojs[\\/]components[\\/]dist[\\/]taro-components[\\/]taro-components\.css$/;
const STRIP_UNUSED_FONTS = path.resolve(__dirname, 'strip-unused-fonts-loader.cjs');
// Taro's H5 input and textarea elements, whose value watchers taro-field-watch-guard-loader.cjs guards.
const TARO_FIELD_ELEMENTS = /@tarojs[\\/]components[\\/]dist[\\/]components[\\/]taro-(input|textarea)-core\.js$/;
const TARO_FIELD_WATCH_GUARD = path.resolve(__dirname, 'taro-field-watch-guard-loader.cjs');

/** Both builds: NutUI's theme stylesheet without the digit fonts of components we do not use. */
function stripUnusedNutuiFonts(chain: WebpackChain): void {
  chain.module.rule('nutui-unused-fonts').test(NUTUI_THEME_CSS).enforce('pre').use('strip').loader(STRIP_UNUSED_FONTS);
}

// NutUI is drawn for a 375-wide design; our own styles for 750. With a single number
// NutUI renders at half size in mini-programs.
function designWidth(input?: unknown): number {
  const file = (input as { file?: string } | undefined)?.file ?? '';
  return file.replace(/\\/g, '/').includes('@nutui') ? 375 : 750;
}

export default defineConfig<'webpack5'>(async (merge) => {
  const target = process.env.TARO_ENV ?? 'h5';
  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'feastbook',
    date: '2025-11-21',
    designWidth,
    deviceRatio: { 375: 2, 640: 2.34 / 2, 750: 1, 828: 1.81 / 2 },
    sourceRoot: 'src',
    // One folder per target so the three builds never overwrite each other and the
    // server can serve dist/h5 while a weapp build runs.
    outputRoot: `dist/${target}`,
    plugins: [],
    env: { ...clientEnv(process.env), TARO_APP_LOCALE_VERSIONS: JSON.stringify(localeVersions(target)) },
    defineConstants: {},
    alias: {
      '@': path.resolve(__dirname, '..', 'src'),
      '@common': path.resolve(__dirname, '..', 'src/common'),
      '@gen': path.resolve(__dirname, '..', 'src/gen'),
    },
    copy: { patterns: [], options: {} },
    framework: 'react',
    compiler: {
      type: 'webpack5',
      // The dependency prebundle (dev only) trips over NutUI's per-component imports.
      prebundle: { enable: false },
    },
    cache: { enable: false },
    mini: {
      // NutUI's per-component stylesheets are independent of each other: their order
      // across shared chunks does not matter (the H5 build says the same below).
      miniCssExtractPluginOption: { ignoreOrder: true },
      webpackChain(chain) {
        stripUnusedNutuiFonts(chain);
      },
      // Every image a file of its own: inlined as base64 an image weighs a third more and
      // sits in the script that imports it, for the tab bar's icons the main package's
      // common.js (Taro inlines images under 2 KB by default; true turns that off).
      imageUrlLoaderOption: { limit: true },
      // BUNDLE_STATS=1: source maps beside the packages' scripts, to see what makes up each one.
      ...(process.env.BUNDLE_STATS ? { enableSourceMap: true, sourceMapType: 'hidden-source-map' } : {}),
      postcss: {
        pxtransform: { enable: true, config: {} },
      },
    },
    h5: {
      // The Node server serves this build under /app with a history fallback.
      publicPath: '/app/',
      staticDirectory: 'static',
      router: { mode: 'browser', basename: '/app' },
      output: {
        filename: 'js/[name].[contenthash:8].js',
        chunkFilename: 'js/[name].[contenthash:8].js',
      },
      miniCssExtractPluginOption: {
        ignoreOrder: true,
        filename: 'css/[name].[contenthash:8].css',
        chunkFilename: 'css/[name].[contenthash:8].css',
      },
      esnextModules: ['@nutui'],
      // BUNDLE_STATS=1: source maps beside the chunks, to see what makes up each one.
      ...(process.env.BUNDLE_STATS ? { enableSourceMap: true, sourceMapType: 'hidden-source-map' } : {}),
      webpackChain(chain) {
        stripUnusedNutuiFonts(chain);
        chain.module
          .rule('taro-unused-fonts')
          .test(TARO_COMPONENTS_CSS)
          .enforce('pre')
          .use('strip')
          .loader(STRIP_UNUSED_FONTS);
        chain.module
          .rule('taro-field-watch-guard')
          .test(TARO_FIELD_ELEMENTS)
          .enforce('pre')
          .use('guard')
          .loader(TARO_FIELD_WATCH_GUARD);
        // Taro splits only the initial chunk, so every lazily loaded page chunk carried
        // its own copy of MobX, the stores and the tab bar (about 100 KB each). Shared
        // code of page chunks now goes to shared chunks too.
        // Taro's minSize of 0 made dozens of chunks under 1 KB: the home page needed about
        // 30 requests, and over HTTP/1.1 (six at a time) each round costs a round trip.
        // Shared code under 20 KB now stays in each page's chunk.
        // dayjs (with its three locales, about 10 KB) is under that size but used by some
        // twenty pages: one shared chunk, cached once, instead of a copy in each.
        const splitChunks = chain.optimization.get('splitChunks');
        chain.optimization.splitChunks({
          ...splitChunks,
          chunks: 'all',
          minSize: 20_000,
          cacheGroups: {
            ...splitChunks.cacheGroups,
            dayjs: {
              test: /[\\/](node_modules[\\/]dayjs|src[\\/]i18n[\\/]dayjs-setup\.ts$)/,
              name: 'dayjs',
              chunks: 'async',
              minSize: 0,
              enforce: true,
              priority: 200,
            },
          },
        });
        // Taro's H5 APIs import `platform` for getDeviceInfo() alone: a few lines stand in
        // for its user-agent database (7 KB gzip of the entry).
        chain.resolve.alias.set('platform$', path.resolve(__dirname, 'ua-platform.mjs'));
        chain.plugin('page-preload').use(PagePreloadPlugin);
        // The swiper library off the first page: see config/nutui-swiper-split.ts.
        chain
          .plugin('nutui-swiper-split')
          .use(webpack.NormalModuleReplacementPlugin, [/^@tarojs\/components$/, redirectNutuiSwiper]);
        // The pull-to-refresh element off the entry: see config/taro-pull-to-refresh-split.ts.
        chain
          .plugin('taro-pull-to-refresh-split')
          .use(webpack.NormalModuleReplacementPlugin, [
            /^@tarojs\/components\/dist\/components$/,
            redirectPullToRefreshDefinition,
          ]);
        // Each page loads only the Taro components it uses: see config/taro-components-split.cjs.
        chain.module
          .rule('taro-components-split')
          .test(/\.[cm]?[jt]sx?$/)
          .enforce('pre')
          .use('taro-components-split')
          .loader(path.resolve(__dirname, 'taro-components-split.cjs'));
        if (process.env.BUNDLE_STATS) chain.plugin('bundle-stats').use(BundleStatsPlugin);
      },
      postcss: {
        autoprefixer: { enable: true, config: {} },
      },
    },
  };
  if (process.env.NODE_ENV === 'development') {
    return merge({}, baseConfig, devConfig);
  }
  return merge({}, baseConfig, prodConfig);
});
