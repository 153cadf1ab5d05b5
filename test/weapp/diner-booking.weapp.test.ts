import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DinerAvailabilityService } from '@gen/booking/v1/availability_service_pb';
import { StoreService } from '@gen/store/v1/store_query_service_pb';
import { formatSecondOfDay } from '@common/shift-time';
import { nextOpenSlot } from '../helpers/open-dates';
import type { TestServer } from '../helpers/test-server';
import { logInWithPhoneCode, pickDate, pickTime } from './support/diner-steps';
import { MiniApp } from './support/mini-app';
import { startWeappServer } from './support/weapp-server';

// A diner in the WeChat mini-program, on the compiled pages, against the real server.
const DIST = path.resolve(__dirname, '../../dist/weapp');
let server: TestServer;
let app: MiniApp;
let store: { id: string; timezone: string };

beforeAll(async () => {
  server = await startWeappServer();
  const found = (await server.client(StoreService).queryStores({})).list.find((s) => s.timezone === 'Asia/Hong_Kong')!;
  store = { id: found.model!.id, timezone: found.timezone };
  app = new MiniApp(DIST, { serverUrl: () => server.url });
  app.boot();
  await app.reLaunch('/pages/home/index');
});
afterAll(async () => {
  await server?.close();
});

describe('a diner in the WeChat mini-program', () => {
  it('logs in with a phone code', async () => {
    await logInWithPhoneCode(app, server.url, '13912345001');
    const me = await app.reLaunch('/pages/me/index');
    await me.waitForText('139****5001');
    expect(app.errors).toEqual([]);
  });

  it('books a table and pays the deposit through the sandbox channel', async () => {
    // Six at dinner: the demo's deposit policy asks 100 a person.
    const { sessionKey } = await server.createUserSession();
    const availability = server.client(DinerAvailabilityService, { sessionKey });
    const slot = await nextOpenSlot(availability, store, 'Dinner', { daysAhead: 2, people: 6 });
    const before = await app.navigateTo(`/pages/sub-user/booking-before/index?storeId=${store.id}`);
    await before.waitForElement('booking-before__adults');
    await before.input('booking-before__adults', '6');
    await pickDate(before, slot.date);
    await pickTime(before, 'Dinner', formatSecondOfDay(slot.startSecond));
    await before.tap('booking-before__next');
    const confirm = await app.waitForPage('pages/sub-user/booking-confirm/index');
    await confirm.waitForElement('booking-confirm__deposit', '¥600');
    console.log('CONFIRM', confirm.text());
  });
});
