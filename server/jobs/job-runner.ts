import type { Kysely } from 'kysely';
import { isDatabaseUnavailable } from '../db/connection-errors';
import type { Database } from '../db/schema';
import { JobRepository, type JobRecord } from './job.repository';

export type JobHandler = (payload: any, job: JobRecord) => Promise<void>;

export interface JobRunnerOptions {
  /** How long a claimed job is ours before another instance may take it. */
  leaseMs?: number;
  batchSize?: number;
  pollIntervalMs?: number;
  now?: () => Date;
  onError?: (error: unknown, job: JobRecord) => void;
  /** Told once when polling stops meeting the database, and once when it meets it again. */
  onOutage?: (state: 'paused' | 'resumed', error?: unknown) => void;
}

/** What became of a claimed job while the database was away, written once it is back. */
interface Unsettled {
  outcome: 'done' | 'release';
  /** Our claim: a job whose lease ran out may be another instance's by now. */
  leaseUntil: Date;
}

/** Backoff after a failed attempt: 10 s, 20 s, 40 s … capped at 30 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(10_000 * 2 ** Math.max(0, attempts - 1), 30 * 60_000);
}

/**
 * Runs due jobs. Handlers must be idempotent: a job runs at least once, and
 * again if its worker dies before marking it done. Each handler opens its own
 * transactions; the runner never holds one while a handler runs (PGlite would
 * block every other call meanwhile).
 */
export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly jobs: JobRepository;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private readonly now: () => Date;
  /** Jobs whose outcome could not be written (the database went away): written before anything is claimed. */
  private readonly unsettled = new Map<string, Unsettled>();
  private paused = false;

  constructor(
    db: Kysely<Database>,
    private readonly options: JobRunnerOptions = {},
  ) {
    this.jobs = new JobRepository(db);
    this.now = options.now ?? (() => new Date());
  }

  register(kind: string, handler: JobHandler): void {
    if (this.handlers.has(kind)) throw new Error(`job kind ${kind} registered twice`);
    this.handlers.set(kind, handler);
  }

  /** Claims and runs every job due at `now`; returns how many ran. Tests call this with their own clock. */
  async runDue(now: Date = this.now()): Promise<number> {
    await this.settle();
    let ran = 0;
    for (;;) {
      const leaseUntil = new Date(now.getTime() + (this.options.leaseMs ?? 60_000));
      const batch = await this.jobs.claimDue(now, leaseUntil, this.options.batchSize ?? 20);
      // Told at the first claim that reaches the database, not when the run
      // ends: under steady load a run goes on as long as new jobs fall due.
      if (this.paused) this.options.onOutage?.('resumed');
      this.paused = false;
      if (batch.length === 0) return ran;
      for (const [index, job] of batch.entries()) {
        try {
          await this.runOne(job, now, leaseUntil);
        } catch (error) {
          // The database went away: the rest of the batch is given back
          // unrun once it returns, rather than failed or left to its lease.
          for (const rest of batch.slice(index + 1)) this.unsettled.set(rest.id, { outcome: 'release', leaseUntil });
          throw error;
        }
        ran++;
      }
    }
  }

  /**
   * Runs one claimed job. A handler that failed because the database went
   * away did not fail: its claim is given back (not counted as an attempt)
   * once the database returns. A handler that finished while the outcome
   * cannot be written is marked done once it can, before the lease runs out,
   * so no other instance runs it again. Either way the outage is rethrown.
   */
  private async runOne(job: JobRecord, now: Date, leaseUntil: Date): Promise<void> {
    const handler = this.handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job.payload, job);
    } catch (error) {
      if (isDatabaseUnavailable(error)) {
        this.unsettled.set(job.id, { outcome: 'release', leaseUntil });
        throw error;
      }
      this.options.onError?.(error, job);
      const retryAt = job.attempts < job.maxAttempts ? new Date(now.getTime() + retryDelayMs(job.attempts)) : null;
      // Unwritten when the database is away: the lease runs out and the job is claimed again.
      await this.jobs.markFailedAttempt(job.id, String((error as Error)?.stack ?? error), retryAt, this.now());
      return;
    }
    try {
      await this.jobs.markDone(job.id, this.now());
    } catch (error) {
      if (isDatabaseUnavailable(error)) this.unsettled.set(job.id, { outcome: 'done', leaseUntil });
      throw error;
    }
  }

  /** Writes the outcomes the database missed; throws (and claims nothing) while it is still away. */
  private async settle(): Promise<void> {
    for (const [id, { outcome, leaseUntil }] of this.unsettled) {
      if (outcome === 'done') await this.jobs.markDone(id, this.now());
      else await this.jobs.releaseClaim(id, leaseUntil);
      this.unsettled.delete(id);
    }
  }

  /** A poll that failed: an outage is told once (it would fail every second), anything else each time. */
  private pollFailed(error: unknown): void {
    if (isDatabaseUnavailable(error)) {
      if (!this.paused) this.options.onOutage?.('paused', error);
      this.paused = true;
      return;
    }
    this.options.onError?.(error, {
      id: '',
      kind: '(poll)',
      payload: null,
      runAt: new Date(),
      attempts: 0,
      maxAttempts: 0,
    });
  }

  /** Polls in the background until stop(). */
  start(): void {
    if (this.timer) return;
    const tick = () => {
      this.running = this.runDue().catch((error: unknown) => {
        this.pollFailed(error);
        return 0;
      });
      void this.running.finally(() => {
        if (this.timer) this.timer = setTimeout(tick, this.options.pollIntervalMs ?? 1000);
      });
    };
    this.timer = setTimeout(tick, this.options.pollIntervalMs ?? 1000);
  }

  /** Stops polling and waits for the batch in hand. */
  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }
}
