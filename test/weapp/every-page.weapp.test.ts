import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { MiniApp, routesOf } from './support/mini-app';
import { startWeappServer } from './support/weapp-server';

const DIST = path.resolve(__dirname, '../../dist/weapp');
let server: TestServer;
let app: MiniApp;
let storeId = '';

// Pages about one store open on the demo's first store and show its data: its name in
// the reader's Chinese (翡翠花园) or its menu's ('Jade tasting menu').
const STORE_PAGES = [
  'pages/sub-user/store-detail/index',
  'pages/sub-user/contact-store/index',
  'pages/sub-user/store-detail-menu/index',
  'pages/sub-user/store-article-list/index',
  'pages/sub-user/notice/index',
  // staff's preview of the diner's store page
  'pages/sub/store-detail/index',
  // the store's notice as a popup page on a page of its own
  'pages/sub/page-modal-item/index',
];

// Pages that need more than a store to show what they are for.
const PAGE_QUERY: Record<string, string> = {
  'pages/sub/page-modal-item/index': 'name=store-notice&',
};

// Pages that are only a way to somewhere else (staff's home, or the login before it):
// they go on by themselves, and the next page must not open while that navigation is
// still under way, or it would render with the params of the page that navigation opens.
const GOES_ON = ['pages/sub/store-home/index'];

beforeAll(async () => {
  server = await startWeappServer();
  storeId = (await server.database.db.selectFrom('store').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  app = new MiniApp(DIST, { serverUrl: () => server.url });
  app.boot();
});
afterAll(async () => {
  await server?.close();
});

// NutUI's Input always renders its clear icon, an `<i>` element the weapp build has no
// template for (hidden unless `clearable`, which no input here is): WeChat warns and
// draws nothing there, and so does the simulator. Any other missing template is a
// part of a page a diner would not see.
const KNOWN_MISSING_TEMPLATES = ['tmpl_0_i'];

describe('every page of the weapp build', () => {
  it.each(routesOf(DIST))('%s renders without an error', async (route) => {
    const before = app.errors.length;
    const page = await app.reLaunch(
      STORE_PAGES.includes(route) ? `/${route}?${PAGE_QUERY[route] ?? ''}storeId=${storeId}` : `/${route}`,
    );
    expect(page.elementCount()).toBeGreaterThan(0);
    if (GOES_ON.includes(route)) {
      await app.waitFor(() => app.current.route !== route, `${route} to go on`);
      await app.current.settle();
    }
    if (STORE_PAGES.includes(route)) await page.waitForText(/Jade|翡翠/);
    // Every page draws its own navigation bar, so a page that rendered shows some text.
    expect(page.text().trim()).not.toBe('');
    // Staff and administrator texts come with the pages that import them (the staff app,
    // i18n/admin-texts.ts), not with the main package: a page without them shows keys.
    expect(page.text()).not.toMatch(/\b(admin[A-Z][A-Za-z]*|staffSetup|staffOps|serverMessage)\.[a-zA-Z]/);
    expect(app.errors.slice(before)).toEqual([]);
    expect([...app.missingTemplates].filter((t) => !KNOWN_MISSING_TEMPLATES.includes(t))).toEqual([]);
  });
});

// Only Simplified Chinese is in the package: another language comes from the server.
describe('a language the package does not hold', () => {
  it('a diner who chooses English reads it at once, fetched from the server and kept in storage', async () => {
    const before = app.errors.length;
    const languages = await app.reLaunch('/pages/sub-user/select-language/index');
    await languages.tap('option-list__item', 'English');
    const me = await app.reLaunch('/pages/me/index');
    await me.waitForText(/Home/);
    expect(me.text()).not.toContain('首页');
    // The languages only: the table of server messages comes from /i18n/ too, with the first message shown.
    const languageFiles = app.host.requests.filter(
      (r) => r.path.startsWith('/i18n/') && r.path !== '/i18n/server-messages.json',
    );
    expect(languageFiles).toMatchObject([{ method: 'GET', path: '/i18n/en.json', status: 200 }]);
    expect(String(app.host.storage.get('i18n.language.en'))).toContain('"language":"en"');
    expect(app.errors.slice(before)).toEqual([]);
  });
});
