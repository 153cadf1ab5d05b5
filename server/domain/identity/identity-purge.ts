import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { JobRepository } from '../../jobs/job.repository';
import type { JobRunner } from '../../jobs/job-runner';
import { LoginStateRepository } from './login-state.repository';
import { SessionPassportRepository } from './session-passport.repository';
import { SessionRepository } from './session.repository';
import { SmsVerificationRepository } from './sms-verification.repository';

export const PURGE_JOB = 'identity.purge-expired';
const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Hourly housekeeping of short-lived identity rows. Each is kept exactly as
 * long as a rule reads it: codes for the daily SMS limit, used provider codes
 * for the day (spec section 9), ended sessions for a month (support questions
 * about "was I logged in there?").
 */
export class IdentityPurge {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  register(jobs: JobRunner): void {
    jobs.register(PURGE_JOB, async () => {
      await this.purge();
      await this.schedule(new Date(this.now().getTime() + HOUR_MS));
    });
  }

  /** Enqueues the run of the hour `at` falls in; one per hour across instances. */
  async schedule(at: Date = this.now()): Promise<void> {
    const hour = new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
    await new JobRepository(this.db).enqueue({
      kind: PURGE_JOB,
      runAt: at,
      dedupeKey: `${PURGE_JOB}:${hour.toISOString()}`,
    });
  }

  async purge(): Promise<void> {
    const now = this.now().getTime();
    await this.db.transaction().execute(async (trx) => {
      await new SmsVerificationRepository(trx).purgeCreatedBefore(new Date(now - 2 * DAY_MS));
      await new LoginStateRepository(trx).purge(new Date(now - DAY_MS), new Date(now - DAY_MS));
      await new SessionPassportRepository(trx).purgeExpiredBefore(new Date(now - DAY_MS));
      await new SessionRepository(trx).purgeEndedBefore(new Date(now - 30 * DAY_MS));
    });
  }
}
