import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GroupBuyPlatformError, type ShopSession } from '../../../server/providers/groupbuy/group-buy-platform';
import { MeituanTuangouPlatform } from '../../../server/providers/groupbuy/meituan-tuangou.platform';
import {
  MEITUAN_APP_KEY,
  MEITUAN_APP_SECRET,
  startFakeMeituanTuangou,
  type FakeMeituanTuangou,
} from '../../helpers/fakes/meituan-tuangou.fake';

// The Meituan / Dianping voucher adapter over real HTTP against a fake of the
// published API that checks every signature with its own computation.

let fake: FakeMeituanTuangou;
const clock = new Date('2026-05-01T02:00:00Z');
const adapter = (secret = MEITUAN_APP_SECRET) =>
  new MeituanTuangouPlatform({
    appKey: MEITUAN_APP_KEY,
    appSecret: secret,
    baseUrl: fake.url,
    authPageUrl: 'https://e.dianping.com/dz-open/merchant/auth',
    now: () => clock,
  });

let shop: ShopSession;
const staff = { staffAccount: 'staff-7', staffName: 'Ah Wing' };

beforeAll(async () => {
  fake = await startFakeMeituanTuangou();
  const tokens = await adapter().exchangeCode('auth-code-1');
  shop = { accessToken: tokens.accessToken, shopId: tokens.shopId };
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.receipts.clear();
  fake.receipts.set('0123456789', {
    receipt_code: '0123456789',
    deal_id: 993507556,
    deal_title: '四人套餐',
    deal_price: 398.5,
    deal_marketprice: 488,
    bought: 2,
    used: 0,
    receiptEndDate: Date.parse('2026-06-30T15:59:59Z'),
  });
});

describe('Meituan merchant authorization', () => {
  it('sends the manager to the merchant authorization page with our app key, return address and state', () => {
    const url = new URL(adapter().authorizeUrl('store-9', 'https://feastbook.example/auth'));
    expect(`${url.origin}${url.pathname}`).toBe('https://e.dianping.com/dz-open/merchant/auth');
    expect(url.searchParams.get('app_key')).toBe(MEITUAN_APP_KEY);
    expect(url.searchParams.get('redirect_url')).toBe('https://feastbook.example/auth');
    expect(url.searchParams.get('state')).toBe('store-9');
  });

  it('binds the shop the session covers, found through the session scope with the bid', () => {
    expect(shop.shopId).toBe('uuid-shop-1');
    expect(shop.accessToken).toMatch(/^session-/);
  });

  it('refuses an authorization code the platform did not issue', async () => {
    await expect(adapter().exchangeCode('auth-code-forged')).rejects.toMatchObject({ failure: 'refused' });
  });

  it('a refreshed session works and the old one no longer does', async () => {
    const first = await adapter()
      .exchangeCode('auth-code-1')
      .catch(() => null);
    expect(first).toBeNull(); // codes are single use
    const fresh = await startFakeMeituanTuangou();
    try {
      const client = new MeituanTuangouPlatform({
        appKey: MEITUAN_APP_KEY,
        appSecret: MEITUAN_APP_SECRET,
        baseUrl: fresh.url,
        authPageUrl: 'https://e.dianping.com/dz-open/merchant/auth',
        now: () => clock,
      });
      const bound = await client.exchangeCode('auth-code-1');
      fresh.receipts.set('555', { ...fake.receipts.get('0123456789')!, receipt_code: '555' });
      const refreshed = await client.refresh(bound.refreshToken);
      expect(refreshed.expiresAt.getTime()).toBe(clock.getTime() + 2592000_000);
      const old = { accessToken: bound.accessToken, shopId: bound.shopId };
      await expect(client.prepareVoucher(old, '555')).rejects.toMatchObject({ failure: 'refused' });
      const now = { accessToken: refreshed.accessToken, shopId: bound.shopId };
      expect((await client.prepareVoucher(now, '555')).count).toBe(2);
    } finally {
      await fresh.close();
    }
  });
});

describe('Meituan group-buying receipts', () => {
  it('prepare shows the deal, its price in cents of yuan, how many can be used and until when', async () => {
    const voucher = await adapter().prepareVoucher(shop, '0123456789');
    expect(voucher).toMatchObject({
      code: '0123456789',
      dealId: '993507556',
      title: '四人套餐',
      price: '39850',
      marketPrice: '48800',
      currency: 'CNY',
      count: 2,
      verifyToken: '',
    });
    expect(voucher.expiresAt?.toISOString()).toBe('2026-06-30T15:59:59.000Z');
  });

  it('consume uses the vouchers, records the staff member, and a second use of the same is refused', async () => {
    const used = await adapter().consumeVoucher(shop, {
      code: '0123456789',
      count: 2,
      requestId: 'req-1',
      verifyToken: '',
      voucherCodes: [],
      ...staff,
    });
    expect(used).toHaveLength(2);
    expect(used[0]).toMatchObject({ code: '0123456789', dealId: '993507556', price: '39850', currency: 'CNY' });
    expect(used[0].orderId).not.toBe('');
    expect(fake.staffLog.at(-1)).toBe('consume staff-7 Ah Wing');
    await expect(adapter().prepareVoucher(shop, '0123456789')).rejects.toMatchObject({ failure: 'refused' });
    await expect(
      adapter().consumeVoucher(shop, {
        code: '0123456789',
        count: 1,
        requestId: 'req-2',
        verifyToken: '',
        voucherCodes: [],
        ...staff,
      }),
    ).rejects.toBeInstanceOf(GroupBuyPlatformError);
  });

  it('getconsumed finds a used receipt; reverseconsume gives it back to the diner', async () => {
    await expect(adapter().queryVoucher(shop, '0123456789')).rejects.toMatchObject({ failure: 'refused' });
    await adapter().consumeVoucher(shop, {
      code: '0123456789',
      count: 1,
      requestId: 'r',
      verifyToken: '',
      voucherCodes: [],
      ...staff,
    });
    expect(await adapter().queryVoucher(shop, '0123456789')).toMatchObject({
      consumed: true,
      dealId: '993507556',
      price: '39850',
    });
    await adapter().reverseVoucher(shop, {
      code: '0123456789',
      dealId: '993507556',
      verifyId: '',
      certificateId: '',
      ...staff,
    });
    expect((await adapter().prepareVoucher(shop, '0123456789')).count).toBe(2);
  });

  it('a call signed with another secret is refused by the platform', async () => {
    const before = fake.badSignatures;
    await expect(adapter('not-the-secret').prepareVoucher(shop, '0123456789')).rejects.toMatchObject({
      failure: 'refused',
    });
    expect(fake.badSignatures).toBe(before + 1);
  });

  it('an unknown receipt is the platform refusing, with its message', async () => {
    await expect(adapter().prepareVoucher(shop, '999')).rejects.toThrow(/券码/);
  });

  it('HTTP 5xx is "unavailable", not a refusal', async () => {
    fake.failNext(1);
    await expect(adapter().prepareVoucher(shop, '0123456789')).rejects.toMatchObject({ failure: 'unavailable' });
  });
});
