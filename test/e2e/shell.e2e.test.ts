import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { startAppServer } from './support/app-server';
import { launchBrowser, openPhonePage, skipWelcome } from './support/browser';

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

function backgroundOf(page: Page, selector: string): Promise<string> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);
}

/** A row of an option list, on the page in front (Taro keeps earlier pages hidden in the DOM). */
function option(page: Page, label: string) {
  return page.locator('.option-list__item:visible', { hasText: label }).first();
}

describe('the app shell in a browser', () => {
  it('switches language and theme from the setting page, and keeps them after a reload', async () => {
    const { page, problems } = await openPhonePage(browser);
    await page.goto(`${server.url}/app/pages/sub-user/setting/index`);
    await page.locator('.nav-bar__title', { hasText: '设置' }).waitFor({ timeout: 20_000 });
    expect(await backgroundOf(page, '.page-shell')).toBe('rgb(245, 245, 245)');

    await page.locator('.setting__language').click();
    await page.locator('.nav-bar__title', { hasText: '选择语言' }).waitFor();
    await option(page, 'English').click();
    // Back on the settings page, now in English.
    await page.locator('.nav-bar__title', { hasText: 'Settings' }).waitFor();
    await page.getByText('Week starts on').waitFor();

    await option(page, 'Dark').click();
    await expect.poll(() => backgroundOf(page, '.page-shell')).toBe('rgb(20, 20, 20)');
    expect(await backgroundOf(page, '.nav-bar')).toBe('rgb(31, 31, 31)');

    await option(page, 'Green').click();
    await expect.poll(() => backgroundOf(page, '.nav-bar')).toBe('rgb(7, 163, 90)');

    await page.reload();
    await page.locator('.nav-bar__title', { hasText: 'Settings' }).waitFor({ timeout: 20_000 });
    expect(await backgroundOf(page, '.nav-bar')).toBe('rgb(7, 163, 90)');
    expect(problems).toEqual([]);
  });

  it('draws the feast tab and me wholly in English when opened directly by someone who chose English', async () => {
    const { page, context, problems } = await openPhonePage(browser);
    // The stored choice before the first script runs: each load below is a fresh start.
    await context.addInitScript(() => window.localStorage.setItem('settings.language', 'en'));
    // The app's own words on each (feasts are user data, in whatever language; me shows none logged out).
    for (const [path, title, words] of [
      ['/app/pages/feast/index', 'Feasts', '.nav-bar, .feast-tabs, .tab-bar'],
      ['/app/pages/me/index', 'Me', '.nav-bar, .page-shell__body, .tab-bar'],
    ] as const) {
      await page.goto(`${server.url}${path}`);
      await page.locator('.nav-bar__title', { hasText: title }).waitFor({ timeout: 20_000 });
      await page.locator('.tab-bar__label', { hasText: 'Home' }).waitFor();
      const shown = await page.locator(words).allInnerTexts();
      expect(shown.join('\n')).not.toMatch(/[\u4e00-\u9fff]/);
      expect(shown.length).toBeGreaterThan(2);
    }
    expect(problems).toEqual([]);
  });

  it('opens /app/store/1 on the store page', async () => {
    const { page, problems } = await openPhonePage(browser);
    await page.goto(`${server.url}/app/store/1`);
    await page.locator('.store-detail__name', { hasText: '翡翠花园 · 外滩' }).waitFor({ timeout: 20_000 });
    expect(page.url()).toContain('/app/pages/sub-user/store-detail/index');
    expect(page.url()).toContain('storeId=1');
    expect(problems).toEqual([]);
  });

  it('resolves /app/mch/{key} to the merchant and carries merchantId on later navigation', async () => {
    const { page } = await openPhonePage(browser);
    const merchant = await server.database.db
      .selectFrom('merchant')
      .select('id')
      .where('short_key', '=', 'jade')
      .executeTakeFirstOrThrow();
    await page.goto(`${server.url}/app/mch/jade`);
    await page.waitForURL(new RegExp(`/app/pages/home/index\\?merchantId=${merchant.id}$`), { timeout: 20_000 });
    await page.locator('.tab-bar__item', { hasText: '我的' }).click();
    await page.waitForURL(new RegExp(`/app/pages/me/index\\?merchantId=${merchant.id}$`));
  });

  it('sends an unknown path home after a short pause, and a web path to the web index', async () => {
    const { page } = await openPhonePage(browser);
    await page.goto(`${server.url}/app/no/such/page`);
    await page.waitForURL(/\/app\/pages\/home\/index$/, { timeout: 20_000 });

    await page.goto(`${server.url}/app/web/booking?x=1`);
    await page.waitForURL(/\/app\/pages\/web\/index\?callback=/, { timeout: 20_000 });
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('callback') ?? '')).toBe('/web/booking?x=1');
  });

  it('lays the page out centred at a readable width on a wide window', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' });
    await skipWelcome(context);
    const page = await context.newPage();
    await page.goto(`${server.url}/app/pages/home/index`);
    await page.locator('.page-shell').first().waitFor({ timeout: 20_000 });
    const box = await page.locator('.page-shell').first().boundingBox();
    expect(box?.width).toBeLessThanOrEqual(750);
    expect(Math.round((box?.x ?? 0) * 2 + (box?.width ?? 0))).toBe(1280);
    await context.close();
  });
});
