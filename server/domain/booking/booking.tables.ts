import type { ColumnType } from 'kysely';
import type { FapiaoTitleFields } from '@common/fapiao-title';
import type { IntlTextJson } from '@common/intl-text';
import type {
  CreatedAt,
  Id,
  Int8,
  NullableTimestamp,
  Timestamp,
  WithDefault,
  StoreCurrency,
} from '../../db/column-types';
import type { IdArray, Int8Default, NullableInt8 } from '../store/store.tables';

export type OrderStatus =
  | 'WAIT_DEPOSIT_PAYMENT'
  | 'WAIT_STORE_CONFIRM'
  | 'WAIT_SERVICE'
  | 'WAIT_CANCEL_PROCESS'
  | 'WAIT_FINAL_PAYMENT'
  | 'FINISHED'
  | 'CLOSED';

export type CloseReason =
  | 'NONE'
  | 'DEPOSIT_PAYMENT_FAIL'
  | 'CREATOR_CANCEL'
  | 'STORE_REJECT'
  | 'STORE_CANCEL'
  | 'AGREE_CREATOR_CANCEL'
  | 'ABSENT'
  | 'MEITUAN_STATUS_CHANGE';

export type OrderSource = 'MANUAL' | 'MEITUAN_SYNC' | 'IMPORT' | 'WALK_IN';
/** Who acted: the spec's operator types. */
export type OperatorKind = 'USER' | 'STORE' | 'MERCHANT' | 'ADMIN' | 'SYSTEM';

type NullableText = ColumnType<string | null, string | null | undefined, string | null>;
type NullableInt = ColumnType<number | null, number | null | undefined, number | null>;

export interface StoreBookingRuleRow {
  store_id: Int8;
  min_people: WithDefault<number>;
  max_people: WithDefault<number>;
  min_quantity: WithDefault<number>;
  max_quantity: WithDefault<number>;
  earliest_booking_date: NullableText;
  slot_left_open: WithDefault<boolean>;
  default_duration_second: WithDefault<number>;
  update_time: CreatedAt;
}

export interface StoreDepositPolicyRow {
  id: Id;
  store_id: Int8;
  store_shift_id: NullableInt8;
  min_people: WithDefault<number>;
  max_people: WithDefault<number>;
  mode: 'PER_PERSON' | 'PER_PARTY';
  amount: Int8;
}

