import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { startAppServer } from './support/app-server';
import { launchBrowser } from './support/browser';
import { pickDate, pickTime } from './support/booking-steps';
import { completeProfile } from './support/diner-session';
import { addSession, loginBySms } from './support/staff-session';
import { addDays } from '@common/business-date';
import { businessDateOf } from '@common/zoned-time';

// What a diner or a host saw wrong on screen, checked in the
// light and dark themes and in both scripts, at a phone's size and the tablet's.
// E2E_SCREENSHOTS=<dir> keeps a picture of each.

let server: TestServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;
let staffSession: string;
let dinerSession: string;
const SHOTS = process.env.E2E_SCREENSHOTS;

// NutUI's default theme: its pink for disabled buttons and its pale red for "danger".
const NUTUI_PINKS = ['rgb(255, 173, 190)', 'rgb(255, 214, 225)'];

beforeAll(async () => {
  server = await startAppServer();
  ({ browser, close: closeBrowser } = await launchBrowser());
  staffSession = (await loginBySms(server.url, '13800000002')).session;
  dinerSession = (await loginBySms(server.url, '13912349901')).session;
  await completeProfile(server.url, dinerSession, '13912349901');
  if (SHOTS) fs.mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await closeBrowser?.();
  await server?.close();
});

interface Look {
  theme: 'light' | 'dark';
  language: 'zh-Hans' | 'en';
  width: number;
  height: number;
}

const LOOKS: Look[] = [
  { theme: 'light', language: 'zh-Hans', width: 390, height: 844 },
  { theme: 'dark', language: 'en', width: 390, height: 844 },
  { theme: 'dark', language: 'zh-Hans', width: 1280, height: 800 },
];

async function openAs(look: Look, session: string, staff = false) {
  const context = await browser.newContext({ viewport: { width: look.width, height: look.height }, locale: 'zh-CN' });
  await addSession(context, server.url, session);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.goto(`${server.url}/app/pages/me/index`);
  await page.evaluate(
    ({ theme, language, staff }) => {
      localStorage.setItem('settings.theme', theme);
      localStorage.setItem('settings.language', language);
      if (staff) localStorage.setItem('operator.type', 'STORE');
    },
    { ...look, staff },
  );
  return { page, problems };
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

const lookName = (look: Look) => `${look.theme}-${look.language}-${look.width}`;

/** Nothing on the page is wider than the window: no sideways scrolling, of the document or of Taro's page. */
async function noSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => {
    const taroPage = document.querySelector('.taro_page_show') ?? document.body;
    return {
      document: document.scrollingElement!.scrollWidth,
      page: taroPage.scrollWidth,
      window: window.innerWidth,
    };
  });
  expect(widths.document).toBeLessThanOrEqual(widths.window);
  expect(widths.page).toBeLessThanOrEqual(widths.window);
}

/** Scrolls Taro's page (H5 pages scroll in their own element, not the document) to its end. */
async function scrollToEnd(page: Page) {
  await page.evaluate(() => {
    const taroPage = document.querySelector('.taro_page_show');
    if (taroPage) taroPage.scrollTop = taroPage.scrollHeight;
  });
  await page.waitForTimeout(300);
}

