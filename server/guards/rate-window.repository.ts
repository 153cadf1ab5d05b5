import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { retryAfterSeconds, type RateHit, type RateLimitStore } from '../http/rate-limiter';

/**
 * Rate-limit windows in PostgreSQL, so a limit holds across every instance:
 * one upsert per call counts all of its keys (address and device) and
 * answers their counts. A window starts at a key's first call and lasts
 * windowMs, as in memory. Keys are written in sorted order, so two calls
 * sharing keys lock them in the same order and never deadlock.
 */
export class RateWindowRepository implements RateLimitStore {
  private nextSweepMs = 0;

  constructor(
    private readonly db: Kysely<Database>,
    readonly windowMs: number,
    private readonly onSweepError: (error: unknown) => void = () => undefined,
  ) {}

  async take(hits: RateHit[], nowMs: number): Promise<number> {
    const counted = hits.filter((hit) => hit.limit > 0).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    if (counted.length === 0) return 0;
    this.sweepWhenDue(nowMs);
    const expired = sql<boolean>`rate_limit_window.window_start_ms <= ${nowMs - this.windowMs}`;
    const rows = await this.db
      .insertInto('rate_limit_window')
      .values(counted.map((hit) => ({ key: hit.key, window_start_ms: nowMs, count: 1 })))
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          window_start_ms: sql`CASE WHEN ${expired} THEN excluded.window_start_ms ELSE rate_limit_window.window_start_ms END`,
          count: sql`CASE WHEN ${expired} THEN 1 ELSE rate_limit_window.count + 1 END`,
        }),
      )
      .returning(['key', 'count', 'window_start_ms'])
      .execute();
    let retryAfter = 0;
    for (const row of rows) {
      const limit = counted.find((hit) => hit.key === row.key)?.limit ?? Infinity;
      if (row.count > limit) {
        retryAfter = Math.max(retryAfter, retryAfterSeconds(Number(row.window_start_ms), this.windowMs, nowMs));
      }
    }
    return retryAfter;
  }

  /** Deletes windows that have ended. */
  async sweep(nowMs: number): Promise<number> {
    const result = await this.db
      .deleteFrom('rate_limit_window')
      .where('window_start_ms', '<=', String(nowMs - this.windowMs))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Starts a sweep, not awaited, once a window has passed since the last. */
  sweepWhenDue(nowMs: number): void {
    if (nowMs < this.nextSweepMs) return;
    this.nextSweepMs = nowMs + this.windowMs;
    this.sweep(nowMs).catch(this.onSweepError);
  }
}
