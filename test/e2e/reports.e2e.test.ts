import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { startAppServer } from './support/app-server';
import { launchBrowser, openPhonePage } from './support/browser';
import { addSession, loginBySms } from './support/staff-session';

// A manager opens the app on Monday morning to see how last week went: the
// report of the demo store's last week shows the demo's figures (16 bookings,
// 62 covers, one cancellation, one no-show, ¥1,600 of deposits kept) with its
// charts, and its CSV downloads with the same numbers.
let server: TestServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let staffSession: string;

beforeAll(async () => {
  server = await startAppServer();
  ({ browser, close: closeBrowser } = await launchBrowser());
  staffSession = (await loginBySms(server.url, '13800000002')).session;
});
afterAll(async () => {
  await closeBrowser?.();
  await server?.close();
});

const kpi = (page: Page, label: string) =>
  page
    .locator('.report-kpi', { has: page.locator('.report-kpi__label', { hasText: label }) })
    .locator('.report-kpi__value');

describe('the report in a browser', () => {
  it('shows last week of the demo store with charts and the numbers beside them, and downloads its CSV', async () => {
    const { page, problems } = await openPhonePage(browser, 1280);
    await addSession(page.context(), server.url, staffSession);
    await page.goto(`${server.url}/app/pages/me/index`);
    await page.locator('.mode-switch__option--merchant:visible').click();
    await page.locator('.nav-bar__title', { hasText: '经营' }).waitFor();

    // The store tab's report area opens the report.
    await page.goto(`${server.url}/app/pages/store/index`);
    await page.locator('.merchant-areas__tab', { hasText: '报表' }).click();
    await page.locator('.merchant-entries__entry--storeReport:visible').click();
    await page.locator('.report-chip--on', { hasText: '上周' }).waitFor();

    await expect.poll(() => kpi(page, '预订').textContent()).toBe('16');
    expect(await kpi(page, '人数').textContent()).toBe('62');
    expect(await kpi(page, '取消率').textContent()).toBe('6.3%');
    expect(await kpi(page, '未到店率').textContent()).toBe('6.3%');
    expect(await kpi(page, '门店实收订金').textContent()).toBe('¥1,600');
    expect(await kpi(page, '回头客').textContent()).toBe('3 / 12');
    // Seven days, each with its row; the chart beside them is drawn.
    const dayRows = page.locator('.report-section').first().locator('.report-table__row:not(.report-table__row--head)');
    await expect.poll(() => dayRows.count()).toBe(8);
    const drawn = () =>
      page.locator('#report-day canvas').evaluate((canvas: HTMLCanvasElement) => {
        const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
        return data.some((v, i) => i % 4 === 3 && v > 0);
      });
    await expect.poll(drawn).toBe(true);

    const downloading = page.waitForEvent('download');
    await page.locator('.store-report__csv').click();
    const file = await downloading;
    const csv = fs.readFileSync((await file.path())!, 'utf8');
    expect(file.suggestedFilename()).toMatch(/^report-.*\.csv$/);
    expect(csv).toContain('\r\n,16,62,1,1\r\n');
    expect(csv).toContain('门店实收订金 (CNY),1600.00');

    // Every store of the merchant: the Macau store has no demo bookings.
    await page.locator('.report-chip', { hasText: '全部门店' }).click();
    await expect.poll(() => kpi(page, '预订').textContent()).toBe('32');
    expect(problems).toEqual([]);
  });
});
