import type { Kysely } from 'kysely';
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
    let ran = 0;
    for (;;) {
      const leaseUntil = new Date(now.getTime() + (this.options.leaseMs ?? 60_000));
      const batch = await this.jobs.claimDue(now, leaseUntil, this.options.batchSize ?? 20);
      if (batch.length === 0) return ran;
      for (const job of batch) {
        await this.runOne(job, now);
        ran++;
      }
    }
  }

  private async runOne(job: JobRecord, now: Date): Promise<void> {
    const handler = this.handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job.payload, job);
      await this.jobs.markDone(job.id, this.now());
    } catch (error) {
      this.options.onError?.(error, job);
      const retryAt = job.attempts < job.maxAttempts ? new Date(now.getTime() + retryDelayMs(job.attempts)) : null;
      await this.jobs.markFailedAttempt(job.id, String((error as Error)?.stack ?? error), retryAt, this.now());
    }
  }

  /** Polls in the background until stop(). */
  start(): void {
    if (this.timer) return;
    const tick = () => {
      this.running = this.runDue().catch((error) => {
        this.options.onError?.(error, {
          id: '',
          kind: '(poll)',
          payload: null,
          runAt: new Date(),
          attempts: 0,
          maxAttempts: 0,
        });
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
