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
