import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBaseData } from '../../../server/db/seed/base-data.seed';
import { createMerchant, createStore } from '../../helpers/org-fixtures';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// index.html as a browser gets it: the first screen over the app's mount point, in the
// language the request asks for, styled by the build's critical CSS.

const SHELL =
  '<!doctype html><html lang="zh-Hans"><head><title>app</title><script defer src="/app/js/app.js"></script></head><body><div id="app"></div></body></html>';

let server: TestServer;
let h5Dir: string;
let storeId: string;

beforeAll(async () => {
  h5Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fb-h5-'));
  fs.writeFileSync(path.join(h5Dir, 'index.html'), SHELL);
  fs.writeFileSync(path.join(h5Dir, 'first-screen-home.css'), '.store-card{display:flex}');
  fs.writeFileSync(path.join(h5Dir, 'first-screen-storeDetail.css'), '.store-detail{display:flex}</style><b>');
  server = await startTestServer({ h5Dir });
  await ensureBaseData(server.database.db);
  storeId = await createStore(
    server.database.db,
    await createMerchant(server.database.db, 'Harbour'),
    'Harbour Kitchen',
  );
});
afterAll(async () => {
  await server.close();
  fs.rmSync(h5Dir, { recursive: true, force: true });
});

async function open(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(server.url + url, { headers });
  expect(response.status).toBe(200);
  return { response, html: await response.text() };
}

describe('index.html with the first screen', () => {
  it("draws home's cards over the app's mount point, before the app's script runs, in the browser's language", async () => {
    const { response, html } = await open('/app/pages/home/index', { 'accept-language': 'en-US,en;q=0.9' });
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<style id="first-screen-style">.store-card{display:flex}');
    const screen = html.indexOf('<div id="first-screen" data-page="home">');
    expect(screen).toBeGreaterThan(-1);
    expect(screen).toBeLessThan(html.indexOf('<div id="app"></div>'));
    expect(html).toContain('Search restaurants, cities, cuisines');
    expect(html).toMatch(/<a class="store-card" href="\/app\/pages\/sub-user\/store-detail\/index\?storeId=\d+">/);
    expect(html).toContain('Harbour Kitchen');
    // A cache in between keeps one copy per language.
    expect(response.headers.get('vary')).toBe('accept-encoding, accept-language, cookie');
  });

  it('speaks the language the person chose in the app (its cookie) over the browser’s', async () => {
    const { html } = await open('/app/', { 'accept-language': 'en-US', cookie: 'fb_language=zh-Hant' });
    expect(html).toContain('搜索餐廳、城市、菜系');
    expect(html).toContain('<html lang="zh-Hant"');
  });

  it("draws a store's page with its book button as a link, and keeps the CSS from closing its element", async () => {
    const { html } = await open(`/app/pages/sub-user/store-detail/index?storeId=${storeId}`, {
      'accept-language': 'zh-CN',
    });
    expect(html).toContain('<span class="store-detail__name">Harbour Kitchen</span>');
    expect(html).toContain('暂未开放预订');
    expect(html).toContain('.store-detail{display:flex}<\\/style><b>');
    expect(html.match(/<\/style>/g)).toHaveLength(1);
  });

  it('leaves the screen to the app for an unknown store and for pages it does not draw', async () => {
    expect((await open('/app/pages/sub-user/store-detail/index?storeId=999999')).html).not.toContain(
      'id="first-screen"',
    );
    expect((await open('/app/pages/me/index')).html).not.toContain('id="first-screen"');
  });
});
