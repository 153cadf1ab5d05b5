import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { startAppServer } from './support/app-server';
import { launchBrowser } from './support/browser';
import { addSession, loginBySms } from './support/staff-session';

// The same pages at a phone's size, the host stand's tablet in landscape and a
// laptop (spec section 9: from 800 wide the WEB layout): the controls a person came
// for are on the first screen, without scrolling. E2E_SCREENSHOTS=<dir> keeps a
// picture of each.
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 1280, height: 800 },
  { name: 'laptop', width: 1440, height: 900 },
] as const;
type Viewport = (typeof VIEWPORTS)[number];

let server: TestServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let staffSession: string;
const SHOTS = process.env.E2E_SCREENSHOTS;

beforeAll(async () => {
  server = await startAppServer();
  ({ browser, close: closeBrowser } = await launchBrowser());
  staffSession = (await loginBySms(server.url, '13800000002')).session;
  if (SHOTS) fs.mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await closeBrowser?.();
  await server?.close();
});

async function openAt(viewport: Viewport, staff = false) {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    locale: 'zh-CN',
    hasTouch: viewport.name === 'tablet',
  });
  if (staff) await addSession(context, server.url, staffSession);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return { page, problems };
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

/** On the first screen: inside the window, nothing to scroll to. */
async function onFirstScreen(locator: Locator, viewport: Viewport) {
  const box = await locator.boundingBox();
  expect(box, 'rendered').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width + 0.5);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport.height + 0.5);
  return box!;
}

describe.each(VIEWPORTS)('at $width x $height', (viewport) => {
  it('the store page shows its photos, and the book button without scrolling', async () => {
    const { page, problems } = await openAt(viewport);
    await page.goto(`${server.url}/app/pages/sub-user/store-detail/index?storeId=1`);
    await page.locator('.store-detail__name', { hasText: 'Jade Garden · The Bund' }).waitFor({ timeout: 20_000 });
    await page.waitForTimeout(300);
    await shot(page, `${viewport.name}-store`);
    await onFirstScreen(page.locator('.store-detail__book'), viewport);
    expect(problems).toEqual([]);
  });

  it('the booking board shows every table and the whole service day', async () => {
    const { page, problems } = await openAt(viewport, true);
    await page.goto(`${server.url}/app/pages/me/index`);
    await page.evaluate(() => localStorage.setItem('operator.type', 'STORE'));
    await page.goto(`${server.url}/app/pages/sub-store/booking-home/index`);
    await page.locator('.board-header__store-name', { hasText: 'Jade Garden' }).waitFor({ timeout: 20_000 });
    await page.locator('.board-header__step').nth(1).click();
    await page.locator('.booking-timeline__block').first().waitFor();
    await shot(page, `${viewport.name}-board`);
    expect(problems).toEqual([]);
  });
});
