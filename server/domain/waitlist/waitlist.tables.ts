import type { ColumnType } from 'kysely';
import type { Id, Int8, Json, NullableTimestamp, Timestamp, WithDefault } from '../../db/column-types';
import type { DinerSnapshot } from '../booking/order.record';

export type WaitlistStatus = 'WAITING' | 'OFFERED' | 'BOOKED' | 'EXPIRED' | 'CANCELLED';
type NullableInt8 = ColumnType<string | null, string | number | null | undefined, string | number | null>;
type NullableInt = ColumnType<number | null, number | null | undefined, number | null>;

export interface WaitlistEntryRow {
  id: Id;
  store_id: Int8;
  user_id: Int8;
  reservation_date: string;
  window_start_second: number;
  window_end_second: number;
  adult_count: number;
  child_count: WithDefault<number>;
  diner: Json<DinerSnapshot>;
  status: WithDefault<WaitlistStatus>;
  join_time: Timestamp;
  offer_shift_id: NullableInt8;
  offer_start_second: NullableInt;
  offer_expire_time: NullableTimestamp;
  offer_occupancy_ids: ColumnType<string[], string[] | undefined, string[]>;
  offer_count: WithDefault<number>;
  booking_order_id: NullableInt8;
  close_time: NullableTimestamp;
  update_time: Timestamp;
}

export interface WaitlistTables {
  waitlist_entry: WaitlistEntryRow;
}
