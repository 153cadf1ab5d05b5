import type {
  CreatedAt,
  Id,
  Int8,
  Json,
  NullableTimestamp,
  Timestamp,
  WithDefault,
  StoreCurrency,
} from '../../db/column-types';

export type FeastStatus = 'WAIT_AUDIT' | 'WAIT_PUBLISH' | 'FORMING' | 'SUCCESS' | 'FINISHED' | 'CLOSED';
export type FeastCloseReason = 'NONE' | 'AUDIT_REJECT' | 'NOT_ENOUGH_PARTICIPANT' | 'CREATOR_CANCEL';
/** Who closed it: its diner creator, the store (staff, administrators), or '' for the system. */
export type FeastClosedBy = '' | 'CREATOR' | 'STORE';
export type FeastVisibility = 'CREATOR' | 'ALL' | 'SHARE';
export type FeastTheme = 'DARK' | 'WHITE';
export type FeastStyle = 'DARK_GOLD' | 'WHITE_GOLD';
export type ParticipantStatus = 'WAIT_DEPOSIT_PAYMENT' | 'SUCCESS' | 'CLOSED';
export type ParticipantCloseReason =
  'NONE' | 'DEPOSIT_PAYMENT_FAIL' | 'PARTICIPANT_CANCEL' | 'FEAST_CLOSED' | 'CREATOR_CANCEL';

export interface StoredImage {
  fileId: string;
  url: string;
  width: number;
  height: number;
  contentType: string;
}

export interface FeastRow {
  id: Id;
  store_id: Int8;
  merchant_id: Int8;
  city: WithDefault<string>;
  creator_user_id: Int8;
  created_by_staff: WithDefault<boolean>;
  title: string;
  description: WithDefault<string>;
  images: Json<StoredImage[]>;
  menu: WithDefault<string>;
  share_cover: Json<StoredImage | null>;
  theme: FeastTheme;
  style: FeastStyle;
  participant_count: number;
  min_participant_count: number;
  /** Kept by the database (trigger on feast_participant); never written by the application. */
  seats_taken: WithDefault<number>;
  paid_seats: WithDefault<number>;
  estimated_cost: Int8;
  place: WithDefault<string>;
  visibility: FeastVisibility;
  shareable: boolean;
  deposit_per_person: Int8;
  registration_open_time: NullableTimestamp;
  registration_deadline: Timestamp;
  service_charge_percent: number;
  questions: Json<string[]>;
  reservation_date: string;
  start_second: number;
  start_time: Timestamp;
  duration_second: number;
  store_shift_id: Int8;
  table_item_ids: Json<string[]>;
  booking_order_id: Int8 | null;
  status: FeastStatus;
  close_reason: WithDefault<FeastCloseReason>;
  close_remark: WithDefault<string>;
  /** Migration 3300. */
  closed_by: WithDefault<FeastClosedBy>;
  show_participants: boolean;
  share_token: string;
  publish_time: NullableTimestamp;
  close_time: NullableTimestamp;
  finish_time: NullableTimestamp;
  tables_released: WithDefault<boolean>;
  create_time: CreatedAt;
  update_time: CreatedAt;
  /** The store's currency, set by the database on insert (migration 2801). */
  currency: StoreCurrency;
}

export interface FeastParticipantRow {
  id: Id;
  feast_id: Int8;
  user_id: Int8;
  display_name: WithDefault<string>;
  phone: WithDefault<string>;
  phone_region_code: WithDefault<string>;
  seat_count: number;
  status: ParticipantStatus;
  close_reason: WithDefault<ParticipantCloseReason>;
  deposit_amount: Int8;
  paid_amount: WithDefault<string>;
  refund_amount: WithDefault<string>;
  refunding_amount: WithDefault<string>;
  forfeit_amount: WithDefault<string>;
  deposit_expire_time: NullableTimestamp;
  arrival_second: WithDefault<number>;
  arrival_time: NullableTimestamp;
  answers: Json<string[]>;
  remark: WithDefault<string>;
  close_time: NullableTimestamp;
  create_time: CreatedAt;
  update_time: CreatedAt;
  /** The feast's currency, set by the database on insert (migration 2801). */
  currency: StoreCurrency;
}

export interface FeastQuestionRow {
  id: Id;
  feast_id: Int8;
  user_id: Int8;
  asker_name: WithDefault<string>;
  content: string;
  answer: WithDefault<string>;
  answer_user_id: Int8 | null;
  answer_time: NullableTimestamp;
  create_time: CreatedAt;
}

export interface FeastPermittedCreatorRow {
  store_id: Int8;
  user_id: Int8;
  create_time: CreatedAt;
}

export interface FeastEventRow {
  id: Id;
  kind: string;
  feast_id: Int8;
  participant_id: Int8 | null;
  user_id: Int8 | null;
  payload: Json<Record<string, unknown>>;
  create_time: CreatedAt;
}

export interface FeastTables {
  feast: FeastRow;
  feast_participant: FeastParticipantRow;
  feast_question: FeastQuestionRow;
  feast_permitted_creator: FeastPermittedCreatorRow;
  feast_event: FeastEventRow;
}
