/**
 * Fixed-window counters per key (an address or a device id). Simple and
 * cheap; a burst at a window edge may see up to twice the limit, which is
 * acceptable for abuse protection.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();
  private lastSweep = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** 0 when allowed, else the seconds until the key may try again. */
  take(key: string, nowMs: number): number {
    if (this.limit <= 0) return 0;
    this.sweep(nowMs);
    let window = this.windows.get(key);
    if (!window || nowMs - window.start >= this.windowMs) {
      window = { start: nowMs, count: 0 };
      this.windows.set(key, window);
    }
    window.count++;
    if (window.count <= this.limit) return 0;
    return Math.max(1, Math.ceil((window.start + this.windowMs - nowMs) / 1000));
  }

  private sweep(nowMs: number): void {
    if (nowMs - this.lastSweep < this.windowMs) return;
    this.lastSweep = nowMs;
    for (const [key, window] of this.windows) if (nowMs - window.start >= this.windowMs) this.windows.delete(key);
  }
}
