import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreGroupBuyVoucherService } from '@gen/booking/v1/group_buy_voucher_service_pb';
import { StoreThirdPartyBindingService } from '@gen/booking/v1/third_party_order_service_pb';
import type { LocalGroupBuyPlatform } from '../../../server/providers/groupbuy/local.platform';
import { failure, makeBookingFixture, type BookingFixture, type Caller } from '../../helpers/booking-fixture';
import {
  MEITUAN_APP_KEY,
  MEITUAN_APP_SECRET,
  startFakeMeituanTuangou,
  type FakeMeituanTuangou,
} from '../../helpers/fakes/meituan-tuangou.fake';
import { testClock } from '../../helpers/test-clock';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// The staff voucher desk through the real server: check a code, use some of
// its vouchers, see the store's uses, undo one within the platform's hour;
// refusals change nothing on the platform or in the store's record, and
// another store's staff cannot reach this store's vouchers.

const desk = (who: Caller) => who.client(StoreGroupBuyVoucherService);

describe('with the local simulator', () => {
  const clock = testClock('2026-05-01T02:00:00Z');
  let server: TestServer;
  let f: BookingFixture;
  const local = () => server.services.groupBuy.platform as LocalGroupBuyPlatform;

  beforeAll(async () => {
    server = await startTestServer({}, undefined, false, { now: clock.now });
    f = await makeBookingFixture(server);
    const bindings = f.staffX.client(StoreThirdPartyBindingService);
    const { localCode } = await bindings.startThirdPartyAuthorization({ storeId: f.x.storeId, returnUrl: '' });
    await bindings.bindThirdPartyPlatform({ storeId: f.x.storeId, code: localCode });
    local().sellVoucher({
      code: '20260501',
      dealId: 'deal-7',
      title: 'Dim sum for four',
      price: '39800',
      currency: 'CNY',
      bought: 3,
    });
  });
  afterAll(() => server.close());

  it('checks a code: what it is and how many may be used', async () => {
    const { voucher } = await desk(f.staffX).checkGroupBuyVoucher({ storeId: f.x.storeId, code: '2026 0501' });
    expect(voucher).toMatchObject({
      platform: 'MEITUAN',
      code: '20260501',
      title: 'Dim sum for four',
      price: '39800',
      currency: 'CNY',
      availableCount: 3,
    });
  });

  it('refuses more than the code has left, a zero count and a malformed code, and nothing is used', async () => {
    const use = (count: number, code = '20260501') =>
      desk(f.staffX).useGroupBuyVoucher({ storeId: f.x.storeId, code, count, requestId: `bad-${count}-${code}` });
    for (const count of [4, 0]) {
      expect(await failure(use(count))).toEqual({
        code: 'InvalidArgument',
        message: 'choose how many vouchers to use: at least 1 and no more than the code has left',
      });
    }
    expect(await failure(use(1, 'x!'))).toMatchObject({
      code: 'InvalidArgument',
      message: 'enter the group-buying voucher code the diner shows',
    });
    const { voucher } = await desk(f.staffX).checkGroupBuyVoucher({ storeId: f.x.storeId, code: '20260501' });
    expect(voucher?.availableCount).toBe(3);
    expect((await desk(f.staffX).listGroupBuyVoucherUses({ storeId: f.x.storeId })).list).toEqual([]);
  });

  it('uses two, once even when the request is retried, and lists them newest first with an undo', async () => {
    const request = { storeId: f.x.storeId, code: '20260501', count: 2, requestId: 'use-1' };
    const first = await desk(f.staffX).useGroupBuyVoucher(request);
    const again = await desk(f.staffX).useGroupBuyVoucher(request);
    expect(first.uses).toHaveLength(2);
    expect(again.uses.map((u) => u.id)).toEqual(first.uses.map((u) => u.id));
    const { voucher } = await desk(f.staffX).checkGroupBuyVoucher({ storeId: f.x.storeId, code: '20260501' });
    expect(voucher?.availableCount).toBe(1);
    const { list } = await desk(f.staffX).listGroupBuyVoucherUses({ storeId: f.x.storeId });
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ title: 'Dim sum for four', price: '39800', undoable: true, undoTime: '' });
    expect(list[0].undoDeadline).toBe('2026-05-01T03:00:00.000Z');
  });

  it("another store's staff cannot check, use, undo or list this store's vouchers", async () => {
    const [use] = (await desk(f.staffX).listGroupBuyVoucherUses({ storeId: f.x.storeId })).list;
    const refused = [
      () => desk(f.staffY).checkGroupBuyVoucher({ storeId: f.x.storeId, code: '20260501' }),
      () => desk(f.staffY).useGroupBuyVoucher({ storeId: f.x.storeId, code: '20260501', count: 1, requestId: 'y-1' }),
      () => desk(f.staffY).undoGroupBuyVoucherUse({ storeId: f.x.storeId, useId: use.id }),
      () => desk(f.staffY).listGroupBuyVoucherUses({ storeId: f.x.storeId }),
    ];
    for (const call of refused) expect((await failure(call())).code).toBe('PermissionDenied');
    // Naming their own store does not reach this store's use either.
    expect(await failure(desk(f.staffY).undoGroupBuyVoucherUse({ storeId: f.y.storeId, useId: use.id }))).toEqual({
      code: 'NotFound',
      message: 'this voucher use does not exist',
    });
    const { voucher } = await desk(f.staffX).checkGroupBuyVoucher({ storeId: f.x.storeId, code: '20260501' });
    expect(voucher?.availableCount).toBe(1);
  });

  it('undoes a use once: the voucher can be used again, a second undo is refused', async () => {
    const [use] = (await desk(f.staffX).listGroupBuyVoucherUses({ storeId: f.x.storeId })).list;
    const undone = await desk(f.staffX).undoGroupBuyVoucherUse({ storeId: f.x.storeId, useId: use.id });
    expect(undone.use).toMatchObject({ id: use.id, undoable: false });
    expect(undone.use?.undoTime).not.toBe('');
    expect(await failure(desk(f.staffX).undoGroupBuyVoucherUse({ storeId: f.x.storeId, useId: use.id }))).toEqual({
      code: 'FailedPrecondition',
      message: 'this voucher use was already undone',
    });
    const { voucher } = await desk(f.staffX).checkGroupBuyVoucher({ storeId: f.x.storeId, code: '20260501' });
    expect(voucher?.availableCount).toBe(2);
  });

  it('after the platform’s hour the use is no longer offered for undo and an undo is refused', async () => {
    clock.advance(61 * 60_000);
    const { list } = await desk(f.staffX).listGroupBuyVoucherUses({ storeId: f.x.storeId });
    const open = list.find((u) => u.undoTime === '')!;
    expect(open.undoable).toBe(false);
    expect(await failure(desk(f.staffX).undoGroupBuyVoucherUse({ storeId: f.x.storeId, useId: open.id }))).toEqual({
      code: 'FailedPrecondition',
      message: 'too late to undo: the platform allows an undo only within an hour of the use',
    });
    const { voucher } = await desk(f.staffX).checkGroupBuyVoucher({ storeId: f.x.storeId, code: '20260501' });
    expect(voucher?.availableCount).toBe(2);
  });
});

