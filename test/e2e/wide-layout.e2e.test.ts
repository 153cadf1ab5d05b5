import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { startAppServer } from './support/app-server';
import { launchBrowser, skipWelcome } from './support/browser';
import { pickDate, pickTime } from './support/booking-steps';
import { addSession, loginBySms } from './support/staff-session';
import { completeProfile } from './support/diner-session';
import { addDays } from '@common/business-date';
import { businessDateOf } from '@common/zoned-time';
import { LANGUAGES, type Language } from '@/i18n/language';

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
let dinerSession: string;
const SHOTS = process.env.E2E_SCREENSHOTS;

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

async function openAt(viewport: Viewport, session?: string, language?: Language) {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    locale: 'zh-CN',
    hasTouch: viewport.name === 'tablet',
  });
  if (session) await addSession(context, server.url, session);
  await skipWelcome(context);
  if (language) await context.addInitScript((lang) => localStorage.setItem('settings.language', lang), language);
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

const wide = (viewport: Viewport) => viewport.width >= 800;

/** Merchant mode on this device, then a staff page. */
async function openStaffPage(page: Page, route: string) {
  await page.goto(`${server.url}/app/pages/me/index`);
  await page.evaluate(() => localStorage.setItem('operator.type', 'STORE'));
  await page.goto(`${server.url}/app/pages/sub-store/${route}`);
}

