import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { startAppServer } from './support/app-server';
import { launchBrowser, skipWelcome } from './support/browser';
import { pickDate } from './support/booking-steps';
import { completeProfile } from './support/diner-session';
import { floatingOverlaps, scrollToEnd, textOverflows } from './support/layout-checks';
import { addSession, loginBySms } from './support/staff-session';
import { addDays } from '@common/business-date';
import { businessDateOf } from '@common/zoned-time';
import { LANGUAGES, type Language } from '@/i18n/language';

// Rules every diner page keeps, page by page: no floating control lies over another
// control (at the top of the page and at its end), at a phone's width and a tablet's;
// no text runs out of its box at a phone's width, in each language; back with a sheet
// open closes the sheet. E2E_SCREENSHOTS=<dir> keeps a picture of each page.

let server: TestServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let dinerSession: string;
const SHOTS = process.env.E2E_SCREENSHOTS;

beforeAll(async () => {
  server = await startAppServer();
  ({ browser, close: closeBrowser } = await launchBrowser());
  dinerSession = (await loginBySms(server.url, '13912349907')).session;
  await completeProfile(server.url, dinerSession, '13912349907');
  if (SHOTS) fs.mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await closeBrowser?.();
  await server?.close();
});

async function open(width: number, height: number, language: Language = 'zh-Hans', loggedIn = true) {
  const context = await browser.newContext({ viewport: { width, height }, locale: 'zh-CN' });
  if (loggedIn) await addSession(context, server.url, dinerSession);
  await skipWelcome(context);
  await context.addInitScript((lang) => localStorage.setItem('settings.language', lang), language);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return { page, context, problems };
}

/** The page in front drawn, and what it asked the server for answered. */
async function settle(page: Page) {
  await page.locator('.taro_page_show .page-shell__body:visible').first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(600);
}

/** The diner pages, each reached as a diner reaches it. */
const PAGES: Array<{ name: string; reach(page: Page): Promise<void> }> = [
  { name: 'home', reach: (page) => go(page, '/pages/home/index') },
  { name: 'feasts', reach: (page) => go(page, '/pages/feast/index') },
  { name: 'messages', reach: (page) => go(page, '/pages/im/index') },
  { name: 'me', reach: (page) => go(page, '/pages/me/index') },
  { name: 'store', reach: (page) => go(page, '/pages/sub-user/store-detail/index?storeId=1') },
  { name: 'settings', reach: (page) => go(page, '/pages/sub-user/setting/index') },
  { name: 'orders', reach: (page) => go(page, '/pages/sub-user/order-history/index') },
  {
    name: 'booking-times',
    reach: async (page) => {
      await go(page, '/pages/sub-user/booking-before/index?storeId=1');
      // The demo store serves every day, and nobody has booked two days ahead.
      await pickDate(page, addDays(businessDateOf(Date.now(), 'Asia/Shanghai'), 2));
      await page.locator('.slot-picker__shift').first().click();
      await page.locator('.slot:not(.slot--past):not(.slot--insufficient)').first().waitFor();
    },
  },
  {
    name: 'booking-confirm',
    reach: async (page) => {
      await go(page, '/pages/sub-user/booking-before/index?storeId=1');
      await pickDate(page, addDays(businessDateOf(Date.now(), 'Asia/Shanghai'), 2));
      await page.locator('.slot-picker__shift').first().click();
      await page.locator('.slot:not(.slot--past):not(.slot--insufficient)').first().click();
      await page.locator('.booking-before__next').click();
      await page.locator('.booking-confirm__lastName').waitFor({ timeout: 20_000 });
    },
  },
];

async function go(page: Page, route: string) {
  await page.goto(`${server.url}/app${route}`);
  await settle(page);
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

describe.each([
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
])('at $width x $height', ({ width, height }) => {
  it.each(PAGES)('$name: no floating control lies over another control', async ({ name, reach }) => {
    const { page, context, problems } = await open(width, height);
    await reach(page);
    await settle(page);
    await shot(page, `layout-${name}-${width}`);
    expect(await floatingOverlaps(page, { atEnd: false })).toEqual([]);
    await scrollToEnd(page);
    expect(await floatingOverlaps(page, { atEnd: true })).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe.each(LANGUAGES)('in %s at 390 wide', (language) => {
  it.each(PAGES)('$name: no text runs out of its box', async ({ name, reach }) => {
    const { page, context, problems } = await open(390, 844, language);
    await reach(page);
    await settle(page);
    await shot(page, `text-${name}-${language}`);
    expect(await textOverflows(page)).toEqual([]);
    await scrollToEnd(page);
    expect(await textOverflows(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('back with a sheet open', () => {
  it('closes the sheet and keeps the page; the next back leaves it', async () => {
    // The calling-code sheet of the login page, before logging in.
    const { page, context, problems } = await open(390, 844, 'zh-Hans', false);
    await go(page, '/pages/me/index');
    await go(page, '/pages/sub-user/login-phone/index');
    const picker = page.locator('.taro_page_show .region-picker');
    await picker.click();
    const sheet = page.locator('.region-picker__list');
    await sheet.waitFor();
    await page.goBack();
    await sheet.waitFor({ state: 'hidden' });
    expect(page.url()).toContain('/pages/sub-user/login-phone/index');
    // Opened and closed by a tap, it leaves nothing behind: one back leaves the page.
    await picker.click();
    await sheet.waitFor();
    await page
      .locator('.nut-overlay')
      .last()
      .click({ position: { x: 10, y: 10 } });
    await sheet.waitFor({ state: 'hidden' });
    await page.goBack();
    await page.waitForURL(/pages\/me\/index/);
    await page.locator('.taro_page_show .page-shell__body').first().waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it("the store's notice offers no sheet that would repeat what its page shows whole", async () => {
    const { page, context } = await open(390, 844);
    await go(page, '/pages/sub-user/store-detail/index?storeId=1');
    const notice = page.locator('.taro_page_show .store-detail__notice');
    await notice.waitFor();
    await page.waitForTimeout(500);
    expect(await notice.locator('.store-detail__notice-more').count()).toBe(0);
    await notice.click();
    await page.waitForTimeout(500);
    expect(await page.locator('.popup-page--notice').count()).toBe(0);
    await context.close();
  });
});
