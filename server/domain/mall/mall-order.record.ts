import type { Selectable } from 'kysely';
import type { IntlTextJson } from '@common/intl-text';
import type { StoredImage } from '../feast/feast.tables';
import type { DeliveryAddressRecord } from './mall.record';
import type {
  MallCloseReason,
  MallOrderItemRow,
  MallOrderRow,
  MallOrderStatus,
  MallShipmentRow,
  MallShipmentStatus,
} from './mall-order.tables';

export interface MallOrderItemRecord {
  id: string;
  orderId: string;
  productId: string;
  skuId: string;
  productTitle: string;
  cover: StoredImage | null;
  specText: string;
  /** The title and spec values per language as at checkout; empty where none were given. */
  productIntlTitle: IntlTextJson;
  specIntlText: IntlTextJson;
  unitPrice: string;
  quantity: number;
  amount: string;
  shippedQuantity: number;
  saleDate: string | null;
}

export interface MallShipmentRecord {
  id: string;
  orderId: string;
  status: MallShipmentStatus;
  /** A listed carrier (src/common/mall-carriers.ts), or '' before it is handed to one. */
  carrierCode: string;
  /** The typed name, for OTHER. */
  carrier: string;
  trackingNumber: string;
  lines: Array<{ orderItemId: string; deliveryQuantity: number }>;
  createTime: Date;
  shipTime: Date | null;
  deliverTime: Date | null;
  receiveTime: Date | null;
  closeTime: Date | null;
}

export interface MallOrderRecord {
  id: string;
  merchantId: string;
  storeId: string;
  userId: string;
  status: MallOrderStatus;
  closeReason: MallCloseReason | null;
  closeNote: string;
  remark: string;
  address: DeliveryAddressRecord;
  selfPickup: boolean;
  totalAmount: string;
  refundedAmount: string;
  currency: string;
  timezone: string;
  paymentExpireTime: Date;
  payTime: Date | null;
  confirmTime: Date | null;
  finishTime: Date | null;
  closeTime: Date | null;
  autoReceiveTime: Date | null;
  createTime: Date;
  updateTime: Date;
}

/** An order as people see it: with its store, buyer, items and shipments. */
export interface MallOrderView extends MallOrderRecord {
  storeName: string;
  buyerNickname: string;
  buyerPhone: string;
  items: MallOrderItemRecord[];
  shipments: MallShipmentRecord[];
}

export function toOrder(row: Selectable<MallOrderRow>): MallOrderRecord {
  return {
    id: row.id,
    merchantId: row.merchant_id,
    storeId: row.store_id,
    userId: row.user_id,
    status: row.status,
    closeReason: row.close_reason || null,
    closeNote: row.close_note,
    remark: row.remark,
    address: row.address,
    selfPickup: row.self_pickup,
    totalAmount: row.total_amount,
    refundedAmount: row.refunded_amount,
    currency: row.currency,
    timezone: row.timezone,
    paymentExpireTime: row.payment_expire_time,
    payTime: row.pay_time,
    confirmTime: row.confirm_time,
    finishTime: row.finish_time,
    closeTime: row.close_time,
    autoReceiveTime: row.auto_receive_time,
    createTime: row.create_time,
    updateTime: row.update_time,
  };
}

export function toItem(row: Selectable<MallOrderItemRow>): MallOrderItemRecord {
  return {
    id: row.id,
    orderId: row.order_id,
    productId: row.product_id,
    skuId: row.sku_id,
    productTitle: row.product_title,
    cover: row.cover,
    specText: row.spec_text,
    productIntlTitle: row.product_intl_title ?? {},
    specIntlText: row.spec_intl_text ?? {},
    unitPrice: row.unit_price,
    quantity: row.quantity,
    amount: row.amount,
    shippedQuantity: row.shipped_quantity,
    saleDate: row.sale_date,
  };
}

export function toShipment(row: Selectable<MallShipmentRow>, lines: MallShipmentRecord['lines']): MallShipmentRecord {
  return {
    id: row.id,
    orderId: row.order_id,
    status: row.status,
    carrierCode: row.carrier_code,
    carrier: row.carrier,
    trackingNumber: row.tracking_number,
    lines,
    createTime: row.create_time,
    shipTime: row.ship_time,
    deliverTime: row.deliver_time,
    receiveTime: row.receive_time,
    closeTime: row.close_time,
  };
}