describe.each(LOOKS)('$theme, $language, $width wide', (look) => {
  it('the store page keeps its book button on screen, and the contact button off the address', async () => {
    const { page, problems } = await openAs(look, dinerSession);
    await page.goto(`${server.url}/app/pages/sub-user/store-detail/index?storeId=1`);
    const book = page.locator('.store-detail__book');
    await book.waitFor({ timeout: 20_000 });
    await page.locator('.store-detail__contact .nut-cell').first().waitFor();
    // Sticky: on the first screen, whether or not the store's text reaches below it.
    const box = (await book.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(look.height);
    // Read to the end: the contact button overlaps none of the store's contact lines.
    await scrollToEnd(page);
    // Still there at the end.
    const after = (await book.boundingBox())!;
    expect(after.y + after.height).toBeLessThanOrEqual(look.height);
    await shot(page, `visual-${lookName(look)}-store`);
    const contact = (await page.locator('.contact-button').boundingBox())!;
    for (const cell of await page.locator('.store-detail__contact .nut-cell').all()) {
      const c = (await cell.boundingBox())!;
      const apart =
        contact.x >= c.x + c.width ||
        contact.x + contact.width <= c.x ||
        contact.y >= c.y + c.height ||
        contact.y + contact.height <= c.y;
      expect(apart).toBe(true);
    }
    // Cards on a dark page have no light glow around them.
    const shadow = await page
      .locator('.store-detail__contact .nut-cell')
      .first()
      .evaluate((el) => getComputedStyle(el).boxShadow);
    if (look.theme === 'dark') expect(shadow).toBe('none');
    await noSidewaysScroll(page);
    expect(problems).toEqual([]);
  });

  it('the booking pages: a disabled next button is grey, not NutUI pink, and the confirm page fits the width', async () => {
    const { page, problems } = await openAs(look, dinerSession);
    await page.goto(`${server.url}/app/pages/sub-user/booking-before/index?storeId=1`);
    const next = page.locator('.booking-before__next');
    await next.waitFor({ timeout: 20_000 });
    const disabled = await next.evaluate((el) => ({
      disabled: el.classList.contains('nut-button-disabled'),
      background: getComputedStyle(el).backgroundColor,
    }));
    expect(disabled.disabled).toBe(true);
    expect(NUTUI_PINKS).not.toContain(disabled.background);
    await noSidewaysScroll(page);

    // The demo store serves dinner every day, and nobody has booked two days ahead.
    await pickDate(page, addDays(businessDateOf(Date.now(), 'Asia/Shanghai'), 2));
    await pickTime(page, look.language === 'en' ? 'Dinner' : '晚市', '20:30');
    await next.click();
    await page.locator('.booking-confirm__lastName').waitFor();
    await shot(page, `visual-${lookName(look)}-confirm`);
    await noSidewaysScroll(page);
    // The note boxes and fields write in the page's font, not the browser's (monospace in a textarea).
    const fonts = await page.evaluate(() => ({
      page: getComputedStyle(document.body).fontFamily,
      fields: [...document.querySelectorAll('textarea, input')].map((el) => getComputedStyle(el).fontFamily),
    }));
    expect(fonts.fields.length).toBeGreaterThan(0);
    for (const font of fonts.fields) expect(font).toBe(fonts.page);
    expect(problems).toEqual([]);
  });

  it("the diner's tab bar shows the selected tab's icon against the bar", async () => {
    const { page, problems } = await openAs(look, dinerSession);
    await page.goto(`${server.url}/app/pages/me/index`);
    const icon = page.locator('.tab-bar__item--active .tab-bar__icon');
    await icon.waitFor({ timeout: 20_000 });
    const filter = await icon.evaluate((el) => getComputedStyle(el).filter);
    // The icons are drawn dark, for light bars.
    expect(filter).toBe(look.theme === 'dark' ? 'invert(1)' : 'none');
    expect(problems).toEqual([]);
  });

  it("the board's list shows each booking's tags, and a delete button is red", async () => {
    const { page, problems } = await openAs(look, staffSession, true);
    await page.goto(`${server.url}/app/pages/sub-store/booking-home/index`);
    // The store's name in the reader's language.
    const storeName = look.language === 'en' ? 'Jade Garden' : '翡翠花园';
    await page.locator('.board-header__store-name', { hasText: storeName }).waitFor({ timeout: 20_000 });
    // The demo's bookings are tomorrow's; Lau's is tagged VIP and birthday.
    await page.locator('.board-header__step').nth(1).click();
    await page.locator('.board-filters__view').nth(2).click();
    const card = page.locator('.booking-order-list__card', { hasText: 'Lau' });
    await card.locator('.booking-order-list__tag', { hasText: 'VIP' }).waitFor();
    expect(await card.locator('.booking-order-list__tag', { hasText: 'Birthday' }).count()).toBe(1);
    await shot(page, `visual-${lookName(look)}-board-list`);

    await page.goto(`${server.url}/app/pages/sub-store/store-table/index`);
    await page.locator('.store-table__row').first().click({ timeout: 20_000 });
    const remove = page.locator('.store-table__delete');
    await remove.waitFor({ timeout: 20_000 });
    const background = await remove.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(NUTUI_PINKS).not.toContain(background);
    // A red: more red than green or blue.
    const [r, g, b] = background.match(/\d+/g)!.map(Number);
    expect(r).toBeGreaterThan(g + 80);
    expect(r).toBeGreaterThan(b + 80);
    expect(problems).toEqual([]);
  });
});

describe('words', () => {
  it('English in cells and in the shift preview is never broken inside a word', async () => {
    const look: Look = { theme: 'light', language: 'en', width: 390, height: 844 };
    const { page, problems } = await openAs(look, staffSession, true);
    await page.goto(`${server.url}/app/pages/sub-store/store-shifts-update/index?id=1`);
    const preview = page.locator('.store-shift-form__preview');
    await preview.waitFor({ timeout: 20_000 });
    // The range and the preview are lines of their own, not run together ("22:30Bookable times").
    const range = (await page.locator('.store-shift-form__range').boundingBox())!;
    const list = (await preview.boundingBox())!;
    expect(list.y).toBeGreaterThanOrEqual(range.y + range.height);
    await shot(page, 'visual-shift-preview');
    // A switch that is off still shows its track against the field.
    const off = await page.locator('.setup-field--disabled .nut-switch').evaluate((el) => ({
      track: getComputedStyle(el).backgroundColor,
      field: getComputedStyle(el.closest('.setup-field')!).backgroundColor,
    }));
    expect(off.track).not.toBe(off.field);
    const breaks = await page.evaluate(() =>
      [...document.querySelectorAll('.nut-cell-extra, .nut-cell-title, .taro-modal__text')].map(
        (el) => getComputedStyle(el).wordBreak,
      ),
    );
    expect(breaks).not.toContain('break-all');

    // The day sheet's column heads ("Table", "Party"...) stay whole words on one line.
    // The demo's bookings are tomorrow's.
    const tomorrow = addDays(businessDateOf(Date.now(), 'Asia/Shanghai'), 1);
    await page.goto(`${server.url}/app/pages/sub-store/booking-print-preview/index?date=${tomorrow}`);
    const heads = page.locator('.print-sheet__row--head .print-sheet__cell');
    await heads.first().waitFor({ timeout: 20_000 });
    // Lines each head's text takes: a word broken mid-way takes two or more.
    const lines = await heads.evaluateAll((cells) =>
      cells.map((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      }),
    );
    expect(lines.every((count) => count === 1)).toBe(true);
    await noSidewaysScroll(page);
    expect(problems).toEqual([]);
  });
});
