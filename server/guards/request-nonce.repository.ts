import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ReplayGuard } from '../http/replay-guard';

const SWEEP_EVERY_MS = 30_000;

/**
 * The replay guard in PostgreSQL: a nonce is taken by the first instance whose
 * INSERT lands, so a request captured and replayed to any other instance is
 * refused. One round trip per signed call; expired nonces are swept now and
 * then by whichever instance is due (a sweep is idempotent, so several
 * instances sweeping is harmless).
 */
export class RequestNonceRepository implements ReplayGuard {
  private nextSweepMs = 0;

  constructor(
    private readonly db: Kysely<Database>,
    readonly windowMs: number,
    private readonly onSweepError: (error: unknown) => void = () => undefined,
  ) {}

  async firstSeen(nonce: string, timestampMs: number, nowMs: number): Promise<boolean> {
    this.sweepWhenDue(nowMs);
    const inserted = await this.db
      .insertInto('request_nonce')
      .values({ nonce, timestamp_ms: timestampMs, expires_at_ms: timestampMs + this.windowMs })
      .onConflict((conflict) => conflict.columns(['nonce', 'timestamp_ms']).doNothing())
      .returning('nonce')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  /** Deletes nonces whose timestamps can no longer pass the clock check. */
  async sweep(nowMs: number): Promise<number> {
    const result = await this.db
      .deleteFrom('request_nonce')
      .where('expires_at_ms', '<', String(nowMs))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Starts a sweep, not awaited, when one is due. */
  sweepWhenDue(nowMs: number): void {
    if (nowMs < this.nextSweepMs) return;
    this.nextSweepMs = nowMs + SWEEP_EVERY_MS;
    this.sweep(nowMs).catch(this.onSweepError);
  }
}
