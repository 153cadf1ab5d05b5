import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreThirdPartyBindingService } from '@gen/booking/v1/third_party_order_service_pb';
import { makeBookingFixture, type BookingFixture } from '../../helpers/booking-fixture';
import {
  DOUYIN_CLIENT_KEY,
  DOUYIN_CLIENT_SECRET,
  DOUYIN_POI_ID,
  startFakeDouyinLife,
  type FakeDouyinLife,
} from '../../helpers/fakes/douyin-life.fake';
import { testClock } from '../../helpers/test-clock';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// A store on Douyin through the real server: linked by its POI id, its
// diners' certificates checked and used with the app's client token, which
// the platform may expire at any time.

const clock = testClock('2026-05-01T02:00:00Z');
let fake: FakeDouyinLife;
let server: TestServer;
let f: BookingFixture;
const staff = { account: 'staff-x', name: 'Manager X' };

beforeAll(async () => {
  fake = await startFakeDouyinLife();
  server = await startTestServer(
    {
      groupBuy: {
        provider: 'douyin',
        clientKey: DOUYIN_CLIENT_KEY,
        clientSecret: DOUYIN_CLIENT_SECRET,
        baseUrl: fake.url,
      },
    },
    undefined,
    false,
    { now: clock.now },
  );
  f = await makeBookingFixture(server);
  fake.certificates.push({
    code: '800100200300',
    encrypted_code: 'CgYIASAHKAESLgosenc1',
    certificate_id: '720000000000000001',
    sku: { sku_id: '1770000000000001', title: '双人下午茶', groupon_type: 1, market_price: 26800 },
    amount: { original_amount: 26800, pay_amount: 19900, list_market_amount: 26800 },
    expire_time: 1782835199,
  });
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

describe('a Douyin store', () => {
  it('links its shop by the POI id, with no authorization page to visit', async () => {
    const bindings = f.staffX.client(StoreThirdPartyBindingService);
    const started = await bindings.startThirdPartyAuthorization({
      storeId: f.x.storeId,
      returnUrl: 'https://book.example.com/app/pages/sub-store/third-party-auth/index',
    });
    expect(started).toMatchObject({ authorizeUrl: '', localCode: '' });
    const { binding } = await bindings.bindThirdPartyPlatform({ storeId: f.x.storeId, code: DOUYIN_POI_ID });
    expect(binding).toMatchObject({ platform: 'DOUYIN', bound: true, platformShopId: DOUYIN_POI_ID });
  });

  it('refuses a POI id that is not one', async () => {
    await expect(
      f.staffY.client(StoreThirdPartyBindingService).bindThirdPartyPlatform({ storeId: f.y.storeId, code: 'shop-7' }),
    ).rejects.toThrow('third-party authorization failed');
  });

  it('checks and uses a certificate at its POI, and undoes the use', async () => {
    const { vouchers } = server.services.groupBuy;
    const prepared = await vouchers.prepare(f.x.storeId, '800100200300');
    expect(prepared).toMatchObject({ title: '双人下午茶', price: '19900', count: 1 });
    const [used] = await vouchers.consume(f.x.storeId, prepared, 1, 'attempt-1', staff);
    expect(used.certificateId).toBe('720000000000000001');
    expect((await vouchers.query(f.x.storeId, prepared.voucherCodes[0])).consumed).toBe(true);
    await vouchers.reverse(f.x.storeId, used, staff);
    expect((await vouchers.query(f.x.storeId, prepared.voucherCodes[0])).consumed).toBe(false);
  });

  it('when the platform expired the client token, fetches a new one and the call goes through', async () => {
    await server.services.groupBuy.vouchers.prepare(f.x.storeId, '800100200300');
    fake.expireTokens();
    const issued = fake.tokensIssued;
    expect((await server.services.groupBuy.vouchers.prepare(f.x.storeId, '800100200300')).count).toBe(1);
    expect(fake.tokensIssued).toBe(issued + 1);
  });
});
