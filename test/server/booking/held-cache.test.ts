import { describe, expect, it } from 'vitest';
import type { HeldInterval } from '../../../server/domain/booking/context.repository';
import { HeldCache } from '../../../server/domain/booking/held-cache';

const holds = (n: number, itemId = '1'): HeldInterval[] =>
  Array.from({ length: n }, (_, i) => ({
    itemId,
    startMs: i * 1000,
    endMs: i * 1000 + 500,
    orderId: String(i + 1),
    shiftId: '1',
    date: '2026-12-01',
  }));

describe('the holds cache of availability', () => {
  it('answers an unchanged read with the copy it sent the stamp of', () => {
    const cache = new HeldCache();
    expect(cache.stampOf('k')).toBe('');
    const first = cache.settle('k', '', { stamp: '3.10', unchanged: false, held: holds(3) })!;
    expect(cache.stampOf('k')).toBe('3.10');
    const again = cache.settle('k', '3.10', { stamp: '3.10', unchanged: true, held: [] });
    expect(again).toBe(first);
    expect(again!.held).toHaveLength(3);
  });

  it('never answers an unchanged read with another copy, nor with nothing', () => {
    const cache = new HeldCache();
    cache.settle('k', '', { stamp: '3.10', unchanged: false, held: holds(3) });
    // Another call read newer holds while this one was asking about 3.10.
    cache.settle('k', '3.10', { stamp: '4.21', unchanged: false, held: holds(4) });
    expect(cache.settle('k', '3.10', { stamp: '3.10', unchanged: true, held: [] })).toBeUndefined();
    // The copy was dropped meanwhile.
    expect(new HeldCache().settle('k', '3.10', { stamp: '3.10', unchanged: true, held: [] })).toBeUndefined();
  });

  it('keeps at most its bound of holds, dropping the least recently used window first', () => {
    const cache = new HeldCache(90);
    cache.settle('a', '', { stamp: 'a1', unchanged: false, held: holds(20) });
    cache.settle('b', '', { stamp: 'b1', unchanged: false, held: holds(20) });
    cache.settle('a', 'a1', { stamp: 'a1', unchanged: true, held: [] }); // a used again
    for (const key of ['c', 'd', 'e']) cache.settle(key, '', { stamp: `${key}1`, unchanged: false, held: holds(20) });
    // 100 holds would pass the bound of 90: b, the least recently used, went first.
    expect(cache.stampOf('b')).toBe('');
    expect(['a', 'c', 'd', 'e'].map((k) => cache.stampOf(k))).toEqual(['a1', 'c1', 'd1', 'e1']);
    // A window bigger than a quarter of the bound is answered but not kept.
    expect(cache.settle('big', '', { stamp: 'x', unchanged: false, held: holds(26) })!.held).toHaveLength(26);
    expect(cache.stampOf('big')).toBe('');
  });

  it('builds the occupancy of a copy once per settings version', () => {
    const cache = new HeldCache();
    const entry = cache.settle('k', '', { stamp: '1.1', unchanged: false, held: holds(2) })!;
    const table = () => 't1';
    const one = HeldCache.occupancy(entry, 'v1', table);
    expect(HeldCache.occupancy(entry, 'v1', table)).toBe(one);
    expect(HeldCache.occupancy(entry, 'v2', table)).not.toBe(one);
    expect(one.isFree('1', 0, 400, false)).toBe(false);
    expect(one.isFree('1', 600, 900, false)).toBe(true);
  });
});
