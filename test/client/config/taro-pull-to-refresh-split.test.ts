import fs from 'node:fs';
import path from 'node:path';
import { LAZY_PULL_TO_REFRESH, redirectPullToRefreshDefinition } from '../../../config/taro-pull-to-refresh-split';

// The H5 entry defines Taro's pull-to-refresh element from a chunk of its own
// (docs/client.md, "Size budgets and page-load figures"); home.e2e pulls the page down.
const BARREL = '@tarojs/components/dist/components';

function resolve(request: string, issuer: string) {
  const data = { request, context: path.dirname(issuer), contextInfo: { issuer } };
  redirectPullToRefreshDefinition(data);
  return data.request;
}

describe("Taro's pull-to-refresh element in the H5 entry", () => {
  it("is defined from its own chunk when the app entry imports Taro's component barrel", () => {
    expect(resolve(BARREL, '/app/src/app.config.ts')).toBe(LAZY_PULL_TO_REFRESH);
  });

  it("leaves the barrel as it is for Taro's router and image preview", () => {
    const router = '/app/node_modules/@tarojs/router/dist/index.esm.js';
    const preview = '/app/node_modules/@tarojs/taro-h5/dist/api/media/image/previewImage.js';
    expect(resolve(BARREL, router)).toBe(BARREL);
    expect(resolve(BARREL, preview)).toBe(BARREL);
    expect(resolve('@tarojs/components', '/app/src/app.config.ts')).toBe('@tarojs/components');
  });

  it('stands in for the one name the app entry takes from the barrel', () => {
    // Taro's H5 platform plugin writes this import into the app entry; a Taro version that
    // imports more from the barrel there must be looked at before this redirect stays.
    const plugin = fs.readFileSync(require.resolve('@tarojs/plugin-platform-h5/dist/index.js'), 'utf8');
    // (written twice: for the webpack build and for the Vite one)
    const imports = [...plugin.matchAll(/import \{ ([^}]+) \} from '@tarojs\/components\/dist\/components'/g)].map(
      (match) => match[1].trim(),
    );
    expect(new Set(imports)).toEqual(new Set(['defineCustomElementTaroPullToRefreshCore']));
    const lazy = fs.readFileSync(LAZY_PULL_TO_REFRESH, 'utf8');
    expect(lazy).toContain('export function defineCustomElementTaroPullToRefreshCore()');
  });
});
