import type { Kysely } from 'kysely';
import { businessDateOf, secondOfDate } from '@common/zoned-time';
import type { Database } from '../../db/schema';
import type { JobRunner } from '../../jobs/job-runner';
import { JobRepository } from '../../jobs/job.repository';
import { orderEvent } from './booking-events';
import { NotificationOutbox } from './notification-outbox';
import { formatClock } from './quiet-hours';
import { ReminderRepository } from './reminder.repository';

export const REMINDER_SWEEP_JOB = 'notification.reminder-sweep';

const MINUTE = 60_000;

/**
 * Reminders before arrival, before the deposit deadline, and to staff to
 * contact a diner whose booking is still unconfirmed: a sweep each minute
 * raises the events of the orders that became due, each once (its dedupe
 * key), so a changed lead time or a restarted server misses none.
 */
export class ReminderSweep {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  register(jobs: JobRunner): void {
    jobs.register(REMINDER_SWEEP_JOB, async () => {
      const now = this.now();
      await this.sweep(now);
      await this.schedule(new Date(Math.floor(now.getTime() / MINUTE) * MINUTE + MINUTE));
    });
  }

  /** Puts the next sweep in the job table (one per minute, whoever asks). */
  async schedule(at: Date = this.now()): Promise<void> {
    await new JobRepository(this.db).enqueue({
      kind: REMINDER_SWEEP_JOB,
      runAt: at,
      dedupeKey: `${REMINDER_SWEEP_JOB}:${Math.floor(at.getTime() / MINUTE)}`,
      maxAttempts: 1,
    });
  }

  /** Raises every reminder due at `now` in one transaction; answers how many. */
  async sweep(now: Date): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const due = await new ReminderRepository(trx).due(now);
      const events = due.map(({ kind, order, timezone }) => {
        const deadline = kind === 'REMIND_DEPOSIT_PAYMENT' ? order.depositExpireTime : order.startTime;
        const params: Record<string, string> = {};
        if (deadline) {
          const date = businessDateOf(deadline.getTime(), timezone);
          params.deadlineTime = `${date} ${formatClock(secondOfDate(deadline.getTime(), date, timezone))}`;
        }
        return orderEvent(kind, order, now, { dedupeKey: `${kind}:${order.id}`, usefulUntil: deadline, params });
      });
      return (await new NotificationOutbox(trx).raiseMany(events)).length;
    });
  }
}
