import { create } from '@bufbuild/protobuf';
import { intlToFields } from '@common/intl-text';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { ImageInfoSchema } from '@gen/common/v1/model_pb';
import {
  MallOrder_CloseReason,
  MallOrder_Status,
  MallOrderItemSchema,
  MallOrderSchema,
  MallShipment_Status,
  type MallCartLine,
  type MallOrder,
  type MallOrderItem,
  type MallShipmentLine,
} from '@gen/mall/v1/mall_order_pb';
import { StoreMallConfigSchema, type StoreMallConfig } from '@gen/mall/v1/store_mall_config_service_pb';
import type { CartLine, PricedLine } from '../domain/mall/mall-checkout.service';
import type { MallStoreConfig } from '../domain/mall/mall-config.service';
import type { MallOrderItemRecord, MallOrderView } from '../domain/mall/mall-order.record';
import type { MallOrderStatus } from '../domain/mall/mall-order.tables';
import { nameOf, valueOf } from './enum-names';
import { toDeliveryAddress } from './mall-mappers';
import { toModel } from './mappers';

const ts = (d: Date | null) => (d ? timestampFromDate(d) : undefined);

function toItem(i: MallOrderItemRecord): MallOrderItem {
  return create(MallOrderItemSchema, {
    id: i.id,
    productId: i.productId,
    skuId: i.skuId,
    productTitle: i.productTitle,
    cover: i.cover ? create(ImageInfoSchema, i.cover) : undefined,
    specText: i.specText,
    productIntlTitle: intlToFields(i.productIntlTitle),
    specIntlText: intlToFields(i.specIntlText),
    unitPrice: i.unitPrice,
    quantity: i.quantity,
    amount: i.amount,
    shippedQuantity: i.shippedQuantity,
    saleDate: i.saleDate ?? '',
  });
}

/** An order; the buyer's phone only when `forStaff` (the diner knows their own). */
export function toMallOrder(o: MallOrderView, forStaff = false): MallOrder {
  return create(MallOrderSchema, {
    model: toModel(o.id, o.createTime, o.updateTime),
    merchantId: o.merchantId,
    storeId: o.storeId,
    storeName: o.storeName,
    status: valueOf(MallOrder_Status, o.status),
    closeReason: valueOf(MallOrder_CloseReason, o.closeReason),
    remark: o.remark,
    itemList: o.items.map(toItem),
    address: toDeliveryAddress(o.address),
    totalAmount: o.totalAmount,
    refundedAmount: o.refundedAmount,
    paymentExpireTime: ts(o.paymentExpireTime),
    payTime: ts(o.payTime),
    confirmTime: ts(o.confirmTime),
    finishTime: ts(o.finishTime),
    closeTime: ts(o.closeTime),
    autoReceiveTime: ts(o.autoReceiveTime),
    shipmentList: o.shipments.map((s) => ({
      id: s.id,
      orderId: s.orderId,
      status: valueOf(MallShipment_Status, s.status),
      carrierCode: s.carrierCode,
      carrier: s.carrier,
      trackingNumber: s.trackingNumber,
      lineList: s.lines.map((l) => ({ orderItemId: l.orderItemId, deliveryQuantity: l.deliveryQuantity })),
      createTime: ts(s.createTime),
      shipTime: ts(s.shipTime),
      deliverTime: ts(s.deliverTime),
      receiveTime: ts(s.receiveTime),
      closeTime: ts(s.closeTime),
    })),
    buyerNickname: o.buyerNickname,
    buyerPhone: forStaff ? o.buyerPhone : '',
    currency: o.currency,
    timezone: o.timezone,
  });
}

/** A previewed line at its current price (its id is empty: nothing is written). */
export function toPreviewItem(l: PricedLine): MallOrderItem {
  return create(MallOrderItemSchema, {
    productId: l.sku.productId,
    skuId: l.sku.id,
    productTitle: l.sku.title,
    cover: l.sku.cover ? create(ImageInfoSchema, l.sku.cover) : undefined,
    specText: l.sku.specText,
    productIntlTitle: intlToFields(l.sku.intlTitle),
    specIntlText: intlToFields(l.sku.specIntlText),
    unitPrice: l.sku.price,
    quantity: l.quantity,
    amount: l.amount,
  });
}

export const fromCartLines = (lines: MallCartLine[]): CartLine[] =>
  lines.map((l) => ({ skuId: l.skuId, quantity: l.quantity, seenUnitPrice: l.seenUnitPrice }));

export const fromShipmentLines = (lines: MallShipmentLine[]) =>
  lines.map((l) => ({ orderItemId: l.orderItemId, deliveryQuantity: l.deliveryQuantity }));

export const orderStatusesOf = (list: MallOrder_Status[]) =>
  list.map((s) => nameOf(MallOrder_Status, s) as MallOrderStatus).filter(Boolean);

export const toStoreMallConfig = (c: MallStoreConfig): StoreMallConfig => create(StoreMallConfigSchema, c);

export function fromStoreMallConfig(c: StoreMallConfig | undefined): Omit<MallStoreConfig, 'storeId'> {
  return {
    timezone: c?.timezone ?? '',
    deliveryEnabled: c?.deliveryEnabled ?? false,
    selfPickupEnabled: c?.selfPickupEnabled ?? false,
    autoReceiveDays: c?.autoReceiveDays ?? 0,
  };
}
