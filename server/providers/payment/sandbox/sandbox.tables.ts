import type { ColumnType } from 'kysely';
import type { CreatedAt, Id, Int8, NullableTimestamp, WithDefault } from '../../../db/column-types';

// The sandbox channel's own books (migration 0301): what a real channel keeps
// on its side. Only the sandbox provider reads them.
export interface SandboxPaymentOrderTable {
  id: Id;
  order_no: string;
  out_trade_no: string;
  amount: Int8;
  currency: string;
  description: WithDefault<string>;
  expire_time: NullableTimestamp;
  notify_url: string;
  return_url: WithDefault<string>;
  status: WithDefault<string>;
  payer_account: WithDefault<string>;
  paid_time: NullableTimestamp;
  refunded_amount: ColumnType<string, string | undefined, string>;
  create_time: CreatedAt;
}

export interface SandboxPaymentRefundTable {
  id: Id;
  refund_no: string;
  order_id: Int8;
  out_refund_no: string;
  amount: Int8;
  notify_url: string;
  status: WithDefault<string>;
  success_time: NullableTimestamp;
  create_time: CreatedAt;
}

export interface SandboxTables {
  sandbox_payment_order: SandboxPaymentOrderTable;
  sandbox_payment_refund: SandboxPaymentRefundTable;
}
