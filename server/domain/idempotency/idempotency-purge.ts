import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { JobRepository } from '../../jobs/job.repository';
import type { JobRunner } from '../../jobs/job-runner';
import { IdempotencyRepository } from './idempotency.repository';

export const IDEMPOTENCY_PURGE_JOB = 'idempotency.purge-expired';
/** How long a key answers for its call: far longer than any client goes on retrying one action. */
export const KEY_RETENTION_DAYS = 7;
const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

/** Hourly: forgets keys past their retention, once per hour across instances. */
export class IdempotencyPurge {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  register(jobs: JobRunner): void {
    jobs.register(IDEMPOTENCY_PURGE_JOB, async () => {
      await this.purge();
      await this.schedule(new Date(this.now().getTime() + HOUR_MS));
    });
  }

  async schedule(at: Date = this.now()): Promise<void> {
    const hour = new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
    await new JobRepository(this.db).enqueue({
      kind: IDEMPOTENCY_PURGE_JOB,
      runAt: at,
      dedupeKey: `${IDEMPOTENCY_PURGE_JOB}:${hour.toISOString()}`,
    });
  }

  purge(): Promise<number> {
    return new IdempotencyRepository(this.db).purge(new Date(this.now().getTime() - KEY_RETENTION_DAYS * DAY_MS));
  }
}
