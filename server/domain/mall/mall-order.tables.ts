import type {
  CreatedAt,
  Id,
  Int8,
  IntlJson,
  Json,
  NullableTimestamp,
  Timestamp,
  WithDefault,
} from '../../db/column-types';
import type { StoredImage } from '../feast/feast.tables';
import type { DeliveryAddressRecord } from './mall.record';
import type { SaleMode, StockMode } from './mall.tables';

export type MallOrderStatus =
  | 'WAIT_PAYMENT'
  | 'WAIT_SELLER_CONFIRM'
  | 'WAIT_SHIPPED'
  | 'WAIT_RECEIVE'
  | 'WAIT_BUYER_CONFIRM_RECEIVE'
  | 'FINISHED'
  | 'CLOSED';
export type MallCloseReason = 'PAYMENT_FAIL' | 'SELLER_REJECT' | 'BUYER_CANCEL' | 'SELLER_CANCEL';
export type MallShipmentStatus = 'CREATED' | 'SHIPPED' | 'DELIVERED' | 'RECEIVED' | 'CLOSED';

export interface MallStoreConfigRow {
  store_id: Int8;
  timezone: string;
  delivery_enabled: boolean;
  self_pickup_enabled: boolean;
  auto_receive_days: number;
  update_time: CreatedAt;
}

export interface MallOrderRow {
  id: Id;
  merchant_id: Int8;
  store_id: Int8;
  user_id: Int8;
  status: MallOrderStatus;
  close_reason: WithDefault<MallCloseReason | ''>;
  close_note: WithDefault<string>;
  remark: WithDefault<string>;
  /** The address as it was at checkout. */
  address: Json<DeliveryAddressRecord>;
  self_pickup: boolean;
  total_amount: Int8;
  /** Successful refunds of the order's accepted payments, kept equal to its payment ledger. */
  refunded_amount: WithDefault<string>;
  currency: string;
  timezone: string;
  payment_expire_time: Timestamp;
  pay_time: NullableTimestamp;
  confirm_time: NullableTimestamp;
  finish_time: NullableTimestamp;
  close_time: NullableTimestamp;
  auto_receive_time: NullableTimestamp;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

export interface MallOrderItemRow {
  id: Id;
  order_id: Int8;
  product_id: Int8;
  sku_id: Int8;
  product_title: string;
  cover: Json<StoredImage | null>;
  spec_text: string;
  /** The title and spec values per language at checkout (migration 3660). */
  product_intl_title: IntlJson;
  spec_intl_text: IntlJson;
  unit_price: Int8;
  quantity: number;
  amount: Int8;
  shipped_quantity: WithDefault<number>;
  /** How the stock was taken, so it goes back exactly that way. */
  stock_mode: StockMode;
  sale_mode: SaleMode;
  sale_date: string | null;
}

export interface MallShipmentRow {
  id: Id;
  order_id: Int8;
  status: MallShipmentStatus;
  /** A listed carrier (src/common/mall-carriers.ts); '' until handed to one. */
  carrier_code: WithDefault<string>;
  /** The typed name, for OTHER. */
  carrier: WithDefault<string>;
  tracking_number: WithDefault<string>;
  create_time: CreatedAt;
  ship_time: NullableTimestamp;
  deliver_time: NullableTimestamp;
  receive_time: NullableTimestamp;
  close_time: NullableTimestamp;
}

export interface MallShipmentLineRow {
  shipment_id: Int8;
  order_item_id: Int8;
  delivery_quantity: number;
}

export interface MallOrderTables {
  mall_store_config: MallStoreConfigRow;
  mall_order: MallOrderRow;
  mall_order_item: MallOrderItemRow;
  mall_shipment: MallShipmentRow;
  mall_shipment_line: MallShipmentLineRow;
}
