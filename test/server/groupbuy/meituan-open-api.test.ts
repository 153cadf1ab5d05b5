import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GroupBuyPlatformError } from '../../../server/providers/groupbuy/group-buy-platform';
import { MeituanOpenApiPlatform } from '../../../server/providers/groupbuy/meituan-open-api.platform';
import { openApiSign } from '../../../server/providers/groupbuy/open-api-signature';
import {
  FAKE_APP_KEY,
  FAKE_APP_SECRET,
  signedNotification,
  startFakeMeituan,
  type FakeMeituan,
  type FakeOrder,
} from '../../helpers/fakes/meituan.fake';

// The real HTTP client of the open API, over real HTTP against a fake
// platform that checks every signature and expires tokens on demand.

let fake: FakeMeituan;
const clock = new Date('2026-05-01T02:00:00Z');
const client = (secret = FAKE_APP_SECRET) =>
  new MeituanOpenApiPlatform({ appKey: FAKE_APP_KEY, appSecret: secret, baseUrl: fake.url, now: () => clock });

const order = (id: string, updateTime: number, status = 'waitProcess'): FakeOrder => ({
  order_id: id,
  open_shop_uuid: 'shop-1',
  status,
  diner_name: '王小明',
  mobile: '13800138000',
  book_date: '2026-05-02',
  book_time: '18:30',
  people_count: 4,
  deal_title: 'Set menu for four',
  pay_amount: 39800,
  remark: 'window seat',
  update_time: updateTime,
});

beforeAll(async () => {
  fake = await startFakeMeituan(2);
});
afterAll(() => fake.close());

describe('the Meituan-class open API client', () => {
  it('signs as the platform does: sorted name+value pairs inside the secret, MD5', () => {
    // Worked by hand: md5("s" + "a1" + "b2" + "s"); sign itself is left out.
    expect(openApiSign({ b: '2', a: '1', sign: 'ignored' }, 's')).toBe('5ee29085af57d942f21f1c5ba3c2a90a');
    expect(openApiSign({ b: '2', a: '1' }, 's')).toBe(openApiSign({ a: '1', b: '2' }, 's'));
    expect(openApiSign({ a: '1', b: '2' }, 's')).not.toBe(openApiSign({ a: '1', b: '3' }, 's'));
  });

  it('binds a shop with its code, reads orders page by page since a time, and answers them', async () => {
    fake.orders.push(order('MT-1', 1000), order('MT-2', 2000), order('MT-3', 3000));
    const api = client();
    const tokens = await api.exchangeCode('code-shop-1');
    expect(tokens).toMatchObject({ shopId: 'shop-1', shopName: 'Shop shop-1' });
    expect(tokens.expiresAt.getTime()).toBe(clock.getTime() + 7200_000);

    const first = await api.queryOrders(tokens.accessToken, new Date(2000), 1);
    expect(first.orders.map((o) => o.platformOrderId)).toEqual(['MT-2', 'MT-3']);
    expect(first.hasMore).toBe(false);
    expect(first.orders[0]).toMatchObject({
      status: 'waitProcess',
      dinerName: '王小明',
      reservationDate: '2026-05-02',
      startSecond: 18 * 3600 + 30 * 60,
      adultCount: 4,
      paidAmount: '39800',
    });
    const all = await api.queryOrders(tokens.accessToken, new Date(0), 1);
    expect(all.hasMore).toBe(true);
    expect((await api.queryOrders(tokens.accessToken, new Date(0), 2)).orders.map((o) => o.platformOrderId)).toEqual([
      'MT-3',
    ]);

    await api.accept(tokens.accessToken, 'MT-1');
    await api.reject(tokens.accessToken, 'MT-2', 'full');
    await api.reportArrival(tokens.accessToken, 'MT-3', false);
    expect(Object.fromEntries(fake.answers)).toMatchObject({
      'MT-1': 'accepted',
      'MT-2': 'rejected',
      'MT-3': 'notArrived',
    });
    expect(fake.badSignatures).toBe(0);
  });

  it('tells an expired token apart, and a refresh gives a working one', async () => {
    const api = client();
    const tokens = await api.exchangeCode('code-shop-1');
    fake.expireTokens();
    const expired = await api.accept(tokens.accessToken, 'MT-1').catch((e: unknown) => e);
    expect(expired).toBeInstanceOf(GroupBuyPlatformError);
    expect((expired as GroupBuyPlatformError).failure).toBe('token_expired');
    const fresh = await api.refresh(tokens.refreshToken);
    await expect(api.accept(fresh.accessToken, 'MT-1')).resolves.toBeUndefined();
    // A refresh token works once.
    expect(((await api.refresh(tokens.refreshToken).catch((e: unknown) => e)) as GroupBuyPlatformError).failure).toBe(
      'refused',
    );
  });

  it('is refused by the platform when it signs with the wrong secret', async () => {
    const before = fake.badSignatures;
    const failure = (await client('wrong-secret')
      .exchangeCode('code-shop-1')
      .catch((e: unknown) => e)) as GroupBuyPlatformError;
    expect(failure.failure).toBe('refused');
    expect(fake.badSignatures).toBe(before + 1);
  });

  it('reads a push only when the platform signed it', () => {
    const api = client();
    const body = signedNotification(order('MT-9', 9000, 'cancelled'), 'msg-1');
    expect(api.verifyNotification(body)).toMatchObject({
      messageId: 'msg-1',
      order: { platformOrderId: 'MT-9', status: 'cancelled', shopId: 'shop-1' },
    });
    const forged = signedNotification(order('MT-9', 9000, 'cancelled'), 'msg-1', 'not-the-secret');
    expect(() => api.verifyNotification(forged)).toThrow(GroupBuyPlatformError);
    const tampered = body.replace('cancelled', 'accepted');
    expect(() => api.verifyNotification(tampered)).toThrow('notification signature does not match');
  });

  it('counts an unreachable platform as unavailable', async () => {
    fake.failQueries(1);
    const api = client();
    const tokens = await api.exchangeCode('code-shop-1');
    const failure = (await api
      .queryOrders(tokens.accessToken, new Date(0), 1)
      .catch((e: unknown) => e)) as GroupBuyPlatformError;
    expect(failure.failure).toBe('unavailable');
  });
});