export interface BookingOrderTagRow {
  id: Id;
  store_id: Int8;
  content: string;
  color: WithDefault<string>;
  sort: WithDefault<number>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

export interface BookingOrderTakerRow {
  id: Id;
  store_id: Int8;
  name: string;
  phone: WithDefault<string>;
  sort: WithDefault<number>;
  disabled: WithDefault<boolean>;
  delete_time: NullableTimestamp;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

export interface BookingChannelRow {
  id: Id;
  store_id: Int8;
  name: string;
  sort: WithDefault<number>;
  delete_time: NullableTimestamp;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

export interface MerchantDinerRow {
  id: Id;
  merchant_id: Int8;
  phone_region_code: string;
  phone: string;
  title: WithDefault<string>;
  last_name: WithDefault<string>;
  first_name: WithDefault<string>;
  language: WithDefault<string>;
  user_id: NullableInt8;
  blacklisted: WithDefault<boolean>;
  blacklist_reason: WithDefault<string>;
  remark: WithDefault<string>;
  create_time: CreatedAt;
  update_time: CreatedAt;
  // diner CRM (migration 0700): the spec's remaining diner fields
  email: WithDefault<string>;
  wechat_id: WithDefault<string>;
  /** date, read as YYYY-MM-DD. */
  birthday: ColumnType<string | null, string | null | undefined, string | null>;
  wedding_anniversary: ColumnType<string | null, string | null | undefined, string | null>;
  diet_preference: WithDefault<string>;
  diet_taboo: WithDefault<string>;
  other_requirements: WithDefault<string>;
  blacklist_time: NullableTimestamp;
  blacklist_user_id: NullableInt8;
  membership_level_id: NullableInt8;
}

export interface BookingOrderRow {
  id: Id;
  order_no: ColumnType<string, never, never>;
  booking_code: ColumnType<string, never, never>;
  store_id: Int8;
  merchant_id: Int8;
  status: OrderStatus;
  close_reason: WithDefault<CloseReason>;
  cancel_from_status: ColumnType<OrderStatus | null, OrderStatus | null | undefined, OrderStatus | null>;
  source: WithDefault<OrderSource>;
  user_id: NullableInt8;
  merchant_diner_id: NullableInt8;
  diner_title: WithDefault<string>;
  diner_last_name: WithDefault<string>;
  diner_first_name: WithDefault<string>;
  diner_phone_region_code: WithDefault<string>;
  diner_phone: WithDefault<string>;
  diner_language: WithDefault<string>;
  adult_count: number;
  child_count: WithDefault<number>;
  reservation_date: string;
  store_shift_id: Int8;
  store_shift_name: WithDefault<string>;
  store_shift_intl_name: ColumnType<IntlTextJson, string | undefined, string>;
  reservation_start_second: number;
  reservation_end_second: number;
  start_time: Timestamp;
  end_time: Timestamp;
  store_table_id: NullableInt8;
  store_table_item_ids: IdArray;
  store_table_item_names: ColumnType<string[], string[] | undefined, string[]>;
  seat_count: WithDefault<number>;
  channel_id: NullableInt8;
  taker_id: NullableInt8;
  platform_tags: ColumnType<string[], string[] | undefined, string[]>;
  tag_ids: IdArray;
  diner_remark: WithDefault<string>;
  store_remark: WithDefault<string>;
  diet_preference: WithDefault<string>;
  diet_taboo: WithDefault<string>;
  service_requirement: WithDefault<string>;
  extended_json: WithDefault<string>;
  invite_code: WithDefault<string>;
  deposit_amount: Int8Default;
  paid_amount: Int8Default;
  refund_amount: Int8Default;
  refunding_amount: Int8Default;
  deposit_forfeit_amount: Int8Default;
  deposit_discount_amount: Int8Default;
  final_payment_amount: Int8Default;
  meal_cost_amount: Int8Default;
  total_amount: Int8Default;
  // The final payment's ledger (migration 0210).
  final_paid_amount: Int8Default;
  final_refund_amount: Int8Default;
  final_refunding_amount: Int8Default;
  final_forfeit_amount: Int8Default;
  creator_user_id: NullableInt8;
  creator_type: OperatorKind;
  closer_user_id: NullableInt8;
  closer_type: WithDefault<string>;
  idempotency_key: NullableText;
  order_time: CreatedAt;
  deposit_paid_time: NullableTimestamp;
  store_confirm_time: NullableTimestamp;
  arrival_time: NullableTimestamp;
  final_payment_time: NullableTimestamp;
  complete_time: NullableTimestamp;
  turnover_time: NullableTimestamp;
  close_time: NullableTimestamp;
  deposit_expire_time: NullableTimestamp;
  cancel_deadline_time: NullableTimestamp;
  create_time: CreatedAt;
  update_time: CreatedAt;
  /** The fapiao title attached to the order, a copy (migration 1500). */
  fapiao: ColumnType<FapiaoTitleFields | null, string | null | undefined, string | null>;
  /** When staff deleted the order from the store's books (migration 1510). */
  delete_time: NullableTimestamp;
  /** The store's currency, set by the database on insert (migration 2801). */
  currency: StoreCurrency;
}

/** A table item held over a time: by an order, or by a staff lock. */
export interface TableOccupancyRow {
  id: Id;
  store_id: Int8;
  store_table_item_id: Int8;
  booking_order_id: NullableInt8;
  kind: 'ORDER' | 'LOCK';
  reservation_date: string;
  store_shift_id: NullableInt8;
  start_second: number;
  end_second: number;
  /** tstzrange, written as a range literal '[start,end)'. */
  during: string;
  /** Holds the item; false once released. Only held rows are in the exclusion constraint. */
  is_using: WithDefault<boolean>;
  arrival_second: NullableInt;
  remark: WithDefault<string>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

export interface BookingOrderLogRow {
  id: Id;
  booking_order_id: Int8;
  type: string;
  operator_type: string;
  operator_user_id: NullableInt8;
  before: ColumnType<Record<string, unknown>, string | undefined, string>;
  after: ColumnType<Record<string, unknown>, string | undefined, string>;
  remark: WithDefault<string>;
  reverted_by_log_id: NullableInt8;
  create_time: CreatedAt;
}

/** A store's deposit settings (migration 0210); no row: the defaults. */
export interface StoreDepositSettingRow {
  store_id: Int8;
  refund_on_arrival: WithDefault<boolean>;
  update_time: CreatedAt;
}

export interface BookingTables {
  store_booking_rule: StoreBookingRuleRow;
  store_deposit_policy: StoreDepositPolicyRow;
  booking_order_tag: BookingOrderTagRow;
  booking_order_taker: BookingOrderTakerRow;
  booking_channel: BookingChannelRow;
  merchant_diner: MerchantDinerRow;
  booking_order: BookingOrderRow;
  table_occupancy: TableOccupancyRow;
  booking_order_log: BookingOrderLogRow;
  store_deposit_setting: StoreDepositSettingRow;
}
