/**
 * Gathers the creates that arrive while earlier ones are being written, so
 * that they are decided and written together (order-create-group.ts): a
 * booking costs PostgreSQL a handful of statements, and the statements, not
 * the rows, are most of its cost (docs/booking-engine.md § Speed). A create
 * that finds a free place in the queue's lanes starts at once, so a quiet
 * server adds no wait; under load each lane takes everything waiting.
 */
export class CreateQueue<Item, Result> {
  private waiting: { item: Item; resolve: (r: Result) => void; reject: (e: unknown) => void }[] = [];
  private running = 0;

  constructor(
    /** Decides a group; answers each item, in order, with its result or its own error. */
    private readonly runGroup: (items: Item[]) => Promise<({ ok: Result } | { error: unknown })[]>,
    private readonly options: { lanes: number; maxGroup: number },
  ) {}

  submit(item: Item): Promise<Result> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.drain();
    });
  }

  private drain() {
    while (this.running < this.options.lanes && this.waiting.length > 0) {
      const group = this.waiting.splice(0, this.options.maxGroup);
      this.running++;
      this.runGroup(group.map((g) => g.item))
        .then(
          (results) => results.forEach((r, i) => ('ok' in r ? group[i].resolve(r.ok) : group[i].reject(r.error))),
          (error) => group.forEach((g) => g.reject(error)),
        )
        .finally(() => {
          this.running--;
          this.drain();
        });
    }
  }
}
