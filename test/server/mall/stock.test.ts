import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { ConnectError } from '@connectrpc/connect';
import { MallProduct_Status, MallSku_Status, SaleMode, StockMode } from '@gen/mall/v1/mall_pb';
import { SERVER_MESSAGE } from '@common/server-messages';
import { DomainError } from '../../../server/domain/errors';
import { saleDateAt, type StockService } from '../../../server/domain/mall/stock.service';
import { makeBookingFixture, type BookingFixture } from '../../helpers/booking-fixture';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { productWithSku, skuInput, staffMall } from './mall-fixture';

// Stock is never oversold, whatever the concurrency: each mode on the real database.
let server: TestServer;
let f: BookingFixture;
let stock: StockService;
beforeAll(async () => {
  server = await startTestServer();
  f = await makeBookingFixture(server);
  stock = server.services.mall.stock;
}, 60_000);
afterAll(() => server.close());

const DAY = '2026-12-01';
const NEXT_DAY = '2026-12-02';

/** Runs `count` reservations at once; returns how many succeeded and the messages of the others. */
async function race(skuId: string, count: number, quantity = 1, date = DAY) {
  const results = await Promise.allSettled(Array.from({ length: count }, () => stock.reserve(skuId, quantity, date)));
  const refusals = results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as Error).message] : []));
  return { won: results.length - refusals.length, refusals: [...new Set(refusals)] };
}

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return (error as DomainError).message;
};

describe('real stock, normal sale mode', () => {
  it('50 diners at once for the last 10 units: exactly 10 get one, the others hear the stock is not enough', async () => {
    const { skuId } = await productWithSku(f, {}, { stock: 10 });
    const { won, refusals } = await race(skuId, 50);
    expect(won).toBe(10);
    expect(refusals).toEqual([SERVER_MESSAGE.stockNotEnough]);
    expect(await stock.left(skuId, DAY)).toBe(0);
  });

  it('uneven quantities never add up past the stock', async () => {
    const { skuId } = await productWithSku(f, {}, { stock: 10 });
    const { won } = await race(skuId, 20, 3);
    expect(won).toBe(3);
    expect(await stock.left(skuId, DAY)).toBe(1);
  });

  it('a released reservation is for sale again', async () => {
    const { skuId } = await productWithSku(f, {}, { stock: 2 });
    const first = await stock.reserve(skuId, 2, DAY);
    expect(await refusal(stock.reserve(skuId, 1, DAY))).toBe(SERVER_MESSAGE.stockNotEnough);
    await stock.release(first);
    expect(await stock.left(skuId, DAY)).toBe(2);
    expect((await stock.reserve(skuId, 2, DAY)).quantity).toBe(2);
  });

  it('the database itself refuses a count past the stock, should any code skip the check', async () => {
    const { skuId } = await productWithSku(f, {}, { stock: 1 });
    const oversell = sql`UPDATE mall_sku SET sold_count = 2 WHERE id = ${skuId}`.execute(server.database.db);
    await expect(oversell).rejects.toMatchObject({ constraint: 'mall_sku_not_oversold' });
  });
});

describe('real stock, daily sale mode', () => {
  it('each business date has its own count: the last 10 of one day go to exactly 10, the next day starts full', async () => {
    const { skuId } = await productWithSku(f, { saleMode: SaleMode.DAILY }, { stock: 10 });
    expect((await race(skuId, 30, 1, DAY)).won).toBe(10);
    expect(await stock.left(skuId, DAY)).toBe(0);
    expect(await stock.left(skuId, NEXT_DAY)).toBe(10);
    expect((await race(skuId, 30, 1, NEXT_DAY)).won).toBe(10);
  });

  it('the sale date is the store’s calendar day, not the server’s', async () => {
    // 23:30 in Los Angeles on 30 November is already 1 December in Shanghai.
    const instant = new Date('2026-12-01T07:30:00Z');
    expect(saleDateAt(instant, f.x.timezone)).toBe('2026-12-01');
    expect(saleDateAt(instant, 'America/Los_Angeles')).toBe('2026-11-30');
  });

  it('refuses a daily reservation without a valid date', async () => {
    const { skuId } = await productWithSku(f, { saleMode: SaleMode.DAILY }, { stock: 10 });
    expect(await refusal(stock.reserve(skuId, 1, '2026-13-40'))).toBe(SERVER_MESSAGE.invalidDate);
  });
});

describe('virtual stock', () => {
  it('is unlimited: every reservation succeeds and nothing is counted', async () => {
    const { skuId } = await productWithSku(f, { stockMode: StockMode.VIRTUAL }, { stock: 0 });
    expect((await race(skuId, 50, 2)).won).toBe(50);
    expect(await stock.left(skuId, DAY)).toBeNull();
  });
});

describe('sale plans', () => {
  it('a SKU in a sale plan is stocked as the plan says, whatever its product says', async () => {
    const { salePlan } = await staffMall(f.merchantStaff).saveMallSalePlan({
      merchantId: f.merchantId,
      name: 'Open bar',
      stockMode: StockMode.VIRTUAL,
    });
    const { skuId } = await productWithSku(f, { stockMode: StockMode.REAL }, { stock: 1, salePlanId: salePlan!.id });
    expect((await race(skuId, 5)).won).toBe(5);
    expect(await stock.left(skuId, DAY)).toBeNull();
  });
});

describe('what may be reserved', () => {
  it('a quantity outside the SKU’s min and max is refused, taking nothing', async () => {
    const { skuId } = await productWithSku(f, {}, { stock: 10, minQuantity: 2, maxQuantity: 4 });
    expect(await refusal(stock.reserve(skuId, 1, DAY))).toBe(SERVER_MESSAGE.mallQuantityBelowMin);
    expect(await refusal(stock.reserve(skuId, 5, DAY))).toBe(SERVER_MESSAGE.mallQuantityAboveMax);
    expect(await stock.left(skuId, DAY)).toBe(10);
    expect((await stock.reserve(skuId, 4, DAY)).price).toBe('28800');
  });

  it('an unlisted SKU or a SKU of an unlisted product is not on sale', async () => {
    const sku = await productWithSku(f, {}, { status: MallSku_Status.UNLISTED });
    expect(await refusal(stock.reserve(sku.skuId, 1, DAY))).toBe(SERVER_MESSAGE.mallSkuUnlisted);
    const product = await productWithSku(f, { status: MallProduct_Status.UNLISTED });
    expect(await refusal(stock.reserve(product.skuId, 1, DAY))).toBe(SERVER_MESSAGE.mallSkuUnlisted);
    expect(await refusal(stock.reserve('999999999', 1, DAY))).toBe(SERVER_MESSAGE.mallSkuNotFound);
  });

  it('staff lowering the stock while diners reserve never leaves more sold than stocked', async () => {
    const { productId, skuId } = await productWithSku(f, {}, { stock: 20 });
    const mall = staffMall(f.merchantStaff);
    const lower = mall.saveMallSku({ merchantId: f.merchantId, skuId, sku: skuInput(productId, { stock: 12 }) }).then(
      () => 'lowered',
      (e: ConnectError) => e.rawMessage,
    );
    const [outcome, { won }] = await Promise.all([lower, race(skuId, 20)]);
    const row = await server.database.db
      .selectFrom('mall_sku')
      .select(['stock', 'sold_count'])
      .where('id', '=', skuId)
      .executeTakeFirstOrThrow();
    expect(row.sold_count).toBe(won);
    expect(row.sold_count).toBeLessThanOrEqual(row.stock);
    expect(['lowered', SERVER_MESSAGE.mallStockBelowSold]).toContain(outcome);
  });
});
