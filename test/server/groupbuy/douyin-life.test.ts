import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DouyinLifePlatform } from '../../../server/providers/groupbuy/douyin-life.platform';
import type { ShopSession } from '../../../server/providers/groupbuy/group-buy-platform';
import {
  DOUYIN_CLIENT_KEY,
  DOUYIN_CLIENT_SECRET,
  DOUYIN_POI_ID,
  startFakeDouyinLife,
  type FakeCertificate,
  type FakeDouyinLife,
} from '../../helpers/fakes/douyin-life.fake';

// The Douyin life services certificate adapter over real HTTP against a fake
// of the published API that issues and expires client tokens itself.

let fake: FakeDouyinLife;
let clock = new Date('2026-05-01T02:00:00Z');
let adapter: DouyinLifePlatform;
const shop: ShopSession = { accessToken: '', shopId: DOUYIN_POI_ID };
const staff = { staffAccount: 'staff-7', staffName: 'Ah Wing' };

const certificate = (n: number): FakeCertificate => ({
  code: '800100200300',
  encrypted_code: `CgYIASAHKAESLgosenc${n}`,
  certificate_id: `72000000000000000${n}`,
  sku: { sku_id: '1770000000000001', title: '双人下午茶', groupon_type: 1, market_price: 26800 },
  amount: { original_amount: 26800, pay_amount: 19900, list_market_amount: 26800 },
  expire_time: 1782835199,
});

beforeAll(async () => {
  fake = await startFakeDouyinLife();
});
afterAll(() => fake.close());
beforeEach(() => {
  clock = new Date('2026-05-01T02:00:00Z');
  adapter = new DouyinLifePlatform({
    clientKey: DOUYIN_CLIENT_KEY,
    clientSecret: DOUYIN_CLIENT_SECRET,
    baseUrl: fake.url,
    now: () => clock,
  });
  fake.certificates.splice(0, fake.certificates.length, certificate(1), certificate(2));
});

describe('Douyin store link', () => {
  it('links a store by its POI id once the app credentials fetch a client token', async () => {
    const link = await adapter.exchangeCode(DOUYIN_POI_ID);
    expect(link.shopId).toBe(DOUYIN_POI_ID);
    expect(fake.tokensIssued).toBeGreaterThan(0);
  });

  it('wrong app credentials are refused by the platform', async () => {
    const wrong = new DouyinLifePlatform({ clientKey: DOUYIN_CLIENT_KEY, clientSecret: 'nope', baseUrl: fake.url });
    await expect(wrong.exchangeCode(DOUYIN_POI_ID)).rejects.toMatchObject({ failure: 'refused' });
  });

  it('has no authorization page to send the manager to', () => {
    expect(adapter.authorizeUrl()).toBe('');
  });
});

describe('Douyin group-buying certificates', () => {
  it('prepare shows the deal, its price in fen, how many certificates can be used, and the verify token', async () => {
    const voucher = await adapter.prepareVoucher(shop, '800100200300');
    expect(voucher).toMatchObject({
      dealId: '1770000000000001',
      title: '双人下午茶',
      price: '19900',
      marketPrice: '26800',
      currency: 'CNY',
      count: 2,
      voucherCodes: ['CgYIASAHKAESLgosenc1', 'CgYIASAHKAESLgosenc2'],
    });
    expect(voucher.verifyToken).not.toBe('');
    expect(voucher.expiresAt?.toISOString()).toBe('2026-06-30T15:59:59.000Z');
  });

  it('verify uses the asked number of certificates at the store POI; the rest stay usable', async () => {
    const voucher = await adapter.prepareVoucher(shop, '800100200300');
    const used = await adapter.consumeVoucher(shop, {
      code: voucher.code,
      count: 1,
      requestId: 'req-1',
      verifyToken: voucher.verifyToken,
      voucherCodes: voucher.voucherCodes,
      ...staff,
    });
    expect(used).toHaveLength(1);
    expect(used[0].code).toBe('800100200300');
    expect(used[0].verifyId).toMatch(/^vid-/);
    expect(used[0].certificateId).toBe('720000000000000001');
    expect((await adapter.prepareVoucher(shop, '800100200300')).count).toBe(1);
  });

  it('a verify token is good for one verify', async () => {
    const voucher = await adapter.prepareVoucher(shop, '800100200300');
    const input = {
      code: voucher.code,
      count: 1,
      requestId: 'r',
      verifyToken: voucher.verifyToken,
      voucherCodes: voucher.voucherCodes,
      ...staff,
    };
    await adapter.consumeVoucher(shop, input);
    await expect(adapter.consumeVoucher(shop, input)).rejects.toThrow(/verify_token/);
  });

  it('verify at another POI is refused', async () => {
    const voucher = await adapter.prepareVoucher(shop, '800100200300');
    await expect(
      adapter.consumeVoucher(
        { accessToken: '', shopId: '7100000000000000999' },
        {
          code: voucher.code,
          count: 1,
          requestId: 'r',
          verifyToken: voucher.verifyToken,
          voucherCodes: voucher.voucherCodes,
          ...staff,
        },
      ),
    ).rejects.toMatchObject({ failure: 'refused' });
  });

  it('get shows a used certificate with its verify record; cancel makes it usable again', async () => {
    const voucher = await adapter.prepareVoucher(shop, '800100200300');
    const [used] = await adapter.consumeVoucher(shop, {
      code: voucher.code,
      count: 1,
      requestId: 'r',
      verifyToken: voucher.verifyToken,
      voucherCodes: voucher.voucherCodes,
      ...staff,
    });
    const record = await adapter.queryVoucher(shop, voucher.voucherCodes[0]);
    expect(record).toMatchObject({
      consumed: true,
      verifyId: used.verifyId,
      certificateId: used.certificateId,
      price: '19900',
    });
    await adapter.reverseVoucher(shop, {
      code: voucher.code,
      dealId: '',
      verifyId: used.verifyId,
      certificateId: used.certificateId,
      ...staff,
    });
    expect((await adapter.queryVoucher(shop, voucher.voucherCodes[0])).consumed).toBe(false);
    expect((await adapter.prepareVoucher(shop, '800100200300')).count).toBe(2);
  });

  it('an expired client token is reported as such, and after refresh a new one is fetched', async () => {
    await adapter.prepareVoucher(shop, '800100200300');
    fake.expireTokens();
    await expect(adapter.prepareVoucher(shop, '800100200300')).rejects.toMatchObject({ failure: 'token_expired' });
    const before = fake.tokensIssued;
    await adapter.refresh(DOUYIN_POI_ID);
    expect((await adapter.prepareVoucher(shop, '800100200300')).count).toBe(2);
    expect(fake.tokensIssued).toBe(before + 1);
  });

  it('fetches a new client token shortly before the old one expires', async () => {
    await adapter.prepareVoucher(shop, '800100200300');
    const before = fake.tokensIssued;
    clock = new Date(clock.getTime() + 7200_000 - 60_000);
    await adapter.prepareVoucher(shop, '800100200300');
    expect(fake.tokensIssued).toBe(before + 1);
  });

  it('an unknown code is the platform refusing, with its message', async () => {
    await expect(adapter.prepareVoucher(shop, '999')).rejects.toThrow(/券码不存在/);
  });
});
