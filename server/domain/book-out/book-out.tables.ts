import type { DinerSnapshot } from '../booking/order.record';
import type { CreatedAt, Id, Int8, Json, NullableTimestamp, WithDefault } from '../../db/column-types';
import type { NullableInt8 } from '../store/store.tables';

export type BookOutStatus = 'WAIT_STORE_CONFIRM' | 'WAIT_ALLOCATE_BOOKING_ORDER_ID' | 'FINISHED' | 'CLOSED';
export type BookOutCloseReason = 'NONE' | 'STORE_REJECT' | 'STORE_CANCEL' | 'CREATOR_CANCEL';

export interface BookOutFormTable {
  id: Id;
  store_id: Int8;
  merchant_id: Int8;
  user_id: Int8;
  diner: Json<DinerSnapshot>;
  preferred_date: string;
  store_shift_id: Int8;
  adult_count: number;
  child_count: WithDefault<number>;
  budget: WithDefault<string>;
  space: 'PRIVATE_ROOM' | 'WHOLE_RESTAURANT';
  remark: WithDefault<string>;
  status: BookOutStatus;
  close_reason: WithDefault<BookOutCloseReason>;
  close_remark: WithDefault<string>;
  booking_order_id: NullableInt8;
  confirm_time: NullableTimestamp;
  close_time: NullableTimestamp;
  finish_time: NullableTimestamp;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

export interface BookOutTables {
  book_out_form: BookOutFormTable;
}
