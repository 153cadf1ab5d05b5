import path from 'node:path';

/** The H5 app entry Taro generates (from src/app.config.ts): it imports the pull-to-refresh definition. */
const APP_ENTRY = /[\\/]src[\\/]app\.config\.ts$/;
const TARO_COMPONENT_BARREL = '@tarojs/components/dist/components';

/** The definition loaded from a chunk of its own (see taro-pull-to-refresh-lazy.mjs). */
export const LAZY_PULL_TO_REFRESH = path.resolve(__dirname, 'taro-pull-to-refresh-lazy.mjs');

interface ResolveData {
  request: string;
  context?: string;
  contextInfo?: { issuer?: string };
}

/**
 * H5: the app entry's import of Taro's component barrel (for the pull-to-refresh
 * element's definition alone) goes to a module that defines the element from its own
 * chunk. Other importers of the barrel (Taro's router, its image preview) are untouched.
 */
export function redirectPullToRefreshDefinition(resolveData: ResolveData): void {
  const issuer = resolveData.contextInfo?.issuer ?? '';
  if (resolveData.request === TARO_COMPONENT_BARREL && APP_ENTRY.test(issuer)) {
    resolveData.request = LAZY_PULL_TO_REFRESH;
  }
}
