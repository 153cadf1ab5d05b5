import type { ColumnType } from 'kysely';
import type { CreatedAt, Id, Json, NullableTimestamp, Timestamp, WithDefault } from '../db/column-types';

export interface JobTable {
  id: Id;
  kind: string;
  payload: Json<unknown>;
  run_at: Timestamp;
  /** Set while a worker holds the job; a crashed worker's lease runs out. */
  locked_until: NullableTimestamp;
  attempts: WithDefault<number>;
  max_attempts: WithDefault<number>;
  /** At most one pending job per key: enqueueing the same key again does nothing. */
  dedupe_key: ColumnType<string | null, string | null | undefined, string | null>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  done_time: NullableTimestamp;
  failed: WithDefault<boolean>;
  create_time: CreatedAt;
}

export interface JobTables {
  job: JobTable;
}
