import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PublicMallService } from '@gen/mall/v1/public_mall_service_pb';
import { failure, makeBookingFixture, type BookingFixture } from '../../helpers/booking-fixture';
import { testClock } from '../../helpers/test-clock';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { addressOf, cart, order, productInput, productWithSku, skuInput, staffMall } from './mall-fixture';

// A product's texts and its specs per language, as staff write them, read by
// diners and kept on the order item as they were at checkout.
const clock = testClock('2026-11-25T10:00:00Z');
let server: TestServer;
let f: BookingFixture;
beforeAll(async () => {
  server = await startTestServer({}, undefined, false, { now: clock.now });
  f = await makeBookingFixture(server);
}, 60_000);
afterAll(() => server.close());

const tri = (zhHans: string, zhHant: string, en: string) => ({ zhHans, zhHant, en });

/** A gift set in three languages with a Box spec whose values are translated but one. */
async function giftSet() {
  const mall = staffMall(f.merchantStaff);
  const { productId } = await productWithSku(f, {
    title: 'Mid-Autumn Gift Set',
    intlTitle: tri('中秋礼盒', '中秋禮盒', ''),
    intlSubtitle: tri('莲蓉蛋黄月饼', '', ''),
  } as never);
  const merchantId = f.merchantId;
  const { product: withSpec } = await mall.saveMallSpec({
    merchantId,
    productId,
    name: 'Box',
    intlName: tri('盒装', '盒裝', ''),
  });
  const specId = withSpec!.specList[0].id;
  const { product: withValue } = await mall.saveMallSpecValue({
    merchantId,
    specId,
    value: '8 pieces',
    intlValue: tri('8个装', '', ''),
  });
  const valueId = withValue!.specList[0].valueList[0].id;
  const { product } = await mall.saveMallSku({
    merchantId,
    skuId: withValue!.skuList[0].id,
    sku: skuInput(productId, { stock: 50, specValueIdList: [valueId] }),
  });
  return { productId, specId, valueId, skuId: product!.skuList[0].id };
}

describe('a product in three languages', () => {
  it('is read by a visitor with its title, subtitle, spec name and values per language', async () => {
    const { productId } = await giftSet();
    const { product } = await f.anonymous.client(PublicMallService).getMallProduct({ productId, storeId: f.x.storeId });
    expect(product!.title).toBe('Mid-Autumn Gift Set');
    expect({ ...product!.intlTitle }).toMatchObject(tri('中秋礼盒', '中秋禮盒', ''));
    expect(product!.intlSubtitle?.zhHans).toBe('莲蓉蛋黄月饼');
    expect({ ...product!.specList[0].intlName }).toMatchObject(tri('盒装', '盒裝', ''));
    expect({ ...product!.specList[0].valueList[0].intlValue }).toMatchObject(tri('8个装', '', ''));
  });

  it('keeps on the order item its title and its spec values per language, falling back per value', async () => {
    const { skuId } = await giftSet();
    const o = await order(f.dinerA, f.x.storeId, [cart(skuId, 1)], await addressOf(f.dinerA));
    const item = o.itemList[0];
    expect([item.productTitle, item.specText]).toEqual(['Mid-Autumn Gift Set', '8 pieces']);
    expect(item.productIntlTitle?.zhHant).toBe('中秋禮盒');
    // Traditional Chinese has no value of its own: the Simplified one; English: the value's own text.
    expect({ ...item.specIntlText }).toMatchObject(tri('8个装', '8个装', '8 pieces'));
  });

  it('keeps an order item without translations as before: nothing per language', async () => {
    const { skuId } = await productWithSku(f, {}, { stock: 5 });
    const o = await order(f.dinerA, f.x.storeId, [cart(skuId, 1)], await addressOf(f.dinerA));
    expect({ ...o.itemList[0].specIntlText }).toMatchObject(tri('', '', ''));
    expect({ ...o.itemList[0].productIntlTitle }).toMatchObject(tri('', '', ''));
  });

  it('refuses a translated spec value longer than a value may be, and changes nothing', async () => {
    const { productId, specId, valueId } = await giftSet();
    const mall = staffMall(f.merchantStaff);
    const refused = await failure(
      mall.saveMallSpecValue({
        merchantId: f.merchantId,
        specId,
        valueId,
        value: '8 pieces',
        intlValue: tri('个'.repeat(41), '', ''),
      }),
    );
    expect(refused.code).toBe('InvalidArgument');
    const { product } = await f.anonymous.client(PublicMallService).getMallProduct({ productId, storeId: f.x.storeId });
    expect(product!.specList[0].valueList[0].intlValue?.zhHans).toBe('8个装');
  });

  it('refuses a translated title longer than a title may be', async () => {
    const mall = staffMall(f.merchantStaff);
    const refused = await failure(
      mall.saveMallProduct({
        merchantId: f.merchantId,
        product: productInput({ intlTitle: tri('', '', 'x'.repeat(61)) } as never),
      }),
    );
    expect(refused.code).toBe('InvalidArgument');
  });
});
