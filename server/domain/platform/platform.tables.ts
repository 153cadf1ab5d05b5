import type { CreatedAt, Int8, Json } from '../../db/column-types';

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
}

export interface RegionTable {
  calling_code: string;
  iso_code: string;
  name: string;
  phone_pattern: string;
  sort: number;
}

export interface HolidayDateTable {
  region_iso_code: string;
  date: string;
  name: string;
  is_rest_day: boolean;
}

export interface PlatformTables {
  client_config: ClientConfigTable;
  region: RegionTable;
  holiday_date: HolidayDateTable;
}
