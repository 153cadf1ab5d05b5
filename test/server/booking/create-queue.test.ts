import { describe, expect, it } from 'vitest';
import { CreateQueue } from '../../../server/domain/booking/order-create-queue';

/** A queue whose groups finish when the test says, recording what each held. */
function harness(lanes: number, maxGroup: number) {
  const groups: number[][] = [];
  const finishers: (() => void)[] = [];
  const queue = new CreateQueue<number, string>(
    (items) =>
      new Promise((resolve) => {
        groups.push(items);
        finishers.push(() => resolve(items.map((n) => (n < 0 ? { error: new Error(`bad ${n}`) } : { ok: `#${n}` }))));
      }),
    { lanes, maxGroup },
  );
  // The queue starts groups when the current turn of the event loop ends; this waits past that.
  const settle = () => new Promise((r) => setTimeout(r, 5));
  return { queue, groups, finish: (i: number) => finishers[i](), settle };
}

describe('the create queue', () => {
  it('starts a lone create when its turn ends, and gathers the ones arriving meanwhile into the next group', async () => {
    const h = harness(1, 32);
    const first = h.queue.submit(1);
    await h.settle();
    expect(h.groups).toEqual([[1]]);
    const later = [2, 3, 4].map((n) => h.queue.submit(n));
    expect(h.groups).toHaveLength(1);
    h.finish(0);
    expect(await first).toBe('#1');
    await h.settle();
    expect(h.groups[1]).toEqual([2, 3, 4]);
    h.finish(1);
    expect(await Promise.all(later)).toEqual(['#2', '#3', '#4']);
  });

  it('runs as many groups at once as it has lanes, none larger than the limit, in order of arrival', async () => {
    const h = harness(2, 2);
    const all = [1, 2, 3, 4, 5].map((n) => h.queue.submit(n));
    await h.settle();
    expect(h.groups).toEqual([
      [1, 2],
      [3, 4],
    ]);
    h.finish(0);
    await h.settle();
    expect(h.groups[2]).toEqual([5]);
    h.finish(1);
    h.finish(2);
    expect(await Promise.all(all)).toEqual(['#1', '#2', '#3', '#4', '#5']);
  });

  it('shares what is waiting among the free lanes, so two groups run side by side', async () => {
    const h = harness(2, 32);
    const all = [1, 2, 3, 4, 5].map((n) => h.queue.submit(n));
    await h.settle();
    expect(h.groups).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    // One lane busy: the free one takes everything waiting.
    const later = [6, 7, 8].map((n) => h.queue.submit(n));
    h.finish(0);
    await h.settle();
    expect(h.groups[2]).toEqual([6, 7, 8]);
    h.finish(1);
    h.finish(2);
    expect(await Promise.all([...all, ...later])).toEqual(['#1', '#2', '#3', '#4', '#5', '#6', '#7', '#8']);
  });

  it("gathers the next creates of a finished group's callers into one group, not one alone and the rest after", async () => {
    const h = harness(1, 32);
    const callers = [1, 2, 3].map((n) => h.queue.submit(n).then(() => h.queue.submit(n + 10)));
    await h.settle();
    expect(h.groups).toEqual([[1, 2, 3]]);
    h.finish(0);
    await h.settle();
    expect(h.groups[1]).toEqual([11, 12, 13]);
    h.finish(1);
    expect(await Promise.all(callers)).toEqual(['#11', '#12', '#13']);
  });

  it('gives each create its own outcome: one refused does not fail the others', async () => {
    const h = harness(1, 32);
    const blocker = h.queue.submit(0);
    await h.settle();
    const results = Promise.allSettled([7, -1, 8].map((n) => h.queue.submit(n)));
    h.finish(0);
    await blocker;
    await h.settle();
    h.finish(1);
    const [a, b, c] = await results;
    expect(a).toEqual({ status: 'fulfilled', value: '#7' });
    expect(b.status === 'rejected' && (b.reason as Error).message).toBe('bad -1');
    expect(c).toEqual({ status: 'fulfilled', value: '#8' });
  });
});
