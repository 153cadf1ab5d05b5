import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, it } from 'vitest';
import type { TestServer } from '../helpers/test-server';
import { shiftedClock } from '../helpers/booking-time';
import { startAppServer } from './support/app-server';
import { launchBrowser } from './support/browser';
import { addSession, loginBySms } from './support/staff-session';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-accounts';
import { businessDateOf, zonedInstant } from '@common/zoned-time';

const clock = shiftedClock();
let server: TestServer;
let browser: Browser;
let close: () => Promise<void>;
let storeId: string;
let eventId: string;
let productId: string;
let shiftId: string;
let orderId: string;
const sessions: Record<string, string> = {};
beforeAll(async () => {
  server = await startAppServer({ now: clock.now });
  ({ browser, close } = await launchBrowser());
  sessions.staff = (await loginBySms(server.url, DEMO_ACCOUNTS.staff.phone)).session;
  sessions.diner = (await loginBySms(server.url, DEMO_ACCOUNTS.diner.phone)).session;
  const db = server.database.db;
  storeId = (await db.selectFrom('store').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  eventId = (await db.selectFrom('ticketing_event').select('id').executeTakeFirstOrThrow()).id;
  productId = (
    await db.selectFrom('mall_product').select('id').where('title', '=', 'Mid-Autumn Gift Set').executeTakeFirstOrThrow()
  ).id;
  const shift = await db
    .selectFrom('store_shift')
    .select('id')
    .where('store_id', '=', storeId)
    .orderBy('start_second', 'desc')
    .executeTakeFirstOrThrow();
  shiftId = shift.id;
  await db.updateTable('store_shift').set({ pacing_max_covers: 12, pacing_max_parties: 3 } as never).where('id', '=', shiftId).execute();
  orderId = (
    await db.selectFrom('booking_order').select('id').where('store_id', '=', storeId).orderBy('id').executeTakeFirstOrThrow()
  ).id;
  clock.set(zonedInstant(businessDateOf(Date.now(), 'Asia/Shanghai'), 17 * 3600, 'Asia/Shanghai'));
});
afterAll(async () => {
  await close?.();
  await server?.close();
});

const SIZES = [
  [390, 844],
  [1280, 800],
  [1440, 900],
] as const;

async function open(who: string, lang: string, width: number, height: number, init: Record<string, string> = {}) {
  const context = await browser.newContext({ viewport: { width, height } });
  await addSession(context, server.url, sessions[who]);
  await context.addInitScript(
    (values) => {
      for (const [k, v] of Object.entries(values)) window.localStorage.setItem(k, v);
    },
    { 'settings.language': lang, ...init },
  );
  return { context, page: await context.newPage() };
}
const shot = (page: Page, name: string) => page.screenshot({ path: path.join('/tmp/shots', `${name}.png`), fullPage: false });
const settle = (page: Page, ms = 2500) => page.waitForTimeout(ms);

it('screens', async () => {
  for (const lang of ['zh-Hans', 'zh-Hant', 'en']) {
    for (const [w, h] of SIZES) {
      const tag = `${lang}-${w}`;
      const diner = await open('diner', lang, w, h);
      const d = diner.page;
      await d.goto(`${server.url}/app/pages/sub-user/ticketing-event-detail/index?id=${eventId}`);
      await settle(d);
      await shot(d, `event-${tag}`);
      await d.goto(`${server.url}/app/pages/sub-user/mall-product-detail/index?storeId=${storeId}&productId=${productId}`);
      await settle(d);
      await shot(d, `product-${tag}`);
      await d.goto(`${server.url}/app/pages/sub-user/waitlist/index`);
      await settle(d);
      await shot(d, `waitlist-${tag}`);
      await d.goto(`${server.url}/app/pages/sub-user/feast-host-edit/index?storeId=${storeId}`);
      await settle(d);
      await shot(d, `feasthost-${tag}`);
      await diner.context.close();
      const staff = await open('staff', lang, w, h, { 'operator.type': 'STORE', 'operator.storeId.web': storeId });
      const s = staff.page;
      await s.goto(`${server.url}/app/pages/sub-store/ticket-event-list/index`);
      await settle(s);
      const edit = s.locator('.ticketing__card button, .section button').first();
      if (await edit.count()) await edit.click().catch(() => undefined);
      await settle(s, 1500);
      await s.locator('.ticketing__languages').first().scrollIntoViewIfNeeded().catch(() => undefined);
      await shot(s, `eventform-${tag}`);
      await s.goto(`${server.url}/app/pages/sub-store/mall-product-edit/index?id=${productId}`);
      await settle(s);
      await s.locator('.mall-specs').first().scrollIntoViewIfNeeded().catch(() => undefined);
      await shot(s, `productform-${tag}`);
      await s.goto(`${server.url}/app/pages/sub-store/store-shifts-update/index?id=${shiftId}`);
      await settle(s);
      await shot(s, `shift-${tag}`);
      await s.goto(`${server.url}/app/pages/sub-store/booking-home/index`);
      await settle(s, 3000);
      const timeline = s.locator('.board-filters__view').nth(1);
      if (await timeline.count()) await timeline.click().catch(() => undefined);
      await settle(s, 1500);
      await shot(s, `board-${tag}`);
      await s.goto(`${server.url}/app/pages/sub-store/store-order-detail/index?id=${orderId}&storeId=${storeId}`);
      await settle(s);
      await shot(s, `orderdetail-${tag}`);
      await staff.context.close();
    }
  }
}, 900_000);
