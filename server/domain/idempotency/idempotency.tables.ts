import type { ColumnType } from 'kysely';
import type { Timestamp } from '../../db/column-types';

type NullableText = ColumnType<string | null, string | null | undefined, string | null>;

/** One caller's key of one money-moving call, and its answer once known. */
export interface IdempotencyKeyTable {
  /** Whose key: `user:<id>`, or `session:<id>` for a caller without an account. */
  scope: string;
  key: string;
  /** `package.Service/Method` */
  call: string;
  /** sha256 of the request without its key: the same key must come with the same request. */
  request_hash: string;
  /** What a call answered in a later step made (a payment's transaction id). */
  ref: NullableText;
  /** The answer, as protobuf binary; NULL while a later step has still to give it. */
  response: ColumnType<Buffer | null, Buffer | null | undefined, Buffer | null>;
  create_time: Timestamp;
}

export interface IdempotencyTables {
  idempotency_key: IdempotencyKeyTable;
}
