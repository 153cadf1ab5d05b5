import type { CreatedAt, Id, Int8, NullableTimestamp, Timestamp, WithDefault } from '../../db/column-types';
import type { ThirdPartyStatus } from './third-party-status';

export interface ThirdPartyBindingTable {
  store_id: Int8;
  platform: string;
  bound: WithDefault<boolean>;
  platform_shop_id: string;
  platform_shop_name: WithDefault<string>;
  access_token: WithDefault<string>;
  refresh_token: WithDefault<string>;
  token_expire_time: NullableTimestamp;
  pull_cursor: NullableTimestamp;
  last_pull_time: NullableTimestamp;
  bind_time: CreatedAt;
  update_time: CreatedAt;
}

export interface ThirdPartyOrderTable {
  id: Id;
  store_id: Int8;
  platform: string;
  platform_order_id: string;
  status: ThirdPartyStatus;
  diner_name: WithDefault<string>;
  diner_phone: WithDefault<string>;
  reservation_date: string;
  reservation_start_second: WithDefault<number>;
  adult_count: WithDefault<number>;
  product_name: WithDefault<string>;
  paid_amount: WithDefault<string>;
  remark: WithDefault<string>;
  booking_order_id: Int8 | null;
  platform_update_time: Timestamp;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

export interface ThirdPartyNotificationTable {
  id: Id;
  platform: string;
  notify_key: string;
  payload: string;
  receive_time: CreatedAt;
}

export interface GroupBuyVoucherUseTable {
  id: Id;
  store_id: Int8;
  platform: string;
  code: string;
  deal_id: WithDefault<string>;
  title: WithDefault<string>;
  price: WithDefault<string>;
  currency: WithDefault<string>;
  order_id: WithDefault<string>;
  verify_id: WithDefault<string>;
  certificate_id: WithDefault<string>;
  request_id: string;
  seq: WithDefault<number>;
  staff_user_id: Int8 | null;
  staff_name: WithDefault<string>;
  use_time: Timestamp;
  undo_time: NullableTimestamp;
}

export interface GroupBuyTables {
  third_party_binding: ThirdPartyBindingTable;
  third_party_order: ThirdPartyOrderTable;
  third_party_notification: ThirdPartyNotificationTable;
  group_buy_voucher_use: GroupBuyVoucherUseTable;
}
