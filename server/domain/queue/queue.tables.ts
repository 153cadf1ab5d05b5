import type { ColumnType } from 'kysely';
import type { Id, Int8, Json, NullableTimestamp, Timestamp, WithDefault } from '../../db/column-types';

export type QueueTicketStatus = 'WAITING' | 'CALLED' | 'SEATED' | 'CANCELLED' | 'PASSED';
export type QueueTicketSource = 'STAND' | 'REMOTE';
type NullableInt8 = ColumnType<string | null, string | number | null | undefined, string | number | null>;

/** A queue type as the store configures it: a letter and a party-size range (max 0: no upper bound). */
export interface QueueTypeJson {
  code: string;
  minPeople: number;
  maxPeople: number;
}

export interface QueueSettingRow {
  store_id: Int8;
  types: Json<QueueTypeJson[]>;
  remote_enabled: WithDefault<boolean>;
  hold_minute: WithDefault<number>;
  update_time: Timestamp;
}

export interface QueueSessionRow {
  id: Id;
  store_id: Int8;
  business_date: string;
  store_shift_id: Int8;
  open: WithDefault<boolean>;
  remote_enabled: boolean;
  hold_minute: number;
  stand_code: string;
  open_time: Timestamp;
  close_time: NullableTimestamp;
}

export interface QueueTypeRow {
  id: Id;
  queue_session_id: Int8;
  code: string;
  min_people: number;
  max_people: number;
  last_number: WithDefault<number>;
  sort: number;
}

export interface QueueTicketRow {
  id: Id;
  store_id: Int8;
  queue_session_id: Int8;
  queue_type_id: Int8;
  number: number;
  people: number;
  source: QueueTicketSource;
  status: WithDefault<QueueTicketStatus>;
  user_id: NullableInt8;
  phone_region_code: WithDefault<string>;
  phone: WithDefault<string>;
  language: WithDefault<string>;
  line_time: Timestamp;
  skip_count: WithDefault<number>;
  take_time: Timestamp;
  call_time: NullableTimestamp;
  hold_until: NullableTimestamp;
  on_my_way_time: NullableTimestamp;
  seat_time: NullableTimestamp;
  close_time: NullableTimestamp;
  close_by: WithDefault<string>;
  store_table_item_id: NullableInt8;
  occupancy_id: NullableInt8;
  turn_second: WithDefault<number>;
}

export interface QueueTables {
  queue_setting: QueueSettingRow;
  queue_session: QueueSessionRow;
  queue_type: QueueTypeRow;
  queue_ticket: QueueTicketRow;
}
