/**
 * Remembers each (nonce, timestamp) pair for as long as its timestamp is
 * acceptable, so the same signed request is taken once. Entries older than
 * the skew window can never be accepted again and are dropped.
 *
 * Two stores: this one in memory (one process: embedded PGlite, or a single
 * instance), and server/guards/request-nonce.repository.ts in PostgreSQL, which
 * every instance behind a load balancer shares.
 */
export interface ReplayGuard {
  /** true the first time a pair is seen, false on every repeat. */
  firstSeen(nonce: string, timestampMs: number, nowMs: number): Promise<boolean>;
}

export class MemoryReplayGuard implements ReplayGuard {
  private readonly seen = new Map<string, number>();
  private lastSweep = 0;

  constructor(private readonly windowMs: number) {}

  async firstSeen(nonce: string, timestampMs: number, nowMs: number): Promise<boolean> {
    this.sweep(nowMs);
    const key = `${nonce}:${timestampMs}`;
    if (this.seen.has(key)) return false;
    this.seen.set(key, timestampMs + this.windowMs);
    return true;
  }

  private sweep(nowMs: number): void {
    if (nowMs - this.lastSweep < 10_000) return;
    this.lastSweep = nowMs;
    for (const [key, expiresAt] of this.seen) if (expiresAt < nowMs) this.seen.delete(key);
  }
}
