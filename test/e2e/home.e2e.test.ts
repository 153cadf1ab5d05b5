import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { startAppServer } from './support/app-server';
import { launchBrowser, openPhonePage, skipWelcome } from './support/browser';
import { logInContext } from './support/login';

let server: TestServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;

beforeAll(async () => {
  server = await startAppServer();
  ({ browser, close: closeBrowser } = await launchBrowser());
});
afterAll(async () => {
  await closeBrowser?.();
  await server?.close();
});

describe('the app in a browser', () => {
  it('opens /app and shows the home page with data from the server', async () => {
    const { page, problems } = await openPhonePage(browser);
    const calls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/grpc/') || path.startsWith('/platform-client-config/'))
        calls.push(`${request.method()} ${path}`);
    });
    await page.goto(`${server.url}/`);
    await page.waitForURL(/\/app\//);
    await page.getByText('FeastBook', { exact: true }).waitFor({ timeout: 20_000 });
    // diner app: the home's blocks show the demo's stores.
    await page.locator('.store-card', { hasText: '翡翠花园 · 外滩' }).waitFor();
    // The client config and the first stores came inside index.html (no request for
    // either); the session is asked for once.
    expect(calls).not.toContain('GET /platform-client-config/1.json');
    expect(calls).not.toContain('POST /grpc/public/store.v1.StoreService/QueryStores');
    expect(calls).toContain('POST /grpc/public/identity.v1.SessionService/CurrentSessionInfo');
    expect(problems).toEqual([]);
  });

  it('refreshes the home page when pulled down, its pull-to-refresh element loaded after the entry', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'zh-CN',
      hasTouch: true,
      isMobile: true,
    });
    await skipWelcome(context);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${server.url}/app/pages/home/index`);
    await page.locator('.store-card', { hasText: '翡翠花园 · 外滩' }).waitFor({ timeout: 20_000 });
    // The element comes from a chunk of its own (config/taro-pull-to-refresh-split.ts) and
    // upgrades the wrapper the home page was drawn in.
    await page.waitForFunction(() => !!customElements.get('taro-pull-to-refresh-core'));
    // the page's content moved into the element's sliding part, which the pull drags down
    expect(
      await page.locator('taro-pull-to-refresh-core .rmc-pull-to-refresh-content .store-card').count(),
    ).toBeGreaterThan(0);
    const refreshed = page.waitForRequest((request) => request.url().includes('StoreService/QueryStores'));
    // A finger dragging the page down from its top (the element listens on the page's container).
    await page.evaluate(() => {
      const container = document.querySelector('taro-pull-to-refresh-core')!.parentElement!;
      const touchAt = (y: number) =>
        new Touch({ identifier: 1, target: container, clientX: 195, clientY: y, screenX: 195, screenY: y });
      const fire = (type: string, y: number) =>
        container.dispatchEvent(
          new TouchEvent(type, {
            bubbles: true,
            cancelable: true,
            touches: type === 'touchend' ? [] : [touchAt(y)],
            changedTouches: [touchAt(y)],
          }),
        );
      fire('touchstart', 200);
      for (let y = 220; y <= 520; y += 20) fire('touchmove', y);
      fire('touchend', 520);
    });
    await refreshed;
    await page.locator('.store-card', { hasText: '翡翠花园 · 外滩' }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('loads a deep link into a subpackage page', async () => {
    const { page, problems } = await openPhonePage(browser);
    const storeQueries: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('StoreService/QueryStores')) storeQueries.push(request.url());
    });
    await page.goto(`${server.url}/app/pages/sub-user/store-detail/index?storeId=1`);
    await page.locator('.store-detail__name', { hasText: '翡翠花园 · 外滩' }).waitFor({ timeout: 20_000 });
    // The store came inside index.html.
    expect(storeQueries).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('shows the merchant tabs after staff switch to merchant mode, and keeps them after a reload', async () => {
    const { page, context } = await openPhonePage(browser);
    // The mode switcher offers merchant mode to staff only: the demo's store manager.
    await logInContext(context, server.url, '13800000002');
    await page.goto(`${server.url}/app/pages/me/index`);
    await page.locator('.mode-switch__option--merchant').click();
    await page.locator('.nav-bar__title', { hasText: '经营' }).waitFor();
    await page.reload();
    for (const label of ['经营', '消息', '门店', '饭局', '管理']) {
      await page.locator('.tab-bar__item', { hasText: label }).first().waitFor();
    }
  });
});
