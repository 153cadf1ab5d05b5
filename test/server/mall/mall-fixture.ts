import {
  MallProduct_Status,
  MallSku_Status,
  ProductType,
  SaleMode,
  StockMode,
  type MallProduct,
  type MallProductInput,
  type MallSkuInput,
} from '@gen/mall/v1/mall_pb';
import { MerchantMallService } from '@gen/mall/v1/merchant_mall_service_pb';
import type { BookingFixture, Caller } from '../../helpers/booking-fixture';

/** A listed mooncake gift set with real stock sold normally. */
export function productInput(over: Partial<MallProductInput> = {}): MallProductInput {
  return {
    title: 'Mooncake gift set',
    subtitle: 'Eight flavours',
    description: 'Baked in our kitchen',
    carouselList: [],
    quickCode: 'MC8',
    weight: 1200,
    type: ProductType.ORDER,
    stockMode: StockMode.REAL,
    saleMode: SaleMode.NORMAL,
    status: MallProduct_Status.LISTED,
    ...over,
  } as MallProductInput;
}

export function skuInput(productId: string, over: Partial<MallSkuInput> = {}): MallSkuInput {
  return {
    productId,
    price: '28800',
    status: MallSku_Status.LISTED,
    specValueIdList: [],
    salePlanId: '0',
    stock: 10,
    minQuantity: 1,
    maxQuantity: 0,
    ...over,
  } as MallSkuInput;
}

export const staffMall = (who: Caller) => who.client(MerchantMallService);

/** A product of the fixture merchant with one SKU (no specs); returns both ids. */
export async function productWithSku(
  f: BookingFixture,
  product: Partial<MallProductInput> = {},
  sku: Partial<MallSkuInput> = {},
): Promise<{ productId: string; skuId: string; product: MallProduct }> {
  const mall = staffMall(f.merchantStaff);
  const created = await mall.saveMallProduct({ merchantId: f.merchantId, product: productInput(product) });
  const productId = created.product!.model!.id;
  const saved = await mall.saveMallSku({ merchantId: f.merchantId, sku: skuInput(productId, sku) });
  return { productId, skuId: saved.product!.skuList[0].id, product: saved.product! };
}
