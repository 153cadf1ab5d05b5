import type { CreatedAt, Id, Int8, NullableTimestamp, WithDefault } from '../../db/column-types';

export interface MerchantTable {
  id: Id;
  name: string;
  /** The short key of /mch/{name} links. */
  short_key: string;
  /** Set while an administrator has disabled the merchant. */
  disable_time: NullableTimestamp;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

export interface StoreTable {
  id: Id;
  merchant_id: Int8;
  name: string;
  /** IANA zone; business dates and seconds-of-day are local to it. */
  timezone: WithDefault<string>;
  city: WithDefault<string>;
  address: WithDefault<string>;
  phone: WithDefault<string>;
  /** Set while an administrator has disabled the store. */
  disable_time: NullableTimestamp;
  create_time: CreatedAt;
  update_time: CreatedAt;
  /** ISO 4217 (migration 2800): every amount of the store is in its minor units. */
  currency: WithDefault<string>;
}

/** A staff membership: store_id null means every store of the merchant. */
export interface StaffMemberTable {
  id: Id;
  user_id: Int8;
  merchant_id: Int8;
  store_id: Int8 | null;
  role: WithDefault<string>;
  create_time: CreatedAt;
  /** The member's name as the store writes it (migration 3900); '' when not given. */
  last_name: WithDefault<string>;
  first_name: WithDefault<string>;
}

export interface StoreShiftTable {
  id: Id;
  store_id: Int8;
  name: string;
  start_second: number;
  end_second: number;
  delta_second: number;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

export interface StoreTableTable {
  id: Id;
  store_id: Int8;
  name: string;
  seat_capacity: number;
  weight: WithDefault<number>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

export interface OrgTables {
  merchant: MerchantTable;
  store: StoreTable;
  staff_member: StaffMemberTable;
  store_shift: StoreShiftTable;
  store_table: StoreTableTable;
}
