import type { ColumnType } from 'kysely';
import type { CreatedAt, Id, Int8, Json, NullableTimestamp, Timestamp, WithDefault } from '../../db/column-types';

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface PaymentChannelConfigTable {
  id: Id;
  /** null: the platform's own account (challenge payments). */
  merchant_id: Int8 | null;
  channel: string;
  methods: ColumnType<string[], string[], string[]>;
  currency: WithDefault<string>;
  enabled: WithDefault<boolean>;
  /** Public settings only: app ids, merchant numbers, base URLs, the channel's public keys. */
  settings: Json<Record<string, string>>;
  /** Where the secrets are: env:NAME or enc:v1:... (payment-secrets.ts). Never leaves the server. */
  secret_ref: WithDefault<string>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

export interface PaymentTransactionTable {
  id: Id;
  kind: string;
  status: string;
  purpose: string;
  subject_id: Int8;
  merchant_id: Nullable<string>;
  store_id: Nullable<string>;
  channel: string;
  method: string;
  channel_config_id: Nullable<string>;
  amount: Int8;
  currency: string;
  description: WithDefault<string>;
  transaction_no: string;
  provider_transaction_id: Nullable<string>;
  payment_transaction_id: Nullable<string>;
  refunded_amount: ColumnType<string, string | undefined, string>;
  refunding_amount: ColumnType<string, string | undefined, string>;
  payer_user_id: Nullable<string>;
  payer_session_id: Nullable<string>;
  payer_account: WithDefault<string>;
  operator_user_id: Nullable<string>;
  offline_kind: Nullable<string>;
  pay_params: ColumnType<unknown, string | null | undefined, string | null>;
  notify_base_url: WithDefault<string>;
  expire_time: NullableTimestamp;
  success_time: NullableTimestamp;
  failure_reason: WithDefault<string>;
  anomaly: Nullable<string>;
  remark: WithDefault<string>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

/** Every notification a channel sent us, once per event id, with how often it came. */
export interface PaymentNotificationTable {
  id: Id;
  channel: string;
  event_id: string;
  transaction_no: WithDefault<string>;
  outcome: string;
  received_count: WithDefault<number>;
  first_received_time: Timestamp;
  last_received_time: Timestamp;
}

export interface PaymentChallengeTable {
  id: Id;
  session_id: Int8;
  user_id: Nullable<string>;
  status: WithDefault<string>;
  amount: Int8;
  currency: string;
  expire_time: Timestamp;
  pass_time: NullableTimestamp;
  payer_account: WithDefault<string>;
  payment_transaction_id: Nullable<string>;
  create_time: CreatedAt;
}

export interface PaymentDebugSubjectTable {
  id: Id;
  merchant_id: Nullable<string>;
  store_id: Nullable<string>;
  payer_user_id: Nullable<string>;
  amount: Int8;
  currency: WithDefault<string>;
  description: WithDefault<string>;
  expire_time: NullableTimestamp;
  status: WithDefault<string>;
  accepted_payments: WithDefault<number>;
  refunded_amount: ColumnType<string, string | undefined, string>;
  failed_refunds: WithDefault<number>;
  create_time: CreatedAt;
}

export interface PaymentTables {
  payment_channel_config: PaymentChannelConfigTable;
  payment_transaction: PaymentTransactionTable;
  payment_notification: PaymentNotificationTable;
  payment_challenge: PaymentChallengeTable;
  payment_debug_subject: PaymentDebugSubjectTable;
}
