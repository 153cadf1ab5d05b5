import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ThirdPartyOrder_Status as Status } from '@gen/booking/v1/third_party_order_pb';
import {
  StoreThirdPartyBindingService,
  StoreThirdPartyOrderService,
} from '@gen/booking/v1/third_party_order_service_pb';
import type { PlatformOrder } from '../../../server/providers/groupbuy/group-buy-platform';
import { makeBookingFixture, type BookingFixture } from '../../helpers/booking-fixture';
import {
  MEITUAN_APP_KEY,
  MEITUAN_APP_SECRET,
  startFakeMeituanTuangou,
  type FakeMeituanTuangou,
} from '../../helpers/fakes/meituan-tuangou.fake';
import { testClock } from '../../helpers/test-clock';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// The server with each kind of group-buying configuration: a real platform
// (Meituan, against the fake of its published API), none at all (the
// feature is off and says so), and the local simulator's pushes taken into
// the inbox exactly once and in the platform's order.

const clock = testClock('2026-05-01T02:00:00Z');
const RETURN_URL = 'https://book.example.com/app/pages/sub-store/third-party-auth/index';
const push = (server: TestServer, platform: string, body: string) =>
  fetch(`${server.url}/third-party-notify/${platform}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });

describe('a store links its Meituan shop', () => {
  let fake: FakeMeituanTuangou;
  let server: TestServer;
  let f: BookingFixture;

  beforeAll(async () => {
    fake = await startFakeMeituanTuangou();
    server = await startTestServer(
      {
        groupBuy: {
          provider: 'meituan',
          appKey: MEITUAN_APP_KEY,
          appSecret: MEITUAN_APP_SECRET,
          baseUrl: fake.url,
          authPageUrl: 'https://e.dianping.com/dz-open/merchant/auth',
        },
      },
      undefined,
      false,
      { now: clock.now },
    );
    f = await makeBookingFixture(server);
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });

  it('through the merchant authorization page and the session it gives', async () => {
    const bindings = f.staffX.client(StoreThirdPartyBindingService);
    const started = await bindings.startThirdPartyAuthorization({ storeId: f.x.storeId, returnUrl: RETURN_URL });
    const page = new URL(started.authorizeUrl);
    expect(`${page.origin}${page.pathname}`).toBe('https://e.dianping.com/dz-open/merchant/auth');
    expect(page.searchParams.get('app_key')).toBe(MEITUAN_APP_KEY);
    expect(page.searchParams.get('redirect_url')).toBe(RETURN_URL);
    expect(started.localCode).toBe('');

    const { binding } = await bindings.bindThirdPartyPlatform({ storeId: f.x.storeId, code: 'auth-code-1' });
    expect(binding).toMatchObject({
      platform: 'MEITUAN',
      bound: true,
      platformShopId: 'uuid-shop-1',
      platformShopName: '粤味轩(中环店)',
    });
    expect((await bindings.getThirdPartyBinding({ storeId: f.x.storeId })).localAdapter).toBe(false);
  });

  const staff = { account: 'staff-x', name: 'Manager X' };

  it('checks a voucher with the store session, uses it, and can undo the use', async () => {
    fake.receipts.set('0123456789', {
      receipt_code: '0123456789',
      deal_id: 501,
      deal_title: '双人午市套餐',
      deal_price: 168,
      deal_marketprice: 228,
      bought: 1,
      used: 0,
      receiptEndDate: Date.parse('2026-06-30T15:59:59Z'),
    });
    const { vouchers } = server.services.groupBuy;
    const prepared = await vouchers.prepare(f.x.storeId, ' 0123 456 789 ');
    expect(prepared).toMatchObject({ title: '双人午市套餐', price: '16800', currency: 'CNY', count: 1 });
    const used = await vouchers.consume(f.x.storeId, prepared, 1, 'attempt-1', staff);
    expect(used).toHaveLength(1);
    expect(fake.staffLog.at(-1)).toBe('consume staff-x Manager X');
    await expect(vouchers.prepare(f.x.storeId, '0123456789')).rejects.toThrow(
      'the third-party platform refused the request',
    );
    expect((await vouchers.query(f.x.storeId, '0123456789')).consumed).toBe(true);
    await vouchers.reverse(f.x.storeId, used[0], staff);
    expect((await vouchers.prepare(f.x.storeId, '0123456789')).count).toBe(1);
  });

  it('refuses a code or a count that cannot be right before asking the platform', async () => {
    const { vouchers } = server.services.groupBuy;
    const calls = fake.requests.length;
    await expect(vouchers.prepare(f.x.storeId, '12')).rejects.toThrow(
      'enter the group-buying voucher code the diner shows',
    );
    const prepared = { ...(await vouchers.prepare(f.x.storeId, '0123456789')) };
    await expect(vouchers.consume(f.x.storeId, prepared, 0, 'a', staff)).rejects.toThrow(
      'use between 1 and 100 vouchers at a time',
    );
    expect(fake.requests.length).toBe(calls + 1);
  });

  it('a store without a linked shop is told so', async () => {
    await expect(server.services.groupBuy.vouchers.prepare(f.y.storeId, '0123456789')).rejects.toThrow(
      'the store has not bound a third-party platform',
    );
  });

  it('the voucher API has no reservation orders: nothing is pulled from the platform', async () => {
    const calls = fake.requests.length;
    clock.advance(10 * 60_000);
    await server.services.jobs.runDue(clock.now());
    expect(fake.requests.length).toBe(calls);
  });

  it('a push to the Meituan address is refused and writes nothing', async () => {
    const response = await push(server, 'meituan', 'msg_id=m1&content=%7B%7D&sign=x');
    expect(response.status).toBe(401);
    const { list } = await f.staffX
      .client(StoreThirdPartyOrderService)
      .listThirdPartyOrders({ storeId: f.x.storeId, keyword: '' });
    expect(list).toEqual([]);
  });

  it('renews the session shortly before it expires, and the platform takes the new one', async () => {
    const tokenCalls = () => fake.requests.filter((r) => r.path === '/router/oauth/token').length;
    const before = tokenCalls();
    // Last in this suite: a month on, the staff sessions of the fixture have expired too.
    clock.advance(30 * 24 * 3600_000 - 4 * 60_000);
    expect((await server.services.groupBuy.vouchers.prepare(f.x.storeId, '0123456789')).count).toBe(1);
    expect(tokenCalls()).toBe(before + 1);
    // Renewed once: the next call uses the stored new session without asking again.
    await server.services.groupBuy.vouchers.prepare(f.x.storeId, '0123456789');
    expect(tokenCalls()).toBe(before + 1);
  });
});

describe('with no platform configured', () => {
  let server: TestServer;
  let f: BookingFixture;

  beforeAll(async () => {
    server = await startTestServer({ groupBuy: { provider: 'none' } }, undefined, false, { now: clock.now });
    f = await makeBookingFixture(server);
  });
  afterAll(() => server.close());

  it('the binding names no platform, which the staff screen shows as the feature being off', async () => {
    const answer = await f.staffX.client(StoreThirdPartyBindingService).getThirdPartyBinding({ storeId: f.x.storeId });
    expect(answer.binding).toMatchObject({ platform: '', bound: false });
    expect(answer.localAdapter).toBe(false);
  });

  it('a store cannot start linking a platform, and is told why', async () => {
    const bindings = f.staffX.client(StoreThirdPartyBindingService);
    await expect(
      bindings.startThirdPartyAuthorization({ storeId: f.x.storeId, returnUrl: RETURN_URL }),
    ).rejects.toThrow('group-buying is off');
    await expect(bindings.bindThirdPartyPlatform({ storeId: f.x.storeId, code: 'anything' })).rejects.toThrow(
      'group-buying is off',
    );
  });

  it('vouchers cannot be checked, and staff are told group-buying is off', async () => {
    await expect(server.services.groupBuy.vouchers.prepare(f.x.storeId, '0123456789')).rejects.toThrow(
      'group-buying is off',
    );
  });

  it('no push address answers', async () => {
    expect((await push(server, 'meituan', 'msg_id=m1')).status).toBe(404);
  });
});

describe('pushes into the inbox (the local simulator)', () => {
  let server: TestServer;
  let f: BookingFixture;
  let shop: string;
  const t0 = new Date('2026-05-01T01:00:00Z').getTime();
  const order = (id: string, updateTime: number, status = 'waitProcess'): PlatformOrder => ({
    platformOrderId: id,
    shopId: shop,
    status,
    dinerName: 'Chen Jing',
    dinerPhone: '13800138000',
    reservationDate: '2026-05-03',
    startSecond: 19 * 3600,
    adultCount: 3,
    productName: 'Hotpot for three',
    paidAmount: '45600',
    remark: '',
    updateTime: new Date(updateTime),
  });
  const receive = (messageId: string, o: PlatformOrder) =>
    server.services.groupBuy.ingest.receive({ messageId, order: o });
  const listed = async (keyword: string) =>
    (await f.staffX.client(StoreThirdPartyOrderService).listThirdPartyOrders({ storeId: f.x.storeId, keyword })).list;

  beforeAll(async () => {
    server = await startTestServer({ groupBuy: { provider: 'local' } }, undefined, false, { now: clock.now });
    f = await makeBookingFixture(server);
    const bindings = f.staffX.client(StoreThirdPartyBindingService);
    const { localCode } = await bindings.startThirdPartyAuthorization({ storeId: f.x.storeId, returnUrl: '' });
    const { binding } = await bindings.bindThirdPartyPlatform({ storeId: f.x.storeId, code: localCode });
    shop = binding!.platformShopId;
  });
  afterAll(() => server.close());

  it('takes a message delivered twice once', async () => {
    expect(await receive('msg-twice', order('LO-TWICE', t0))).toBe('created');
    expect(await receive('msg-twice', order('LO-TWICE', t0))).toBe('duplicate');
    expect(await listed('LO-TWICE')).toHaveLength(1);
  });

  it('never rolls an order back when an older status arrives after a newer one', async () => {
    await receive('msg-o1', order('LO-ORDER', t0));
    await receive('msg-o3', order('LO-ORDER', t0 + 2000, 'cancelled'));
    expect(await receive('msg-o2', order('LO-ORDER', t0 + 1000, 'accepted'))).toBe('stale');
    const [stored] = await listed('LO-ORDER');
    expect(stored.status).toBe(Status.cancelled);
  });

  it('refuses an unknown status and writes nothing', async () => {
    await expect(receive('msg-odd', order('LO-ODD', t0, 'teleported'))).rejects.toThrow(
      'unknown third-party order status',
    );
    expect(await listed('LO-ODD')).toEqual([]);
    // The same message, with a status the platform has, is still new: the refusal recorded nothing.
    expect(await receive('msg-odd', order('LO-ODD', t0))).toBe('created');
  });
});
