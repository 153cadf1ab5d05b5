/**
 * Gathers the creates that arrive while earlier ones are being written, so
 * that they are decided and written together (order-create-group.ts): a
 * booking costs PostgreSQL a handful of statements, and the statements, not
 * the rows, are most of its cost (docs/booking-engine.md § Speed). A create
 * that finds a free lane starts when the current turn of the event loop
 * ends, so a quiet server adds no wait. Under load the free lanes share what
 * is waiting: with one group per lane the server's work on one group and
 * PostgreSQL's on another overlap, where one group of everyone would leave
 * each side idle while the other works.
 */
export class CreateQueue<Item, Result> {
  private waiting: { item: Item; resolve: (r: Result) => void; reject: (e: unknown) => void }[] = [];
  private running = 0;
  private scheduled = false;

  constructor(
    /** Decides a group; answers each item, in order, with its result or its own error. */
    private readonly runGroup: (items: Item[]) => Promise<({ ok: Result } | { error: unknown })[]>,
    private readonly options: { lanes: number; maxGroup: number },
  ) {}

  submit(item: Item): Promise<Result> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.schedule();
    });
  }

  /**
   * Starts groups once the current turn of the event loop is over: the
   * callers a finished group answered come back in that turn with their next
   * creates, and they then join one group instead of the first of them
   * taking the free lane alone.
   */
  private schedule() {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.drain();
    });
  }

  private drain() {
    while (this.running < this.options.lanes && this.waiting.length > 0) {
      const share = Math.ceil(this.waiting.length / (this.options.lanes - this.running));
      const group = this.waiting.splice(0, Math.min(this.options.maxGroup, share));
      this.running++;
      this.runGroup(group.map((g) => g.item))
        .then(
          (results) => results.forEach((r, i) => ('ok' in r ? group[i].resolve(r.ok) : group[i].reject(r.error))),
          (error) => group.forEach((g) => g.reject(error)),
        )
        .finally(() => {
          this.running--;
          this.schedule();
        });
    }
  }
}
