import { describe, expect, it } from 'vitest';
import { estimateWaits, freeFrom } from '../../../server/domain/queue/wait-estimate.rule';

const MIN = 60_000;
const now = 1_000 * MIN;

describe('the estimated wait', () => {
  it('skips a gap before a booking too short for the party', () => {
    const holds = [{ start: now + 30 * MIN, end: now + 120 * MIN }];
    expect(freeFrom(holds, now, 20 * MIN)).toBe(now);
    expect(freeFrom(holds, now, 60 * MIN)).toBe(now + 120 * MIN);
  });

  it('gives each party in line the next table to free up, for the turn times ahead of it', () => {
    const waits = estimateWaits({
      now,
      items: [
        { itemId: '1', holds: [{ start: now - 60 * MIN, end: now + 10 * MIN }] },
        { itemId: '2', holds: [{ start: now - 30 * MIN, end: now + 40 * MIN }] },
      ],
      line: ['a', 'b', 'c'].map((id) => ({ id, turnMs: 60 * MIN })),
      recentSeatTimes: [],
    });
    expect([...waits.values()]).toEqual([10 * MIN, 40 * MIN, 70 * MIN]);
  });

  it('follows the recent pace of seating when the line has moved lately', () => {
    // Seated every 6 minutes lately, the last one 2 minutes ago; the tables alone say 10 and 40 minutes.
    const waits = estimateWaits({
      now,
      items: [
        { itemId: '1', holds: [{ start: now - 60 * MIN, end: now + 10 * MIN }] },
        { itemId: '2', holds: [{ start: now - 30 * MIN, end: now + 40 * MIN }] },
      ],
      line: ['a', 'b'].map((id) => ({ id, turnMs: 60 * MIN })),
      recentSeatTimes: [now - 20 * MIN, now - 14 * MIN, now - 8 * MIN, now - 2 * MIN],
    });
    // Pace: a waits 6 - 2 = 4 minutes, b 12 - 2 = 10; the estimate is the mean of both views.
    expect(waits.get('a')).toBe(7 * MIN);
    expect(waits.get('b')).toBe(25 * MIN);
  });

  it('keeps a large party waiting for a table that seats it while a smaller one behind takes the free table', () => {
    // A 5-and-over line: a six is free now, the ten frees in 50 minutes.
    const waits = estimateWaits({
      now,
      items: [
        { itemId: 'six', seats: 6, holds: [] },
        { itemId: 'ten', seats: 10, holds: [{ start: now - 60 * MIN, end: now + 50 * MIN }] },
      ],
      line: [
        { id: 'nine', people: 9, turnMs: 120 * MIN },
        { id: 'five', people: 5, turnMs: 105 * MIN },
      ],
      recentSeatTimes: [],
    });
    expect(waits.get('nine')).toBe(50 * MIN);
    expect(waits.get('five')).toBe(0);
  });

  it('knows no wait without a table of the size or a pace', () => {
    const waits = estimateWaits({ now, items: [], line: [{ id: 'a', turnMs: MIN }], recentSeatTimes: [] });
    expect(waits.get('a')).toBeUndefined();
  });
});
