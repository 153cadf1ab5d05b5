import type { ColumnType } from 'kysely';
import type {
  CreatedAt,
  Id,
  Int8,
  IntlJson,
  Json,
  NullableTimestamp,
  Timestamp,
  WithDefault,
  StoreCurrency,
} from '../../db/column-types';
import type { StoredImage } from '../feast/feast.tables';

export type VoucherStatus = 'WAIT_PAYMENT' | 'WAIT_VERIFY' | 'VERIFIED' | 'CANCELLED';
export type DynamicCodeKind = 'BOOKING_ORDER' | 'TICKETING_EVENT_TICKET_VOUCHER';

export interface TicketingEventRow {
  id: Id;
  merchant_id: Int8;
  store_id: Int8;
  title: string;
  description: WithDefault<string>;
  intl_title: IntlJson;
  intl_description: IntlJson;
  images: Json<StoredImage[]>;
  sale_start_time: Timestamp;
  sale_end_time: Timestamp;
  per_diner_limit: number;
  /** Whether diners may cancel a paid ticket not yet used (migration 3500). */
  diner_refundable: WithDefault<boolean>;
  /** Until when they may (exclusive); null: until the session starts (never after it). */
  diner_refund_deadline: NullableTimestamp;
  create_time: CreatedAt;
  update_time: CreatedAt;
  /** The store's currency, set by the database on insert (migration 2801). */
  currency: StoreCurrency;
}

export interface TicketingEventTicketRow {
  id: Id;
  event_id: Int8;
  name: string;
  intl_name: IntlJson;
  session_date: string;
  session_start_second: number;
  price: Int8;
  quantity: number;
  /** Changed only by the guarded take and give-back of TicketRepository. */
  sold_count: WithDefault<number>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

export interface TicketingVoucherRow {
  id: Id;
  event_id: Int8;
  ticket_id: Int8;
  merchant_id: Int8;
  store_id: Int8;
  user_id: Int8;
  /** The purchase's first voucher's id: the payment's subject. Left out, the voucher's own (a trigger, migration 3500). */
  purchase_id: ColumnType<string, string | number | bigint | undefined, string | number | bigint>;
  status: VoucherStatus;
  price: Int8;
  payment_expire_time: Timestamp;
  paid_time: NullableTimestamp;
  verify_time: NullableTimestamp;
  cancel_time: NullableTimestamp;
  cancel_reason: WithDefault<string>;
  create_time: CreatedAt;
  update_time: CreatedAt;
  /** The store's currency, set by the database on insert (migration 2801). */
  currency: StoreCurrency;
  /** The secret digits of the ticket's own code, T<id>-<digits>; drawn by the database (migration 3600). */
  code_digits: WithDefault<string>;
}

export interface TicketingVoucherLogRow {
  id: Id;
  voucher_id: Int8;
  store_id: Int8;
  action: 'VERIFY' | 'UNDO_VERIFY';
  outside_window: WithDefault<boolean>;
  staff_user_id: Int8;
  reason: WithDefault<string>;
  create_time: CreatedAt;
}

export interface DynamicCodeUseRow {
  kind: DynamicCodeKind;
  subject_id: Int8;
  store_id: Int8;
  code_window: Int8;
  staff_user_id: Int8;
  use_time: Timestamp;
}

export interface TicketingTables {
  ticketing_event: TicketingEventRow;
  ticketing_event_ticket: TicketingEventTicketRow;
  ticketing_voucher: TicketingVoucherRow;
  dynamic_code_use: DynamicCodeUseRow;
  ticketing_voucher_log: TicketingVoucherLogRow;
}
