import type { ColumnType } from 'kysely';
import type { CreatedAt, Id, Int8, Json, NullableTimestamp, Timestamp, WithDefault } from '../../db/column-types';

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

// Tables of migrations 1200 (notifications) and 1201 (invitation templates).
export interface NotificationEventRow {
  id: Id;
  type: string;
  audience: string;
  merchant_id: Nullable<string>;
  store_id: Nullable<string>;
  subject_kind: string;
  subject_id: string;
  booking_order_id: Nullable<string>;
  user_id: Nullable<string>;
  phone_region_code: WithDefault<string>;
  phone: WithDefault<string>;
  language: WithDefault<string>;
  params: Json<Record<string, string>>;
  dedupe_key: Nullable<string>;
  useful_until: NullableTimestamp;
  occur_time: Timestamp;
  plan_time: NullableTimestamp;
  create_time: CreatedAt;
}

export interface NotificationDeliveryRow {
  id: Id;
  event_id: Int8;
  channel: string;
  recipient_key: string;
  idempotency_key: string;
  status: string;
  reason: WithDefault<string>;
  app_id: WithDefault<string>;
  template_id: WithDefault<string>;
  address: WithDefault<string>;
  content: WithDefault<string>;
  /** Migration 3100: the language the content is written in. */
  language: WithDefault<string>;
  params: ColumnType<Record<string, string>, string | undefined, string>;
  attempts: WithDefault<number>;
  next_attempt_time: NullableTimestamp;
  provider_message_id: WithDefault<string>;
  last_error: WithDefault<string>;
  send_start_time: NullableTimestamp;
  complete_time: NullableTimestamp;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

export interface PushProviderSceneRow {
  id: Id;
  merchant_id: WithDefault<string>;
  event_type: string;
  channel: string;
  template_id: WithDefault<string>;
  enabled: WithDefault<boolean>;
  update_time: CreatedAt;
}

export interface OperatorPushConfigRow {
  owner_type: 'STORE' | 'MERCHANT';
  owner_id: Int8;
  event_type: string;
  channel: string;
  enabled: boolean;
  update_time: CreatedAt;
}

export interface AutoPushSmsConfigRow {
  store_id: Int8;
  enabled: WithDefault<boolean>;
  event_types: string[];
  template_id: WithDefault<string>;
  quiet_start_second: Nullable<number>;
  quiet_end_second: Nullable<number>;
  remind_arrival_minutes: WithDefault<number>;
  remind_deposit_minutes: WithDefault<number>;
  contact_confirm_minutes: WithDefault<number>;
  update_time: CreatedAt;
}

export interface MiniProgramTemplateRow {
  id: Id;
  channel: string;
  app_id: string;
  template_id: string;
  title: string;
  keywords: WithDefault<string[]>;
  event_type: string;
  available: WithDefault<boolean>;
  update_time: CreatedAt;
}

export interface PushSubscriptionRow {
  user_id: Int8;
  channel: string;
  template_id: string;
  remaining: WithDefault<number>;
  update_time: CreatedAt;
}

export interface PushFollowRow {
  user_id: Int8;
  app_id: string;
  open_id: WithDefault<string>;
  following: boolean;
  update_time: CreatedAt;
}

export interface UserPushSettingRow {
  user_id: Int8;
  muted_event_types: WithDefault<string[]>;
  muted_channels: WithDefault<string[]>;
  update_time: CreatedAt;
}

export interface StaffPushSettingRow {
  user_id: Int8;
  store_id: Int8;
  enabled: boolean;
  update_time: CreatedAt;
}

export interface LocalPushOutboxRow {
  id: Id;
  channel: string;
  idempotency_key: string;
  app_id: WithDefault<string>;
  template_id: WithDefault<string>;
  address: string;
  content: string;
  params: ColumnType<Record<string, string>, string | undefined, string>;
  send_time: Timestamp;
}

export interface InvitationTemplateRow {
  id: Id;
  store_id: Int8;
  name: string;
  is_default: WithDefault<boolean>;
  theme: WithDefault<string>;
  primary_color: string;
  background_color: string;
  text_color: string;
  cover_image_url: WithDefault<string>;
  background_image_url: WithDefault<string>;
  image_urls: WithDefault<string[]>;
  parking_image_url: WithDefault<string>;
  greeting: WithDefault<string>;
  show_seat: WithDefault<boolean>;
  show_people: WithDefault<boolean>;
  show_time: WithDefault<boolean>;
  show_taker: WithDefault<boolean>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

export interface BookingOrderInvitationRow {
  booking_order_id: Int8;
  invitation_template_id: Int8;
  update_time: CreatedAt;
}

export interface NotificationTables {
  notification_event: NotificationEventRow;
  notification_delivery: NotificationDeliveryRow;
  push_provider_scene: PushProviderSceneRow;
  operator_push_config: OperatorPushConfigRow;
  auto_push_sms_config: AutoPushSmsConfigRow;
  mini_program_template: MiniProgramTemplateRow;
  push_subscription: PushSubscriptionRow;
  push_follow: PushFollowRow;
  user_push_setting: UserPushSettingRow;
  staff_push_setting: StaffPushSettingRow;
  local_push_outbox: LocalPushOutboxRow;
  invitation_template: InvitationTemplateRow;
  booking_order_invitation: BookingOrderInvitationRow;
}
