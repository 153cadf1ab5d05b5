/** One count to take: a key (an address, a device) and its limit per window. */
export interface RateHit {
  key: string;
  limit: number;
}

/**
 * Fixed-window counters: a key's window starts at its first call and lasts
 * windowMs. Simple and cheap; a burst at a window edge may see up to twice
 * the limit, which is acceptable for abuse protection.
 *
 * Two stores: this one in memory (one process), and
 * server/guards/rate-window.repository.ts in PostgreSQL, shared by every instance.
 */
export interface RateLimitStore {
  /** Counts one call against every hit; 0 when all allow it, else the seconds until the strictest lets it again. */
  take(hits: RateHit[], nowMs: number): Promise<number>;
}

/** Seconds until a window that started at `startMs` ends (at least 1). */
export function retryAfterSeconds(startMs: number, windowMs: number, nowMs: number): number {
  return Math.max(1, Math.ceil((startMs + windowMs - nowMs) / 1000));
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { start: number; count: number }>();
  private lastSweep = 0;

  constructor(private readonly windowMs: number) {}

  async take(hits: RateHit[], nowMs: number): Promise<number> {
    this.sweep(nowMs);
    let retryAfter = 0;
    for (const { key, limit } of hits) {
      let window = this.windows.get(key);
      if (!window || nowMs - window.start >= this.windowMs) {
        window = { start: nowMs, count: 0 };
        this.windows.set(key, window);
      }
      window.count++;
      if (window.count > limit)
        retryAfter = Math.max(retryAfter, retryAfterSeconds(window.start, this.windowMs, nowMs));
    }
    return retryAfter;
  }

  private sweep(nowMs: number): void {
    if (nowMs - this.lastSweep < this.windowMs) return;
    this.lastSweep = nowMs;
    for (const [key, window] of this.windows) if (nowMs - window.start >= this.windowMs) this.windows.delete(key);
  }
}
