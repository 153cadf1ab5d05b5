import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface JobRecord {
  id: string;
  kind: string;
  payload: unknown;
  runAt: Date;
  attempts: number;
  maxAttempts: number;
}

export interface NewJob {
  kind: string;
  payload?: unknown;
  runAt: Date;
  /** Only one pending job per key; a second enqueue with the same key is dropped. */
  dedupeKey?: string;
  maxAttempts?: number;
}

/** SQL of the job table. Takes a transaction to enqueue inside the caller's change. */
export class JobRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async enqueue(job: NewJob): Promise<void> {
    await this.enqueueMany([job]);
  }

  /** Several jobs in one statement (a group of creates starting their timers). */
  async enqueueMany(jobs: NewJob[]): Promise<void> {
    if (jobs.length === 0) return;
    await this.db
      .insertInto('job')
      .values(
        jobs.map((job) => ({
          kind: job.kind,
          payload: JSON.stringify(job.payload ?? {}),
          run_at: job.runAt,
          dedupe_key: job.dedupeKey ?? null,
          max_attempts: job.maxAttempts,
        })),
      )
      .onConflict((oc) =>
        oc.column('dedupe_key').where('done_time', 'is', null).where('dedupe_key', 'is not', null).doNothing(),
      )
      .execute();
  }

  /** Cancels the pending job with a key (e.g. the expiry of an order that got paid). */
  async cancel(dedupeKey: string, now: Date): Promise<void> {
    await this.db
      .updateTable('job')
      .set({ done_time: now, last_error: 'cancelled' })
      .where('dedupe_key', '=', dedupeKey)
      .where('done_time', 'is', null)
      .execute();
  }

  /**
   * Takes up to `limit` due jobs for this worker until `leaseUntil`. SKIP
   * LOCKED lets several instances claim at once without taking the same job.
   */
  async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<JobRecord[]> {
    const result = await sql<{
      id: string;
      kind: string;
      payload: unknown;
      run_at: Date;
      attempts: number;
      max_attempts: number;
    }>`
      UPDATE job SET locked_until = ${leaseUntil}, attempts = attempts + 1
      WHERE id IN (
        SELECT id FROM job
        WHERE done_time IS NULL AND run_at <= ${now} AND (locked_until IS NULL OR locked_until < ${now})
        ORDER BY run_at, id
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING id, kind, payload, run_at, attempts, max_attempts`.execute(this.db);
    // UPDATE ... RETURNING gives rows in no set order: run them as they fell due.
    const rows = [...result.rows].sort(
      (a, b) => a.run_at.getTime() - b.run_at.getTime() || Number(BigInt(a.id) - BigInt(b.id)),
    );
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      payload: r.payload,
      runAt: r.run_at,
      attempts: r.attempts,
      maxAttempts: r.max_attempts,
    }));
  }

  async markDone(id: string, now: Date): Promise<void> {
    await this.db.updateTable('job').set({ done_time: now, locked_until: null }).where('id', '=', id).execute();
  }

  /**
   * Gives a claimed job back unrun (its handler met the database away): due
   * again at once, and the claim not counted as an attempt. Only while the
   * claim is still ours: after its lease another instance may hold it.
   */
  async releaseClaim(id: string, leaseUntil: Date): Promise<void> {
    await this.db
      .updateTable('job')
      .set((eb) => ({ locked_until: null, attempts: eb('attempts', '-', 1) }))
      .where('id', '=', id)
      .where('done_time', 'is', null)
      .where('locked_until', '=', leaseUntil)
      .execute();
  }

  async markFailedAttempt(id: string, error: string, retryAt: Date | null, now: Date): Promise<void> {
    await this.db
      .updateTable('job')
      .set(
        retryAt
          ? { last_error: error.slice(0, 2000), run_at: retryAt, locked_until: null }
          : { last_error: error.slice(0, 2000), done_time: now, failed: true, locked_until: null },
      )
      .where('id', '=', id)
      .execute();
  }

  async pending(
    kind?: string,
  ): Promise<Array<{ kind: string; runAt: Date; payload: unknown; dedupeKey: string | null }>> {
    let query = this.db
      .selectFrom('job')
      .select(['kind', 'run_at', 'payload', 'dedupe_key'])
      .where('done_time', 'is', null)
      .orderBy('run_at');
    if (kind) query = query.where('kind', '=', kind);
    const rows = await query.execute();
    return rows.map((r) => ({ kind: r.kind, runAt: r.run_at, payload: r.payload, dedupeKey: r.dedupe_key }));
  }
}
