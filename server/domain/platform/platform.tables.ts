import type { ColumnType } from 'kysely';
import type { CreatedAt, Int8, Json, NullableTimestamp, WithDefault } from '../../db/column-types';

export interface ClientConfigTable {
  id: Int8;
  /** The config /static-config/client-config.json serves. */
  is_default: boolean;
  owner_type: string;
  owner_id: Int8;
  /** The proto JSON of platform.v1.ClientConfigBody. */
  body: Json<unknown>;
  create_time: CreatedAt;
  update_time: CreatedAt;
  /** The edited body not yet published; null when the editor starts from body. */
  draft_body: ColumnType<unknown, string | null | undefined, string | null>;
  draft_revision: WithDefault<number>;
  /** The published edition body is; 0 for what the seed wrote. */
  version: WithDefault<number>;
  publish_time: NullableTimestamp;
}

export interface ClientConfigVersionTable {
  config_id: Int8;
  version: number;
  body: Json<unknown>;
  published_by: Int8;
  publish_time: CreatedAt;
}

export interface RegionTable {
  calling_code: string;
  iso_code: string;
  name: string;
  phone_pattern: string;
  sort: number;
  /** Set while an administrator has disabled it (migration 2500). */
  disable_time: NullableTimestamp;
}

export interface HolidayDateTable {
  region_iso_code: string;
  date: string;
  name: string;
  is_rest_day: boolean;
}

/** A short link /s/{key} to a page of the app (migration 2101). */
export interface ShortLinkTable {
  key: string;
  target: string;
  create_by: Int8;
  create_time: CreatedAt;
}

export interface PlatformTables {
  client_config: ClientConfigTable;
  client_config_version: ClientConfigVersionTable;
  region: RegionTable;
  holiday_date: HolidayDateTable;
  short_link: ShortLinkTable;
}
