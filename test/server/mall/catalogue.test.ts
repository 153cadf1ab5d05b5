import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MallProduct_Status, MallSku_Status, StockMode } from '@gen/mall/v1/mall_pb';
import { MerchantMallService } from '@gen/mall/v1/merchant_mall_service_pb';
import { PublicMallService } from '@gen/mall/v1/public_mall_service_pb';
import { SERVER_MESSAGE } from '@common/server-messages';
import { failure, makeBookingFixture, type BookingFixture } from '../../helpers/booking-fixture';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { productInput, productWithSku, skuInput, staffMall } from './mall-fixture';

// A merchant's staff manage its catalogue; diners read its listed products.
let server: TestServer;
let f: BookingFixture;
beforeAll(async () => {
  server = await startTestServer();
  f = await makeBookingFixture(server);
}, 60_000);
afterAll(() => server.close());

const countRows = async (table: 'mall_product' | 'mall_spec' | 'mall_spec_value' | 'mall_sku' | 'mall_sale_plan') =>
  Number(
    (
      await server.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('products, specs and SKUs', () => {
  it('staff build a product with a spec, two values and a SKU of each; diners see it on the store', async () => {
    const mall = staffMall(f.merchantStaff);
    const m = f.merchantId;
    const { product } = await mall.saveMallProduct({ merchantId: m, product: productInput({ title: 'Wine box' }) });
    const productId = product!.model!.id;
    const withSpec = await mall.saveMallSpec({ merchantId: m, productId, name: 'Vintage' });
    const specId = withSpec.product!.specList[0].id;
    await mall.saveMallSpecValue({ merchantId: m, specId, value: '2015' });
    const withValues = await mall.saveMallSpecValue({ merchantId: m, specId, value: '2018' });
    const [v2015, v2018] = withValues.product!.specList[0].valueList.map((v) => v.id);
    await mall.saveMallSku({ merchantId: m, sku: skuInput(productId, { price: '98000', specValueIdList: [v2015] }) });
    await mall.saveMallSku({ merchantId: m, sku: skuInput(productId, { price: '68000', specValueIdList: [v2018] }) });

    const { list } = await f.anonymous.client(PublicMallService).queryMallProducts({ storeId: f.y.storeId });
    const shown = list.find((p) => p.model!.id === productId)!;
    expect(shown.title).toBe('Wine box');
    expect(shown.specList[0].valueList.map((v) => v.value)).toEqual(['2015', '2018']);
    expect(shown.skuList.map((k) => [k.price, k.specValueIdList])).toEqual([
      ['98000', [v2015]],
      ['68000', [v2018]],
    ]);
  });

  it('diners see neither unlisted products nor unlisted SKUs; another merchant’s store shows none of them', async () => {
    const hidden = await productWithSku(f, { title: 'Hidden', status: MallProduct_Status.UNLISTED });
    const partly = await productWithSku(f, { title: 'Partly' });
    await staffMall(f.merchantStaff).saveMallSku({
      merchantId: f.merchantId,
      sku: skuInput(partly.productId, { status: MallSku_Status.UNLISTED, price: '100' }),
    });
    const pub = f.anonymous.client(PublicMallService);
    const { list } = await pub.queryMallProducts({ storeId: f.x.storeId });
    expect(list.some((p) => p.model!.id === hidden.productId)).toBe(false);
    expect(list.find((p) => p.model!.id === partly.productId)!.skuList.map((k) => k.id)).toEqual([partly.skuId]);
    expect((await failure(pub.getMallProduct({ productId: hidden.productId }))).message).toBe(
      SERVER_MESSAGE.mallProductNotFound,
    );
    const other = await pub.queryMallProducts({ storeId: f.z.storeId });
    expect(other.list.some((p) => p.model!.id === partly.productId)).toBe(false);
  });

  it('refuses a product without title or type, and a SKU with a max below its min, writing nothing', async () => {
    const mall = staffMall(f.merchantStaff);
    const { productId } = await productWithSku(f);
    const [products, skus] = [await countRows('mall_product'), await countRows('mall_sku')];
    const noTitle = await failure(
      mall.saveMallProduct({ merchantId: f.merchantId, product: productInput({ title: '  ' }) }),
    );
    expect(noTitle).toEqual({ code: 'InvalidArgument', message: SERVER_MESSAGE.mallTitleRequired });
    const noMode = await failure(
      mall.saveMallProduct({
        merchantId: f.merchantId,
        product: productInput({ stockMode: StockMode.STOCK_MODE_UNSPECIFIED }),
      }),
    );
    expect(noMode.message).toBe(SERVER_MESSAGE.mallProductInvalid);
    const badSku = await failure(
      mall.saveMallSku({ merchantId: f.merchantId, sku: skuInput(productId, { minQuantity: 3, maxQuantity: 2 }) }),
    );
    expect(badSku.message).toBe(SERVER_MESSAGE.mallSkuInvalid);
    expect([await countRows('mall_product'), await countRows('mall_sku')]).toEqual([products, skus]);
  });

  it('a SKU must pick one value of each spec of its own product', async () => {
    const mall = staffMall(f.merchantStaff);
    const m = f.merchantId;
    const { productId } = await productWithSku(f);
    const spec = await mall.saveMallSpec({ merchantId: m, productId, name: 'Box' });
    const specId = spec.product!.specList[0].id;
    const valued = await mall.saveMallSpecValue({ merchantId: m, specId, value: 'Tin' });
    const tin = valued.product!.specList[0].valueList[0].id;
    const other = await productWithSku(f);
    const otherSpec = await mall.saveMallSpec({ merchantId: m, productId: other.productId, name: 'Size' });
    const otherValue = await mall.saveMallSpecValue({
      merchantId: m,
      specId: otherSpec.product!.specList[0].id,
      value: 'Large',
    });
    const foreign = otherValue.product!.specList[0].valueList[0].id;
    for (const ids of [[], [foreign], [tin, foreign]]) {
      const refused = await failure(
        mall.saveMallSku({ merchantId: m, sku: skuInput(productId, { specValueIdList: ids }) }),
      );
      expect(refused.message).toBe(SERVER_MESSAGE.mallSkuSpecValuesInvalid);
    }
    const ok = await mall.saveMallSku({ merchantId: m, sku: skuInput(productId, { specValueIdList: [tin] }) });
    expect(ok.product!.skuList.at(-1)!.specValueIdList).toEqual([tin]);
  });

  it('a spec with values cannot be deleted, nor a value a SKU uses; emptied, both go', async () => {
    const mall = staffMall(f.merchantStaff);
    const m = f.merchantId;
    const { product } = await mall.saveMallProduct({ merchantId: m, product: productInput() });
    const productId = product!.model!.id;
    const spec = await mall.saveMallSpec({ merchantId: m, productId, name: 'Flavour' });
    const specId = spec.product!.specList[0].id;
    const valued = await mall.saveMallSpecValue({ merchantId: m, specId, value: 'Lotus' });
    const valueId = valued.product!.specList[0].valueList[0].id;
    const withSku = await mall.saveMallSku({ merchantId: m, sku: skuInput(productId, { specValueIdList: [valueId] }) });

    const specRefused = await failure(mall.deleteMallSpec({ merchantId: m, specId }));
    expect(specRefused).toEqual({ code: 'FailedPrecondition', message: SERVER_MESSAGE.mallSpecHasValues });
    const valueRefused = await failure(mall.deleteMallSpecValue({ merchantId: m, valueId }));
    expect(valueRefused.message).toBe(SERVER_MESSAGE.mallSpecValueInUse);
    expect(
      (await mall.listMallProducts({ merchantId: m })).list.find((p) => p.model!.id === productId)!.specList,
    ).toHaveLength(1);

    // The SKU moves off the value (a product without specs takes SKUs without values).
    await server.database.db
      .deleteFrom('mall_sku_spec_value')
      .where('sku_id', '=', withSku.product!.skuList[0].id)
      .execute();
    await mall.deleteMallSpecValue({ merchantId: m, valueId });
    const gone = await mall.deleteMallSpec({ merchantId: m, specId });
    expect(gone.product!.specList).toEqual([]);
  });

  it('the stock of a SKU cannot go below what is sold', async () => {
    const { productId, skuId } = await productWithSku(f, {}, { stock: 5 });
    await server.services.mall.stock.reserve(skuId, 4, '2026-12-01');
    const refused = await failure(
      staffMall(f.merchantStaff).saveMallSku({
        merchantId: f.merchantId,
        skuId,
        sku: skuInput(productId, { stock: 3 }),
      }),
    );
    expect(refused.message).toBe(SERVER_MESSAGE.mallStockBelowSold);
    const saved = await staffMall(f.merchantStaff).saveMallSku({
      merchantId: f.merchantId,
      skuId,
      sku: skuInput(productId, { stock: 4, price: '30000' }),
    });
    expect(saved.product!.skuList.map((k) => [k.stock, k.soldCount, k.price])).toEqual([[4, 4, '30000']]);
  });
});

describe('sale plans', () => {
  it('a sale plan with SKUs cannot be deleted; without them it can', async () => {
    const mall = staffMall(f.merchantStaff);
    const m = f.merchantId;
    const { salePlan } = await mall.saveMallSalePlan({ merchantId: m, name: 'Mid-autumn', stockMode: StockMode.REAL });
    const planId = salePlan!.id;
    await productWithSku(f, {}, { salePlanId: planId });
    expect((await mall.listMallSalePlans({ merchantId: m })).list.find((p) => p.id === planId)!.skuCount).toBe(1);
    const refused = await failure(mall.deleteMallSalePlan({ merchantId: m, salePlanId: planId }));
    expect(refused).toEqual({ code: 'FailedPrecondition', message: SERVER_MESSAGE.mallSalePlanHasSkus });

    const empty = await mall.saveMallSalePlan({ merchantId: m, name: 'Spring', stockMode: StockMode.VIRTUAL });
    await mall.deleteMallSalePlan({ merchantId: m, salePlanId: empty.salePlan!.id });
    const names = (await mall.listMallSalePlans({ merchantId: m })).list.map((p) => p.name);
    expect(names).toContain('Mid-autumn');
    expect(names).not.toContain('Spring');
  });

  it('refuses a plan without a name or stock mode, writing nothing', async () => {
    const before = await countRows('mall_sale_plan');
    const refused = await failure(
      staffMall(f.merchantStaff).saveMallSalePlan({ merchantId: f.merchantId, name: 'X', stockMode: 0 }),
    );
    expect(refused.message).toBe(SERVER_MESSAGE.mallSalePlanInvalid);
    expect(await countRows('mall_sale_plan')).toBe(before);
  });
});

describe('authorization', () => {
  it('staff of another merchant, a single store’s staff and diners cannot manage the catalogue', async () => {
    const { productId, skuId } = await productWithSku(f, { title: 'Guarded' });
    const z = await server.createUserSession({ nickname: 'staff Z' });
    await server.database.db
      .insertInto('staff_member')
      .values({ user_id: z.userId, merchant_id: f.otherMerchantId, store_id: null, role: 'MANAGER' })
      .execute();
    const staffZ = server.client(MerchantMallService, { sessionKey: z.sessionKey });
    // Naming our merchant: refused by the access rule.
    const named = await failure(staffZ.listMallProducts({ merchantId: f.merchantId }));
    expect(named.code).toBe('PermissionDenied');
    // Naming their own merchant with our ids: our product is not theirs.
    const smuggled = await failure(
      staffZ.saveMallProduct({ merchantId: f.otherMerchantId, productId, product: productInput({ title: 'Stolen' }) }),
    );
    expect(smuggled.message).toBe(SERVER_MESSAGE.mallProductNotFound);
    const sku = await failure(
      staffZ.saveMallSku({ merchantId: f.otherMerchantId, skuId, sku: skuInput(productId, { price: '1' }) }),
    );
    expect(sku.message).toBe(SERVER_MESSAGE.mallProductNotFound);
    for (const who of [f.dinerA, f.staffX]) {
      expect((await failure(staffMall(who).listMallProducts({ merchantId: f.merchantId }))).code).toBe(
        'PermissionDenied',
      );
    }
    const still = await f.anonymous.client(PublicMallService).getMallProduct({ productId });
    expect([still.product!.title, still.product!.skuList[0].price]).toEqual(['Guarded', '28800']);
  });
});
