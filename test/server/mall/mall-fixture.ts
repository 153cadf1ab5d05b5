import {
  MallProduct_Status,
  MallSku_Status,
  ProductType,
  SaleMode,
  StockMode,
  type MallProduct,
  type DeliveryAddressInput,
  type MallProductInput,
  type MallSkuInput,
} from '@gen/mall/v1/mall_pb';
import { MerchantMallService } from '@gen/mall/v1/merchant_mall_service_pb';
import { DinerDeliveryAddressService } from '@gen/mall/v1/diner_delivery_address_service_pb';
import { DinerMallOrderService } from '@gen/mall/v1/diner_mall_order_service_pb';
import type { MallOrder } from '@gen/mall/v1/mall_order_pb';
import { PaymentChannel, PaymentMethod, PaymentPurpose } from '@gen/payment/v1/payment_pb';
import { PublicTransactionService } from '@gen/payment/v1/public_transaction_service_pb';
import { pressCashierButton } from '../payment/support/sandbox-cashier';
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

/** A delivery address of the diner: a home one, or a pick-up one with `selfDelivery`. */
export async function addressOf(who: Caller, selfDelivery = false): Promise<string> {
  const { address } = await who.client(DinerDeliveryAddressService).createDeliveryAddress({
    address: {
      province: 'Shanghai',
      city: 'Shanghai',
      district: 'Huangpu',
      detail: selfDelivery ? 'Collect at the store' : '18 Nanjing East Road, flat 3',
      contact: 'Li Lei',
      phoneRegionCode: '86',
      phone: '13800138000',
      isDefault: false,
      selfDelivery,
    } as DeliveryAddressInput,
  });
  return address!.id;
}

export const cart = (skuId: string, quantity = 1, seenUnitPrice = '28800') => ({ skuId, quantity, seenUnitPrice });

export async function order(
  who: Caller,
  storeId: string,
  lines: Array<ReturnType<typeof cart>>,
  deliveryAddressId: string,
): Promise<MallOrder> {
  const { order: created } = await who
    .client(DinerMallOrderService)
    .createMallOrder({ storeId, lineList: lines, deliveryAddressId, remark: '' });
  return created!;
}

/** Pays an order in the sandbox cashier and delivers the channel's notification. */
export async function payOrder(
  f: BookingFixture,
  now: Date,
  who: Caller,
  orderId: string,
  button: 'pay' | 'fail' = 'pay',
) {
  const created = await f.server.client(PublicTransactionService, { sessionKey: who.sessionKey }).createTransaction({
    purpose: PaymentPurpose.MALL_ORDER,
    subjectId: orderId,
    channel: PaymentChannel.SANDBOX,
    method: PaymentMethod.ALIPAY_APP_PAY,
    returnPath: '/app/pages/sub-user/me/index',
  });
  const cashierUrl = created.payParams!.kind.value as string;
  if (button === 'pay') await pressCashierButton(cashierUrl, 'pay');
  await f.server.services.jobs.runDue(now);
  return { transaction: created.transaction!, cashierUrl };
}

/** What a SKU has sold (its day's count for a DAILY one), straight from the database. */
export async function soldOf(f: BookingFixture, skuId: string, saleDate?: string): Promise<number> {
  const db = f.server.database.db;
  if (saleDate) {
    const day = await db
      .selectFrom('mall_sku_day_stock')
      .select('sold_count')
      .where('sku_id', '=', skuId)
      .where('sale_date', '=', saleDate)
      .executeTakeFirst();
    return day?.sold_count ?? 0;
  }
  return (await db.selectFrom('mall_sku').select('sold_count').where('id', '=', skuId).executeTakeFirstOrThrow())
    .sold_count;
}
