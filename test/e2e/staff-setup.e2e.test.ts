import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SlotInventory_State } from '@gen/booking/v1/availability_pb';
import { DinerAvailabilityService } from '@gen/booking/v1/availability_service_pb';
import { BookingOrder_Status as Status } from '@gen/booking/v1/booking_order_pb';
import { DinerBookingOrderService } from '@gen/booking/v1/diner_booking_order_service_pb';
import { StoreDepositService } from '@gen/booking/v1/store_deposit_service_pb';
import { StoreTable_Status, StoreTableService } from '@gen/store/v1/table_pb';
import { PermittedStoreService } from '@gen/store/v1/store_query_service_pb';
import { addDays } from '@common/business-date';
import { businessDateOf } from '@common/zoned-time';
import type { TestServer } from '../helpers/test-server';
import { startAppServer } from './support/app-server';
import { launchBrowser, openPhonePage } from './support/browser';
import { logInContext } from './support/login';

// A new staff member of the demo merchant sets up a store and works the diner list in
// the real H5 build against the real server.

const NEW_STAFF_PHONE = '13700007001';
const CHAN_PHONE = '13900000012';

let server: TestServer;
let browser: Browser;
let closeBrowser: () => Promise<void>;

beforeAll(async () => {
  server = await startAppServer();
  ({ browser, close: closeBrowser } = await launchBrowser());
  // Joined today: a merchant-wide staff member who has never logged in.
  const db = server.database.db;
  const merchant = await db
    .selectFrom('merchant')
    .select('id')
    .where('short_key', '=', 'jade')
    .executeTakeFirstOrThrow();
  const user = await db
    .insertInto('app_user')
    .values({ phone: NEW_STAFF_PHONE, phone_region_code: '86', nickname: 'New Staff' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('staff_member')
    .values({ user_id: user.id, merchant_id: merchant.id, store_id: null, role: 'STAFF' })
    .execute();
});
afterAll(async () => {
  await closeBrowser?.();
  await server?.close();
});

/** The part of the screen in front: Taro keeps earlier pages in the document, hidden. */
const front = (page: Page, selector: string, hasText?: string) =>
  page.locator(`${selector}:visible`, hasText ? { hasText } : undefined).first();

async function title(page: Page, text: string) {
  await front(page, '.nav-bar__title', text).waitFor({ timeout: 20_000 });
}

async function fill(page: Page, field: string, value: string) {
  await front(page, `.setup-field--${field} input, .setup-field--${field} textarea`).fill(value);
}

/** The host's modal (Taro's showModal on H5); its root has no box of its own (fixed children). */
async function modal(page: Page, text: string) {
  await page.locator('.taro-modal__text:visible', { hasText: text }).waitFor();
}

async function confirmModal(page: Page) {
  await page.locator('.taro-model__confirm:visible').click();
}

/** The new staff member on another device, in merchant mode: a session of their own (one SMS code a minute per phone). */
async function staffOnAnotherDevice(deviceId: string) {
  const { page, context, problems } = await openPhonePage(browser);
  const staff = await server.services.users.findByPhone('86', NEW_STAFF_PHONE);
  const session = await server.services.sessions.start(staff!.id, {
    clientPlatform: 'H5',
    platformId: 'web',
    deviceId,
  });
  await context.addCookies([
    { name: 'fb_session', value: session.key, url: server.url, httpOnly: true, sameSite: 'Lax' },
  ]);
  await page.goto(`${server.url}/app/pages/me/index`);
  await page.evaluate(() => localStorage.setItem('operator.type', 'STORE'));
  return { page, problems, session };
}

async function openEntry(page: Page, key: string, pageTitle: string) {
  await page.goto(`${server.url}/app/pages/admin/index`);
  await front(page, `.store-setup-entry__link--${key}`).click();
  await title(page, pageTitle);
}

describe('store setup and the diner list, as a new staff member', () => {
  it('logs in, switches to merchant mode and sets up the store', async () => {
    const { page, context, problems } = await openPhonePage(browser);
    await logInContext(context, server.url, NEW_STAFF_PHONE);
    const refusals: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400) refusals.push(`${r.status()} ${new URL(r.url()).pathname}`);
    });

    // Merchant mode from the management page's switch; staff get the green theme.
    await page.goto(`${server.url}/app/pages/admin/index`);
    await front(page, '.mode-switch__option--merchant').click();
    await title(page, '经营');
    await page.goto(`${server.url}/app/pages/admin/index`);
    await front(page, '.store-setup-entry__store', 'Jade Garden · The Bund').waitFor({ timeout: 20_000 });
    const navColour = await front(page, '.nav-bar').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(navColour).toBe('rgb(7, 163, 90)');

    // A table with orders cannot be deleted: the page offers to hide it, and it is hidden.
    await front(page, '.store-setup-entry__link--tables').click();
    await title(page, '桌位');
    await front(page, '.store-table__row', 'C1').click();
    await title(page, '编辑桌位');
    await front(page, '.store-table__delete').click();
    await modal(page, '确定删除“C1”吗？');
    await confirmModal(page);
    await modal(page, '该桌位已有订单，不能删除');
    await confirmModal(page);
    // The form now shows the table hidden.
    await front(page, '.setup-field--status .setup-choice__item--chosen', '隐藏').waitFor();
    await page.goto(`${server.url}/app/pages/sub-store/store-table/index`);
    await expect
      .poll(() => front(page, '.store-table__row', 'C1').locator('.store-table__status').textContent())
      .toBe('隐藏');

    // New shift: an end of 23:59:59 is kept as 24:00.
    await openEntry(page, 'shifts', '餐段');
    await front(page, '.store-shifts__create').click();
    await title(page, '新建餐段');
    await fill(page, 'name', 'Late night');
    await fill(page, 'start', '21:00');
    await fill(page, 'end', '23:59:59');
    await fill(page, 'interval', '30');
    await front(page, '.store-shift-form__range', '21:00 - 24:00').waitFor();
    await front(page, '.setup-form__save').click();
    await title(page, '餐段');
    await front(page, '.store-shifts__row', 'Late night').waitFor();
    expect(await front(page, '.store-shifts__row', 'Late night').textContent()).toContain('21:00 - 24:00 · 6 个时间段');

    // New table.
    await openEntry(page, 'tables', '桌位');
    await front(page, '.store-table__create').click();
    await title(page, '新建桌位');
    await fill(page, 'name', 'Patio');
    await fill(page, 'seatCapacity', '0');
    await front(page, '.setup-form__save').click();
    await front(page, '.setup-form__error', '座位数无效').waitFor();
    await fill(page, 'seatCapacity', '4');
    await fill(page, 'tableCount', '2');
    await front(page, '.setup-form__save').click();
    await title(page, '桌位');
    expect(await front(page, '.store-table__row', 'Patio').textContent()).toContain('4 座 · 2 桌');

    // New tag; a second one of the same content is refused.
    await openEntry(page, 'tags', '订单标签');
    await front(page, '.booking-order-tag__create').click();
    await title(page, '新建标签');
    await fill(page, 'content', 'vip');
    await front(page, '.setup-form__save').click();
    await front(page, '.setup-form__error', '标签已存在').waitFor();
    await fill(page, 'content', 'Anniversary');
    await front(page, '.setup-form__save').click();
    await title(page, '订单标签');
    await front(page, '.booking-order-tag__row', 'Anniversary').waitFor();
    // The one refusal is the delete (Connect answers failed_precondition with HTTP 400),
    // which the browser also logs as a failed resource.
    expect(refusals).toEqual(['400 /grpc/private/store.v1.StoreTableService/DeleteTable']);
    expect(problems.filter((p) => !p.includes('status of 400'))).toEqual([]);

    // What the server now holds for the store.
    const staff = await server.services.users.findByPhone('86', NEW_STAFF_PHONE);
    const { key } = await server.services.sessions.start(staff!.id, {
      clientPlatform: 'WEB',
      platformId: 'web',
      deviceId: 'check',
    });
    const [store] = (await server.client(PermittedStoreService, { sessionKey: key }).queryPermittedStores({})).list;
    const tables = await server
      .client(StoreTableService, { sessionKey: key })
      .queryTables({ storeId: store!.model!.id });
    expect(tables.list.find((t) => t.name === 'C1')?.status).toBe(StoreTable_Status.HIDDEN);
    expect(tables.list.find((t) => t.name === 'Patio')?.itemList).toHaveLength(2);
  });

  it('blacklists a diner with a reason, finds them with the blacklist filter, and the risk check flags their booking', async () => {
    const { page, problems, session } = await staffOnAnotherDevice('e2e-2');

    await openEntry(page, 'diners', '用餐人');
    await front(page, '.diner-list__keyword input').fill('Chan');
    await front(page, '.diner-list__search-button').click();
    await front(page, '.diner-card', 'Chan').click();
    await title(page, '用餐人详情');
    await front(page, '.diner-detail__blacklist').click();
    const dialog = page.locator('.blacklist-dialog:visible');
    await dialog.locator('.nut-dialog-footer-ok').click();
    await dialog.getByText('请填写拉黑原因').waitFor();
    await dialog.locator('textarea').fill('Booked four tables and never came');
    await dialog.locator('.nut-dialog-footer-ok').click();
    await front(page, '.diner-detail__reason', '拉黑原因：Booked four tables and never came').waitFor();

    await page.goto(`${server.url}/app/pages/sub-store/diner-list/index`);
    await title(page, '用餐人');
    await front(page, '.setup-field--blacklistFilter .nut-switch').click();
    await expect
      .poll(async () => (await page.locator('.diner-card:visible .diner-card__name').allTextContents()).sort())
      .toEqual(['Chan', 'Lei Zhao (先生)']);

    // A diner books with Chan's phone; before accepting it, the risk check shows the blacklist.
    const tomorrowish = addDays(businessDateOf(Date.now(), 'Asia/Shanghai'), 8);
    const chan = await server.createUserSession({ phone: CHAN_PHONE, nickname: 'Chan Diner' });
    const [store] = (await server.client(PermittedStoreService, { sessionKey: session.key }).queryPermittedStores({}))
      .list;
    const storeId = store!.model!.id;
    const inventory = await server
      .client(DinerAvailabilityService, { sessionKey: chan.sessionKey })
      .queryBookingInventory({ storeId, reservationDate: tomorrowish, peopleCount: 2 });
    const slot = inventory.list
      .flatMap((s) => s.slotList.map((x) => ({ ...x, shiftId: s.storeShiftId })))
      .find((x) => x.state === SlotInventory_State.AVAILABLE)!;
    const { order } = await server
      .client(DinerBookingOrderService, { sessionKey: chan.sessionKey })
      .createBookingOrder({
        storeId,
        diner: { lastName: 'Chan' },
        reservationDate: tomorrowish,
        adultCount: 2,
        storeShiftId: slot.shiftId,
        reservationStartSecond: slot.startSecond,
      });
    expect(order?.status).toBe(Status.WAIT_STORE_CONFIRM);
    await page.goto(
      `${server.url}/app/pages/sub-store/diner-risk/index?storeId=${storeId}&phone=${order!.diner!.phone}&phoneRegionCode=${order!.diner!.phoneRegionCode}`,
    );
    await title(page, '风险用餐人检查');
    await front(page, '.diner-risk--blacklisted', '黑名单用餐人').waitFor();
    expect(await front(page, '.diner-risk--blacklisted').textContent()).toContain('Booked four tables and never came');
    expect(problems).toEqual([]);
  });

  it('sets a per-party deposit for lunch, and a new lunch booking owes it', async () => {
    const { page, problems, session } = await staffOnAnotherDevice('e2e-3');

    // The demo's policy, in words (the shift named in the reader's language); then lunch for
    // 2-4 people, ¥88.50 a party, and refunds on arrival.
    await openEntry(page, 'depositPolicy', '订金规则');
    await front(page, '.deposit-policy__words', '晚市 · 6人起 · 每人 ¥100').waitFor({ timeout: 20_000 });
    await front(page, '.deposit-policy__add').click();
    await front(page, '.setup-field--policyShift .setup-choice__item', '午市').click();
    await fill(page, 'minPeople', '2');
    await fill(page, 'maxPeople', '4');
    await front(page, '.setup-field--policyMode .setup-choice__item', '按桌收取').click();
    await fill(page, 'policyAmount', '88.5');
    await front(page, '.setup-form__save').click();
    await front(page, '.deposit-policy__words', '午市 · 2–4人 · 每桌 ¥88.50').waitFor();
    await front(page, '.setup-field--refundOnArrival .nut-switch').click();

    const [store] = (await server.client(PermittedStoreService, { sessionKey: session.key }).queryPermittedStores({}))
      .list;
    const storeId = store!.model!.id;
    await expect
      .poll(async () => {
        const answer = await server
          .client(StoreDepositService, { sessionKey: session.key })
          .getDepositSettings({ storeId });
        return answer.settings?.refundOnArrival;
      })
      .toBe(true);

    // A diner books three people for lunch: the deposit is the party's ¥88.50.
    const lunch = await server.database.db
      .selectFrom('store_shift')
      .select('id')
      .where('store_id', '=', storeId)
      .where('name', '=', 'Lunch')
      .executeTakeFirstOrThrow();
    const diner = await server.createUserSession({ phone: '13900007003', nickname: 'Lunch Diner' });
    const today = businessDateOf(Date.now(), 'Asia/Shanghai');
    let booked: { date: string; startSecond: number } | undefined;
    for (let days = 10; !booked && days < 17; days++) {
      const date = addDays(today, days);
      const inventory = await server
        .client(DinerAvailabilityService, { sessionKey: diner.sessionKey })
        .queryBookingInventory({ storeId, reservationDate: date, peopleCount: 3 });
      const slot = inventory.list
        .filter((s) => s.storeShiftId === String(lunch.id))
        .flatMap((s) => s.slotList)
        .find((x) => x.state === SlotInventory_State.AVAILABLE);
      if (slot) booked = { date, startSecond: slot.startSecond };
    }
    const { order } = await server
      .client(DinerBookingOrderService, { sessionKey: diner.sessionKey })
      .createBookingOrder({
        storeId,
        diner: { lastName: 'Lau' },
        reservationDate: booked!.date,
        adultCount: 3,
        storeShiftId: String(lunch.id),
        reservationStartSecond: booked!.startSecond,
      });
    expect(order?.status).toBe(Status.WAIT_DEPOSIT_PAYMENT);
    expect(order?.depositAmount).toBe('8850');
    expect(problems).toEqual([]);
  });
});
