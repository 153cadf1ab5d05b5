import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ThirdPartyOrder_Status as Status } from '@gen/booking/v1/third_party_order_pb';
import {
  StoreThirdPartyBindingService,
  StoreThirdPartyOrderService,
} from '@gen/booking/v1/third_party_order_service_pb';
import { retryDelayMs } from '../../../server/jobs/job-runner';
import { makeBookingFixture, type BookingFixture } from '../../helpers/booking-fixture';
import {
  FAKE_APP_KEY,
  FAKE_APP_SECRET,
  signedNotification,
  startFakeMeituan,
  type FakeMeituan,
  type FakeOrder,
} from '../../helpers/fakes/meituan.fake';
import { testClock } from '../../helpers/test-clock';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// The server against a Meituan-class platform that speaks the real protocol:
// signed pushes taken exactly once and in the platform's order, and a pull
// that retries with backoff and never makes an order twice.

let fake: FakeMeituan;
let server: TestServer;
let f: BookingFixture;
const clock = testClock('2026-05-01T02:00:00Z');
const SHOP = 'shop-7';

beforeAll(async () => {
  fake = await startFakeMeituan(2);
  server = await startTestServer(
    { groupBuy: { provider: 'meituan', appKey: FAKE_APP_KEY, appSecret: FAKE_APP_SECRET, baseUrl: fake.url } },
    undefined,
    false,
    { now: clock.now },
  );
  f = await makeBookingFixture(server);
  const bindings = f.staffX.client(StoreThirdPartyBindingService);
  const started = await bindings.startThirdPartyAuthorization({
    storeId: f.x.storeId,
    returnUrl: 'https://book.example.com/app/pages/sub-store/third-party-auth/index',
  });
  expect(started.authorizeUrl).toContain(`${fake.url}/oauth/authorize?app_key=${FAKE_APP_KEY}`);
  await bindings.bindThirdPartyPlatform({ storeId: f.x.storeId, code: `code-${SHOP}` });
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

const order = (id: string, updateTime: number, status = 'waitProcess'): FakeOrder => ({
  order_id: id,
  open_shop_uuid: SHOP,
  status,
  diner_name: 'Chen Jing',
  mobile: '13800138000',
  book_date: '2026-05-03',
  book_time: '19:00',
  people_count: 3,
  deal_title: 'Hotpot for three',
  pay_amount: 45600,
  remark: '',
  update_time: updateTime,
});
const push = (body: string) =>
  fetch(`${server.url}/third-party-notify/meituan`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });
const listed = async (keyword: string) =>
  (await f.staffX.client(StoreThirdPartyOrderService).listThirdPartyOrders({ storeId: f.x.storeId, keyword })).list;
const t0 = new Date('2026-05-01T01:00:00Z').getTime();

describe('push notifications', () => {
  it('refuses a notification with a bad signature and writes nothing', async () => {
    const response = await push(signedNotification(order('MT-FORGED', t0), 'msg-forged', 'not-the-secret'));
    expect(response.status).toBe(401);
    expect(await listed('MT-FORGED')).toEqual([]);
    // The same message, properly signed later, is still new: the refusal recorded nothing.
    expect((await push(signedNotification(order('MT-FORGED', t0), 'msg-forged'))).status).toBe(200);
    expect(await listed('MT-FORGED')).toHaveLength(1);
  });

  it('takes a message delivered twice once', async () => {
    const body = signedNotification(order('MT-TWICE', t0), 'msg-twice');
    expect(await (await push(body)).json()).toEqual({ code: '0', msg: 'created' });
    expect(await (await push(body)).json()).toEqual({ code: '0', msg: 'duplicate' });
    expect(await listed('MT-TWICE')).toHaveLength(1);
  });

  it('never rolls an order back when an older status arrives after a newer one', async () => {
    await push(signedNotification(order('MT-ORDER', t0), 'msg-o1'));
    await push(signedNotification(order('MT-ORDER', t0 + 2000, 'cancelled'), 'msg-o3'));
    const late = await push(signedNotification(order('MT-ORDER', t0 + 1000, 'accepted'), 'msg-o2'));
    expect(await late.json()).toEqual({ code: '0', msg: 'stale' });
    const [stored] = await listed('MT-ORDER');
    expect(stored.status).toBe(Status.cancelled);
  });

  it('refuses an unknown status and writes nothing', async () => {
    const response = await push(signedNotification(order('MT-ODD', t0, 'teleported'), 'msg-odd'));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'INVALID', msg: 'unknown third-party order status' });
    expect(await listed('MT-ODD')).toEqual([]);
  });
});

describe('the periodic pull', () => {
  it('retries with backoff after a failure and never duplicates an order', async () => {
    // Already pushed once, then changed on the platform; and a new one only the pull will see.
    await push(signedNotification(order('MT-BOTH', t0), 'msg-both'));
    fake.orders.push(
      order('MT-BOTH', t0 + 5000, 'accepted'),
      order('MT-PULL-1', t0 + 6000),
      order('MT-PULL-2', t0 + 7000),
    );
    fake.failQueries(1);
    const { jobs } = server.services;

    await jobs.runDue(clock.now());
    expect(await listed('MT-PULL')).toEqual([]);
    // Not again before its backoff…
    clock.advance(retryDelayMs(1) - 1000);
    await jobs.runDue(clock.now());
    expect(await listed('MT-PULL')).toEqual([]);
    // …then it pulls every page, and meanwhile the token expired: refreshed once.
    fake.expireTokens();
    const refreshes = fake.refreshes;
    clock.advance(1000);
    await jobs.runDue(clock.now());
    expect((await listed('MT-PULL')).map((o) => o.platformOrderId).sort()).toEqual(['MT-PULL-1', 'MT-PULL-2']);
    expect(fake.refreshes).toBe(refreshes + 1);
    const both = await listed('MT-BOTH');
    expect(both).toHaveLength(1);
    expect(both[0].status).toBe(Status.accepted);

    // The next pull, five minutes on, finds the same orders again and changes nothing.
    clock.advance(5 * 60_000);
    expect(await jobs.runDue(clock.now())).toBe(1);
    expect(await listed('MT-PULL')).toHaveLength(2);
    const { binding } = await f.staffX
      .client(StoreThirdPartyBindingService)
      .getThirdPartyBinding({ storeId: f.x.storeId });
    expect(binding!.lastPullTime).toBe(clock.now().toISOString());
  });

  it('accepts through the platform, and answers its refusal without writing', async () => {
    const orders = f.staffX.client(StoreThirdPartyOrderService);
    const [pulled] = await listed('MT-PULL-1');
    const accepted = (await orders.acceptThirdPartyOrder({ storeId: f.x.storeId, thirdPartyOrderId: pulled.id }))
      .order!;
    expect(accepted.status).toBe(Status.accepted);
    expect(fake.answers.get('MT-PULL-1')).toBe('accepted');
    // An order the platform does not know: its refusal is shown, and ours stays waiting.
    await push(signedNotification(order('MT-GHOST', t0), 'msg-ghost'));
    const [ghost] = await listed('MT-GHOST');
    await expect(orders.acceptThirdPartyOrder({ storeId: f.x.storeId, thirdPartyOrderId: ghost.id })).rejects.toThrow(
      'the third-party platform refused the request',
    );
    expect((await listed('MT-GHOST'))[0].status).toBe(Status.waitProcess);
  });
});
