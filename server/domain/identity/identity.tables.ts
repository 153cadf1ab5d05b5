import type { CreatedAt, Id, Int8, NullableTimestamp, Timestamp, WithDefault } from '../../db/column-types';

export interface AppUserTable {
  id: Id;
  phone: WithDefault<string>;
  phone_region_code: WithDefault<string>;
  nickname: WithDefault<string>;
  avatar_url: WithDefault<string>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

export interface UserSessionTable {
  id: Id;
  /** sha256 of the session key: a leaked table does not leak working keys. */
  key_hash: string;
  user_id: Int8 | null;
  client_platform: string;
  platform_id: string;
  device_id: string;
  create_time: CreatedAt;
  last_seen_time: CreatedAt;
  expire_time: Timestamp;
  revoke_time: NullableTimestamp;
}

export interface AdministratorTable {
  user_id: Int8;
  create_time: CreatedAt;
}

export interface IdentityTables {
  app_user: AppUserTable;
  user_session: UserSessionTable;
  administrator: AdministratorTable;
}
