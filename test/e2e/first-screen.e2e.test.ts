import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { startAppServer } from './support/app-server';
import { launchBrowser, skipWelcome } from './support/browser';

// The first screen the server writes into index.html: readable and usable without
// JavaScript in each language, and taken over by the app without a second copy.

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

const HOME = '/app/pages/home/index';
const STORE = '/app/pages/sub-user/store-detail/index?storeId=1';

const LANGUAGES = [
  { locale: 'zh-CN', search: '搜索餐厅、城市、菜系', store: '翡翠花园 · 外滩', title: '门店详情', book: '立即预订' },
  { locale: 'zh-TW', search: '搜索餐廳、城市、菜系', store: '翡翠花園 · 外灘', title: '門店詳情', book: '立即預訂' },
  {
    locale: 'en-US',
    search: 'Search restaurants, cities, cuisines',
    store: 'Jade Garden · The Bund',
    title: 'Restaurant',
    book: 'Book now',
  },
];

async function newContext(locale: string, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale, javaScriptEnabled });
  await skipWelcome(context);
  return context;
}

describe('without JavaScript', () => {
  for (const language of LANGUAGES) {
    it(`shows home's search box and store cards, and a store's title, name and booking link (${language.locale})`, async () => {
      const context = await newContext(language.locale, false);
      const page = await context.newPage();
      await page.goto(server.url + HOME);
      await expect(page.locator('.home-search-bar').textContent()).resolves.toBe(language.search);
      const card = page.locator('.store-card', { hasText: language.store });
      expect(await card.isVisible()).toBe(true);
      expect(await card.getAttribute('href')).toBe('/app/pages/sub-user/store-detail/index?storeId=1');
      // The card's picture is drawn (the demo's are data URLs).
      expect(await card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

      // Following the card opens the store's page, also drawn by the server.
      await card.click();
      await page.waitForURL(/store-detail\/index\?storeId=1/);
      await expect(page.locator('.nav-bar__title').textContent()).resolves.toBe(language.title);
      await expect(page.locator('.store-detail__name').textContent()).resolves.toBe(language.store);
      expect(await page.locator('.store-detail__photo').isVisible()).toBe(true);
      const book = page.locator('a.store-detail__book');
      await expect(book.textContent()).resolves.toBe(language.book);
      // The demo store has a booking notice: the book button opens it first, as the app's does.
      expect(await book.getAttribute('href')).toBe('/app/pages/sub-user/notice/index?storeId=1');
      expect(await book.isVisible()).toBe(true);
      await context.close();
    });
  }
});

describe('the app taking over', () => {
  it("replaces home's first screen with its own cards, one of each", async () => {
    const context = await newContext('zh-CN', true);
    const page = await context.newPage();
    await page.goto(server.url + HOME);
    await page.locator('#app .store-card', { hasText: '翡翠花园 · 外滩' }).waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => !document.getElementById('first-screen'), undefined, { timeout: 10_000 });
    expect(await page.locator('.store-card', { hasText: '翡翠花园 · 外滩' }).count()).toBe(1);
    expect(await page.locator('#first-screen-style').count()).toBe(0);
    // The app's card answers a tap as the app: its own navigation to the store page.
    await page.locator('#app .store-card', { hasText: '翡翠花园 · 外滩' }).click();
    await page.locator('#app .store-detail__name', { hasText: '翡翠花园 · 外滩' }).waitFor();
    await context.close();
  });

  it('does not lose a tap on the book button made before the app is ready: it lands on the booking notice', async () => {
    const context = await newContext('en-US', true);
    const page = await context.newPage();
    // The app's scripts wait until the tap has been made.
    let release: () => void = () => undefined;
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/app/js/**', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto(server.url + STORE, { waitUntil: 'commit' });
    const book = page.locator('#first-screen a.store-detail__book');
    await book.waitFor();
    await Promise.all([
      page.waitForURL(/\/pages\/sub-user\/notice\/index\?storeId=1/, { waitUntil: 'commit' }),
      book.click(),
    ]);
    release();
    // The booking notice's page is the app's, opened at that address.
    await page.locator('#app .nav-bar__title').first().waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe('/app/pages/sub-user/notice/index');
    expect(await page.locator('#first-screen').count()).toBe(0);
    await context.close();
  });

  // What the browser counts as layout shift over the whole load, the takeover included,
  // on a phone's CPU (4x slower, as the page-load bench runs): elements of the app's page
  // that move once drawn count even beneath the first screen. The score is the size of
  // what moved and how far, not a time.
  for (const [name, path, ready] of [
    ['home', HOME, '#app .store-card'],
    ["a store's page", STORE, '#app .store-detail__book'],
  ] as const) {
    it(`moves nothing while the app takes over ${name} (layout shift at most 0.05)`, async () => {
      const context = await newContext('zh-CN', true);
      const page = await context.newPage();
      await page.addInitScript(() => {
        const w = window as unknown as { __shift: number };
        w.__shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
            if (!entry.hadRecentInput) w.__shift += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(server.url + path);
      await page.locator(ready).first().waitFor({ timeout: 60_000 });
      await page.waitForFunction(() => !document.getElementById('first-screen'), undefined, { timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      // Two frames more, so a shift of the last change is reported.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThanOrEqual(0.05);
      await context.close();
    });
  }

  it("puts home's contact card right under the store list, the tab bar's room below it", async () => {
    const context = await newContext('zh-CN', true);
    const page = await context.newPage();
    await page.goto(server.url + HOME);
    await page.locator('#app .contact-footer').waitFor({ timeout: 30_000 });
    const gap = await page.evaluate(() => {
      const list = document.querySelector('#app .home-stores')!.getBoundingClientRect();
      const footer = document.querySelector('#app .contact-footer')!.getBoundingClientRect();
      const spacer = document.querySelector('#app .tab-page__spacer')!.getBoundingClientRect();
      return { between: footer.top - list.bottom, spacerBelowFooter: spacer.top >= footer.bottom };
    });
    // The body's padding and the card's margin (about 29 px at 390 wide), not the tab bar's room too.
    expect(gap.between).toBeLessThan(40);
    expect(gap.spacerBelowFooter).toBe(true);
    await context.close();
  });

  it("takes over a deep link to a store's page with one book button, its own", async () => {
    const context = await newContext('zh-CN', true);
    const page = await context.newPage();
    await page.goto(server.url + STORE);
    await page.waitForFunction(() => !document.getElementById('first-screen'), undefined, { timeout: 30_000 });
    expect(await page.locator('.store-detail__book').count()).toBe(1);
    expect(await page.locator('.store-detail__name', { hasText: '翡翠花园 · 外滩' }).count()).toBe(1);
    await context.close();
  });
});
