import type { ColumnType } from 'kysely';
import type { CreatedAt, Id, Int8, Json, NullableTimestamp, Timestamp, WithDefault } from '../../db/column-types';

export interface AppUserTable {
  id: Id;
  phone: WithDefault<string>;
  phone_region_code: WithDefault<string>;
  nickname: WithDefault<string>;
  avatar_url: WithDefault<string>;
  /** When a code sent to the phone proved it; null: not verified (a verified phone cannot be changed). */
  phone_verify_time: NullableTimestamp;
  /** Set when BindPhone moved this login onto the account that owned the phone. */
  merged_into_user_id: Int8 | null;
  /** Migration 3100: the interface language (zh-Hans, zh-Hant, en) the person reads the app in; '' until known. */
  language: WithDefault<string>;
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
  /** The IdentityProviderType name the session logged in with. */
  login_provider: WithDefault<string>;
  /** The provider account of a chat-app or payment-app login. */
  identity_id: Int8 | null;
  create_time: CreatedAt;
  last_seen_time: CreatedAt;
  expire_time: Timestamp;
  revoke_time: NullableTimestamp;
}

export interface AdministratorTable {
  user_id: Int8;
  create_time: CreatedAt;
}

export interface UserIdentityTable {
  id: Id;
  user_id: Int8;
  provider_type: string;
  provider_app_id: string;
  open_id: string;
  union_id: WithDefault<string>;
  nickname: WithDefault<string>;
  avatar_url: WithDefault<string>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

export interface SmsVerificationTable {
  id: Id;
  purpose: string;
  phone_region_code: string;
  phone: string;
  code_hash: string;
  salt: string;
  device_id: WithDefault<string>;
  address: WithDefault<string>;
  create_time: Timestamp;
  expire_time: Timestamp;
  failed_attempts: WithDefault<number>;
  consume_time: NullableTimestamp;
  send_failed: WithDefault<boolean>;
}

export interface CaptchaChallengeTable {
  id: Id;
  token: string;
  answer_hash: string;
  expire_time: Timestamp;
  check_time: NullableTimestamp;
  pass_hash: string | null;
  pass_expire_time: NullableTimestamp;
  pass_use_time: NullableTimestamp;
  create_time: CreatedAt;
}

export interface LoginStateTable {
  state_hash: string;
  provider_type: string;
  provider_app_id: string;
  device_id: WithDefault<string>;
  create_time: Timestamp;
  expire_time: Timestamp;
  use_time: NullableTimestamp;
}

export interface UsedLoginCodeTable {
  provider_type: string;
  provider_app_id: string;
  code_hash: string;
  use_time: Timestamp;
}

export interface SessionPassportTable {
  id: Id;
  code_hash: string;
  session_id: Int8;
  user_id: Int8;
  create_time: Timestamp;
  expire_time: Timestamp;
  use_time: NullableTimestamp;
}

/** Dates are read as YYYY-MM-DD strings (see db/client.ts). */
type NullableDate = ColumnType<string | null, string | null | undefined, string | null>;

export interface UserDinerTable {
  id: Id;
  user_id: Int8;
  last_name: WithDefault<string>;
  first_name: WithDefault<string>;
  title: WithDefault<string>;
  gender: WithDefault<string>;
  preferred_language: WithDefault<string>;
  phone_region_code: string;
  phone: string;
  email: WithDefault<string>;
  wechat_id: WithDefault<string>;
  birthday: NullableDate;
  wedding_anniversary: NullableDate;
  diet_preference: WithDefault<string>;
  diet_taboo: WithDefault<string>;
  other_requirements: WithDefault<string>;
  remark: WithDefault<string>;
  contact_list: Json<Array<{ type: string; value: string }>>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

export interface IdentityTables {
  app_user: AppUserTable;
  user_session: UserSessionTable;
  administrator: AdministratorTable;
  user_identity: UserIdentityTable;
  sms_verification: SmsVerificationTable;
  captcha_challenge: CaptchaChallengeTable;
  login_state: LoginStateTable;
  used_login_code: UsedLoginCodeTable;
  session_passport: SessionPassportTable;
  user_diner: UserDinerTable;
}