describe('with Meituan (the fake of its published receipt API)', () => {
  const clock = testClock('2026-05-01T02:00:00Z');
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
    await f.staffX
      .client(StoreThirdPartyBindingService)
      .bindThirdPartyPlatform({ storeId: f.x.storeId, code: 'auth-code-1' });
    fake.receipts.set('0123456789', {
      receipt_code: '0123456789',
      deal_id: 501,
      deal_title: '双人午市套餐',
      deal_price: 168,
      deal_marketprice: 228,
      bought: 2,
      used: 0,
      receiptEndDate: Date.parse('2026-06-30T15:59:59Z'),
    });
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });

  it('checks, uses, lists and undoes through the platform', async () => {
    const { voucher } = await desk(f.staffX).checkGroupBuyVoucher({ storeId: f.x.storeId, code: '0123456789' });
    expect(voucher).toMatchObject({
      platform: 'MEITUAN',
      title: '双人午市套餐',
      price: '16800',
      marketPrice: '22800',
      currency: 'CNY',
      availableCount: 2,
      expireTime: '2026-06-30T15:59:59.000Z',
    });
    const { uses } = await desk(f.staffX).useGroupBuyVoucher({
      storeId: f.x.storeId,
      code: '0123456789',
      count: 1,
      requestId: 'mt-1',
    });
    expect(uses).toHaveLength(1);
    expect(fake.receipts.get('0123456789')?.used).toBe(1);
    const { list } = await desk(f.staffX).listGroupBuyVoucherUses({ storeId: f.x.storeId });
    expect(list.map((u) => u.id)).toEqual([uses[0].id]);
    await desk(f.staffX).undoGroupBuyVoucherUse({ storeId: f.x.storeId, useId: uses[0].id });
    expect(fake.receipts.get('0123456789')?.used).toBe(0);
  });

  it('more than the code has left is refused before the platform is asked to use anything', async () => {
    const consumes = () => fake.requests.filter((r) => r.path === '/router/tuangou/receipt/consume').length;
    const before = consumes();
    expect(
      await failure(
        desk(f.staffX).useGroupBuyVoucher({ storeId: f.x.storeId, code: '0123456789', count: 3, requestId: 'mt-3' }),
      ),
    ).toMatchObject({ code: 'InvalidArgument' });
    expect(consumes()).toBe(before);
    expect(fake.receipts.get('0123456789')?.used).toBe(0);
  });

  it('a platform refusal of the undo keeps the use open', async () => {
    const { uses } = await desk(f.staffX).useGroupBuyVoucher({
      storeId: f.x.storeId,
      code: '0123456789',
      count: 1,
      requestId: 'mt-2',
    });
    // The platform forgets the use (as when its own window closed): it refuses the undo.
    fake.receipts.get('0123456789')!.used = 0;
    expect(await failure(desk(f.staffX).undoGroupBuyVoucherUse({ storeId: f.x.storeId, useId: uses[0].id }))).toEqual({
      code: 'FailedPrecondition',
      message: 'the third-party platform refused the request',
    });
    const { list } = await desk(f.staffX).listGroupBuyVoucherUses({ storeId: f.x.storeId });
    expect(list.find((u) => u.id === uses[0].id)).toMatchObject({ undoTime: '', undoable: true });
  });
});

describe('with no platform configured', () => {
  let server: TestServer;
  let f: BookingFixture;

  beforeAll(async () => {
    server = await startTestServer({ groupBuy: { provider: 'none' } });
    f = await makeBookingFixture(server);
  });
  afterAll(() => server.close());

  it('checking, using, undoing and listing answer that group-buying is off', async () => {
    // thunks: each call starts only when the one before has been answered, so none is left unawaited
    for (const call of [
      () => desk(f.staffX).undoGroupBuyVoucherUse({ storeId: f.x.storeId, useId: '1' }),
      () => desk(f.staffX).listGroupBuyVoucherUses({ storeId: f.x.storeId }),
      () => desk(f.staffX).checkGroupBuyVoucher({ storeId: f.x.storeId, code: '0123456789' }),
      () => desk(f.staffX).useGroupBuyVoucher({ storeId: f.x.storeId, code: '0123456789', count: 1, requestId: 'r' }),
    ])
      expect(await failure(call())).toEqual({
        code: 'FailedPrecondition',
        message: 'group-buying is off: this server has no group-buying platform configured',
      });
  });
});