describe.each(VIEWPORTS)('at $width x $height', (viewport) => {
  it('the store page shows its photos, and the book button without scrolling', async () => {
    const { page, problems } = await openAt(viewport);
    await page.goto(`${server.url}/app/pages/sub-user/store-detail/index?storeId=1`);
    await page.locator('.store-detail__name', { hasText: '翡翠花园 · 外滩' }).waitFor({ timeout: 20_000 });
    await shot(page, `${viewport.name}-store`);
    const book = await onFirstScreen(page.locator('.store-detail__book'), viewport);
    const hero = await onFirstScreen(page.locator('.store-detail__hero'), viewport);
    // The photo keeps its shape (the demo's are 4:3): cropped to the hero, never stretched.
    const photo = await page
      .locator('.store-detail__photo img')
      .first()
      .evaluate((img) => getComputedStyle(img).objectFit);
    expect(photo).toBe('cover');
    if (wide(viewport)) {
      // Side by side: the booking column starts right of the photos, at the same height.
      expect(book.x).toBeGreaterThanOrEqual(hero.x + hero.width);
      const info = await onFirstScreen(page.locator('.store-detail__name'), viewport);
      expect(Math.abs(info.y - hero.y)).toBeLessThan(40);
      // The contact button stays over the page, not in the margin beside it.
      const contact = await onFirstScreen(page.locator('.contact-button'), viewport);
      expect(contact.x + contact.width).toBeLessThanOrEqual(viewport.width);
    }
    expect(problems).toEqual([]);
  });

  it('the booking form puts party and date beside the times', async () => {
    const { page, problems } = await openAt(viewport, dinerSession);
    await page.goto(`${server.url}/app/pages/sub-user/booking-before/index?storeId=1`);
    await page.locator('.booking-before__party').waitFor({ timeout: 20_000 });
    await page.locator('.booking-form .slot-picker, .booking-form .state-view').first().waitFor();
    await shot(page, `${viewport.name}-booking-form`);
    const [first, second] = await page.locator('.booking-form__column').all();
    const a = (await first.boundingBox())!;
    const b = (await second.boundingBox())!;
    if (wide(viewport)) {
      expect(b.x).toBeGreaterThanOrEqual(a.x + a.width);
      expect(Math.abs(b.y - a.y)).toBeLessThan(1);
      await onFirstScreen(page.locator('.booking-before__party'), viewport);
      // The demo store serves dinner every day, and nobody has booked two days ahead.
      await pickDate(page, addDays(businessDateOf(Date.now(), 'Asia/Shanghai'), 2));
      await pickTime(page, '晚市', '20:30');
      await onFirstScreen(page.locator('.booking-before__next'), viewport);
      // Touch: the party steppers, shifts, times, the next button and the bar's back button.
      for (const selector of [
        '.booking-before__party .nut-inputnumber-add',
        '.slot-picker__shift',
        '.slot',
        '.booking-before__next',
        '.nav-bar__button',
      ]) {
        const target = (await page.locator(selector).first().boundingBox())!;
        expect(Math.min(target.width, target.height), selector).toBeGreaterThanOrEqual(44);
      }
      await page.locator('.booking-before__next').click();
      // The confirm form: the diner's details beside the deposit, the policy and submit.
      await page.locator('.booking-confirm__lastName').waitFor();
      await shot(page, `${viewport.name}-booking-confirm`);
      await onFirstScreen(page.locator('.booking-confirm__lastName'), viewport);
      await onFirstScreen(page.locator('.booking-confirm__submit'), viewport);
    } else {
      expect(b.y).toBeGreaterThanOrEqual(a.y + a.height);
    }
    expect(problems).toEqual([]);
  });

  it('the booking board shows every table and the whole service day; a booking opens with its actions in sight', async () => {
    const { page, problems } = await openAt(viewport, staffSession);
    await openStaffPage(page, 'booking-home/index');
    // The store's name in the reader's language (Simplified Chinese here).
    await page.locator('.board-header__store-name', { hasText: '翡翠花园' }).waitFor({ timeout: 20_000 });
    // The demo's bookings are tomorrow's.
    await page.locator('.board-header__step').nth(1).click();
    await page.locator('.booking-timeline__block').first().waitFor();
    await shot(page, `${viewport.name}-board`);
    if (!wide(viewport)) {
      // A phone scrolls through the day sideways and opens a booking on its own page.
      const scroll = page.locator('.booking-timeline__scroll');
      expect(await scroll.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      expect(problems).toEqual([]);
      return;
    }
    const actionBar = (await page.locator('.booking-home__actions').boundingBox())!;
    const rows = await page.locator('.booking-timeline__row').all();
    expect(rows.length).toBeGreaterThanOrEqual(10);
    for (const row of rows) {
      const box = await onFirstScreen(row, viewport);
      expect(box.y + box.height).toBeLessThanOrEqual(actionBar.y + 1);
    }
    // The whole day across: nothing to scroll sideways, the last hour on screen.
    const scroll = page.locator('.booking-timeline__scroll');
    expect(await scroll.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    await onFirstScreen(page.locator('.booking-timeline__tick').last(), viewport);
    // Touch: rows and the board's controls are at least 44 px high.
    expect((await rows[0].boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect((await page.locator('.board-filters__view').first().boundingBox())!.height).toBeGreaterThanOrEqual(44);

    // The host taps the diner's booking: it opens beside the board, its actions in sight.
    await page.locator('.booking-timeline__block', { hasText: 'Zhou' }).click();
    const confirm = page.locator('.board-panel .order-actions__button--confirm');
    await confirm.waitFor();
    await shot(page, `${viewport.name}-board-panel`);
    await onFirstScreen(confirm, viewport);
    // Every action of the booking, not only the first, clear of the page's action bar.
    const actions = (await page.locator('.board-panel .order-actions').boundingBox())!;
    expect(actions.y + actions.height).toBeLessThanOrEqual(actionBar.y + 1);
    expect((await confirm.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await onFirstScreen(page.locator('.booking-timeline__block', { hasText: 'Zhou' }), viewport);
    expect(page.url()).toContain('booking-home');

    // The list beside the same panel.
    await page.locator('.board-filters__view').nth(2).click();
    await page.locator('.booking-order-list__card').first().waitFor();
    await page.locator('.booking-order-list__card', { hasText: 'Chan' }).click();
    await page.locator('.board-panel .order-summary', { hasText: 'Chan' }).waitFor();
    await shot(page, `${viewport.name}-board-list`);
    await onFirstScreen(page.locator('.board-panel .order-actions'), viewport);

    // The floor plan takes the board's width, every table on the first screen.
    await page.locator('.side-panel__close').click();
    await page.locator('.board-filters__view').first().click();
    await page.locator('.floor-plan__tile').first().waitFor();
    await shot(page, `${viewport.name}-board-floor`);
    for (const tile of await page.locator('.floor-plan__tile').all()) {
      const box = await onFirstScreen(tile, viewport);
      expect(box.y + box.height).toBeLessThanOrEqual(actionBar.y + 1);
    }
    expect(problems).toEqual([]);
  });

  it.runIf(viewport.name === 'tablet').each(LANGUAGES)(
    'in %s the board shows every table above the action bar, the whole day across',
    async (language) => {
      const { page, problems } = await openAt(viewport, staffSession, language);
      await openStaffPage(page, 'booking-home/index');
      // The store's name in the reader's language.
      const storeName = (
        { 'zh-Hans': '翡翠花园', 'zh-Hant': '翡翠花園', en: 'Jade Garden' } as Record<Language, string>
      )[language];
      await page.locator('.board-header__store-name', { hasText: storeName }).waitFor({ timeout: 20_000 });
      await page.locator('.board-header__step').nth(1).click();
      await page.locator('.booking-timeline__block').first().waitFor();
      await shot(page, `${viewport.name}-board-${language}`);
      const actionBar = (await page.locator('.booking-home__actions').boundingBox())!;
      const rows = await page.locator('.booking-timeline__row').all();
      expect(rows.length).toBeGreaterThanOrEqual(10);
      const last = await onFirstScreen(rows[rows.length - 1], viewport);
      expect(last.y + last.height).toBeLessThanOrEqual(actionBar.y + 1);
      const scroll = page.locator('.booking-timeline__scroll');
      expect(await scroll.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
      // Nothing in the band above the board spills past the window's right edge.
      for (const selector of ['.board-header__dates', '.board-filters__views', '.status-count-bar', '.daily-memo']) {
        await onFirstScreen(page.locator(selector).first(), viewport);
      }
      expect(problems).toEqual([]);
    },
  );

  it('setup and CRM lists (diners, tables, membership levels) open an entry beside them', async () => {
    if (!wide(viewport)) return;
    const { page, problems } = await openAt(viewport, staffSession);
    await openStaffPage(page, 'diner-list/index');
    await page.locator('.diner-card').first().click({ timeout: 20_000 });
    const edit = page.locator('.list-detail__panel .diner-detail__edit');
    await edit.waitFor();
    await shot(page, `${viewport.name}-diner-list`);
    await onFirstScreen(edit, viewport);
    await onFirstScreen(page.locator('.diner-card').first(), viewport);
    expect(page.url()).toContain('diner-list');

    await page.goto(`${server.url}/app/pages/sub-store/store-table/index`);
    await page.locator('.store-table__row').first().click({ timeout: 20_000 });
    const form = page.locator('.list-detail__panel .store-table-form');
    await form.waitFor();
    await shot(page, `${viewport.name}-tables`);
    await onFirstScreen(page.locator('.list-detail__panel .side-panel__head'), viewport);
    await onFirstScreen(page.locator('.setup-list__row--picked'), viewport);
    expect(page.url()).toContain('store-table');

    await page.goto(`${server.url}/app/pages/sub-store/member-ship/index`);
    await page.locator('.member-ship__row').first().click({ timeout: 20_000 });
    await page.locator('.list-detail__panel .side-panel__body .nut-button').last().waitFor();
    await onFirstScreen(page.locator('.list-detail__panel .side-panel__head'), viewport);
    expect(page.url()).toContain('member-ship');
    expect(problems).toEqual([]);
  });

  it('setup lists (tags, takers) open an entry beside them, with touch-sized rows', async () => {
    const { page, problems } = await openAt(viewport, staffSession);
    for (const kind of ['tag', 'taker']) {
      await openStaffPage(page, `booking-order-${kind}/index`);
      const row = page.locator(`.booking-order-${kind}__row`).first();
      await row.click({ timeout: 20_000 });
      const remove = page.locator(`.booking-order-${kind}__delete`);
      await remove.waitFor();
      await shot(page, `${viewport.name}-${kind}s`);
      if (!wide(viewport)) {
        // A phone opens the entry on its own page.
        expect(page.url()).toContain(`booking-order-${kind}-update`);
        continue;
      }
      expect(page.url()).not.toContain('-update');
      await onFirstScreen(page.locator('.list-detail__panel .side-panel__head'), viewport);
      await onFirstScreen(remove, viewport);
      const picked = await onFirstScreen(page.locator('.setup-list__row--picked'), viewport);
      expect(picked.height).toBeGreaterThanOrEqual(44);
      expect((await remove.boundingBox())!.x).toBeGreaterThanOrEqual(picked.x + picked.width);
    }
    expect(problems).toEqual([]);
  });

  it('setup forms (booking rules, weekly plan, store info) are two centred columns with save in sight', async () => {
    if (!wide(viewport)) return;
    const { page, problems } = await openAt(viewport, staffSession);
    for (const route of ['booking-rules', 'store-base']) {
      await openStaffPage(page, `${route}/index`);
      const fields = page.locator(`.${route} > .setup-field`);
      await fields.first().waitFor({ timeout: 20_000 });
      await shot(page, `${viewport.name}-${route}`);
      // Two columns: the second field beside the first.
      const first = (await fields.nth(0).boundingBox())!;
      const second = (await fields.nth(1).boundingBox())!;
      expect(second.x).toBeGreaterThanOrEqual(first.x + first.width);
      expect(Math.abs(second.y - first.y)).toBeLessThan(1);
      // Centred.
      const form = (await page.locator(`.${route}`).boundingBox())!;
      expect(Math.abs(form.x - (viewport.width - form.x - form.width))).toBeLessThan(4);
      const save = await onFirstScreen(page.locator(`.${route} .setup-form__save`), viewport);
      expect(save.height).toBeGreaterThanOrEqual(44);
    }

    await openStaffPage(page, 'booking-plan/index');
    const columns = page.locator('.booking-plan > .setup-columns__column');
    await page.locator('.booking-plan__day').first().waitFor({ timeout: 20_000 });
    await shot(page, `${viewport.name}-booking-plan`);
    const week = (await columns.nth(0).boundingBox())!;
    const rest = await onFirstScreen(columns.nth(1), viewport);
    expect(rest.x).toBeGreaterThanOrEqual(week.x + week.width);
    await onFirstScreen(page.locator('.booking-plan__day').first(), viewport);
    // Touch: a day's open/closed button and its shift chips.
    expect((await page.locator('.booking-plan__day .nut-button').first().boundingBox())!.height).toBeGreaterThanOrEqual(
      44,
    );
    expect(
      (await page.locator('.booking-plan__day .setup-choice__item').first().boundingBox())!.height,
    ).toBeGreaterThanOrEqual(44);
    expect(problems).toEqual([]);
  });
});
