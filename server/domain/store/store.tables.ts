import type { ColumnType } from 'kysely';
import type { IntlTextJson } from '@common/intl-text';
import type { CreatedAt, Id, Int8, WithDefault } from '../../db/column-types';
import type {
  StoreShiftTable as FoundationShift,
  StoreTable as FoundationStore,
  StoreTableTable as FoundationTable,
} from '../org/org.tables';

/** An uploaded image as the API carries it (common.v1.ImageInfo). */
export interface ImageJson {
  fileId: string;
  url: string;
  width: number;
  height: number;
  contentType: string;
}

type JsonDefault<T> = ColumnType<T, string | undefined, string>;
type NullableInt = ColumnType<number | null, number | null | undefined, number | null>;
type Int8Input = string | number | bigint;
/** int8 with a default (money in cents). */
export type Int8Default = ColumnType<string, Int8Input | undefined, Int8Input>;
/** Nullable int8 reference. */
export type NullableInt8 = ColumnType<string | null, Int8Input | null | undefined, Int8Input | null>;
/** bigint[] of ids, read as strings. */
export type IdArray = ColumnType<string[], string[] | undefined, string[]>;

/** The foundation's store row with the booking engine's columns (migration 0200). */
export interface StoreRow extends FoundationStore {
  opening_year: WithDefault<number>;
  hours: WithDefault<string>;
  main_cuisine: WithDefault<string>;
  sub_cuisine: WithDefault<string>;
  ordering_type: WithDefault<string>;
  per_capita_price: Int8Default;
  sommelier_service: WithDefault<boolean>;
  wine_pairing: WithDefault<boolean>;
  chef: WithDefault<string>;
  environment_images: JsonDefault<ImageJson[]>;
  dish_images: JsonDefault<ImageJson[]>;
  notice_text: WithDefault<string>;
  notice_images: JsonDefault<ImageJson[]>;
  /** null until staff set it: a store is bookable only with all three day limits. */
  min_advance_booking_day: NullableInt;
  max_advance_booking_day: NullableInt;
  latest_cancel_day: NullableInt;
  /** null: the store confirms by hand. */
  auto_accept_minute: NullableInt;
  /** null: unlimited. */
  deposit_expiry_minute: NullableInt;
  holiday_region_iso_code: WithDefault<string>;
  rest_on_public_holiday: WithDefault<boolean>;
  /** Migration 1300: REVIEW or REFUSE (server/domain/booking/blacklist-rule.ts). */
  blacklist_policy: WithDefault<string>;
  // diner app (migration 0500): where the store is; 0 when unknown
  latitude: WithDefault<number>;
  longitude: WithDefault<number>;
  /** Migration 1400: the name (and share card title) per language. */
  intl_info: JsonDefault<StoreIntlJson>;
  /** Bumped by triggers on every booking-settings change (migration 0204). */
  settings_version: ColumnType<string, never, never>;
}

export interface StoreIntlJson {
  name?: IntlTextJson;
  shareCard?: IntlTextJson;
  city?: IntlTextJson;
}

/** [startSecond, endSecond] pairs. */
export type TimeRangeJson = { startSecond: number; endSecond: number };
export type PartySizeDurationJson = { maxPeople: number; durationSecond: number };

export interface StoreShiftRow extends FoundationShift {
  remark_name: WithDefault<string>;
  hidden_durations: JsonDefault<TimeRangeJson[]>;
  skipped_start_seconds: WithDefault<number[]>;
  open_table_ids: IdArray;
  hidden_table_ids: IdArray;
  global_disabled: WithDefault<boolean>;
  duration_second: WithDefault<number>;
  party_size_durations: JsonDefault<PartySizeDurationJson[]>;
  sort: WithDefault<number>;
  /** Migration 1400: the name per language. */
  intl_name: JsonDefault<IntlTextJson>;
  /** Migration 3700: covers and parties that may start per 15-minute window; null: no limit. */
  pacing_max_covers: ColumnType<number | null, number | null | undefined, number | null>;
  pacing_max_parties: ColumnType<number | null, number | null | undefined, number | null>;
}

export type TableStatus = 'NORMAL' | 'HIDDEN' | 'DISABLED';

export interface StoreTableRow extends FoundationTable {
  remark_name: WithDefault<string>;
  booking_limit: WithDefault<number>;
  quick_pick_interval_second: WithDefault<number>;
  photo: ColumnType<ImageJson | null, string | null | undefined, string | null>;
  status: WithDefault<TableStatus>;
  min_seats_per_order: WithDefault<number>;
  min_seats_per_feast: WithDefault<number>;
  table_count: WithDefault<number>;
  fixed_table_count: WithDefault<number>;
  remaining_count_reminder: WithDefault<number>;
  min_tables_per_booking: WithDefault<number>;
  max_tables_per_booking: WithDefault<number>;
}

export interface StoreTableItemRow {
  id: Id;
  store_id: Int8;
  store_table_id: Int8;
  name: string;
  sort: WithDefault<number>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

export interface StoreCollectionRow {
  id: Id;
  merchant_id: NullableInt8;
  name: string;
  description: WithDefault<string>;
  cover: ColumnType<ImageJson | null, string | null | undefined, string | null>;
  sort: WithDefault<number>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

export interface StoreCollectionItemRow {
  store_collection_id: Int8;
  store_id: Int8;
  sort: WithDefault<number>;
}

export interface StoreWeeklyPlanRow {
  store_id: Int8;
  /** 1 = Monday … 7 = Sunday. */
  weekday: number;
  rest: WithDefault<boolean>;
  /** Empty: every shift. */
  shift_ids: IdArray;
}

export interface StoreRestDayRow {
  store_id: Int8;
  date: string;
  remark: WithDefault<string>;
}

export interface StoreDailyMemoRow {
  store_id: Int8;
  date: string;
  content: string;
  updater_user_id: NullableInt8;
  update_time: CreatedAt;
}

export interface StoreFloorPlanRow {
  id: Id;
  store_id: Int8;
  name: string;
  width: number;
  height: number;
  background: ColumnType<ImageJson | null, string | null | undefined, string | null>;
  sort: WithDefault<number>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

export interface StoreFloorPlanPlacementRow {
  store_floor_plan_id: Int8;
  store_table_item_id: Int8;
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: WithDefault<number>;
  shape: WithDefault<string>;
}

export interface StoreTables {
  store: StoreRow;
  store_shift: StoreShiftRow;
  store_table: StoreTableRow;
  store_table_item: StoreTableItemRow;
  store_collection: StoreCollectionRow;
  store_collection_item: StoreCollectionItemRow;
  store_weekly_plan: StoreWeeklyPlanRow;
  store_rest_day: StoreRestDayRow;
  store_daily_memo: StoreDailyMemoRow;
  store_floor_plan: StoreFloorPlanRow;
  store_floor_plan_placement: StoreFloorPlanPlacementRow;
}
