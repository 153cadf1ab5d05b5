// The estimated wait of the walk-in queue (docs/queue.md): when will a table
// of the party's size be free for it, given the tables' holds (bookings up to
// their expected end by turn time, seated walk-ins up to theirs) and the
// parties ahead in line, blended with how fast this line has actually been
// seated lately. Pure: the service loads the facts, this decides.

/** A table item's holds that matter from now on, in ms since the epoch. */
export interface ItemHolds {
  itemId: string;
  /** Its seats: a party larger than this waits for another item (unknown: any party). */
  seats?: number;
  holds: { start: number; end: number }[];
}

export interface LineParty {
  id: string;
  /** Its turn time: how long it keeps a table once seated. */
  turnMs: number;
  /** Its size: it waits for an item with this many seats (unknown: any item). */
  people?: number;
}

export interface WaitInputs {
  now: number;
  /** The items that suit this line's party size. */
  items: ItemHolds[];
  /** The line in order: called parties first, then the waiting ones. */
  line: LineParty[];
  /** When this line's recent parties were seated (the pace window's seatings). */
  recentSeatTimes: number[];
}

/** Seatings needed before the line's own pace is trusted. */
export const PACE_MIN_SEATINGS = 3;
/** How far back the pace looks. */
export const PACE_WINDOW_MS = 60 * 60_000;

/** The first instant from `from` at which the item is free for `turnMs` without running into a hold. */
export function freeFrom(holds: ItemHolds['holds'], from: number, turnMs: number): number {
  let t = from;
  for (const h of [...holds].sort((a, b) => a.start - b.start)) {
    if (h.end <= t) continue;
    if (h.start >= t + turnMs) break;
    t = Math.max(t, h.end);
  }
  return t;
}

/** The average gap between the recent seatings, or undefined with too few of them. */
export function paceIntervalMs(seatTimes: number[], now: number): number | undefined {
  const recent = seatTimes.filter((t) => t <= now && now - t <= PACE_WINDOW_MS).sort((a, b) => a - b);
  if (recent.length < PACE_MIN_SEATINGS) return undefined;
  return (recent[recent.length - 1] - recent[0]) / (recent.length - 1);
}

/**
 * Each party's expected wait in ms (undefined: no table suits and no pace is
 * known). Tables: every party ahead takes the earliest free suitable item
 * with seats enough for it and keeps it for its turn time (a party of 9 in a
 * 5-and-over line waits for a ten, while a 5 behind it takes a six). Pace: the k-th party in line waits k+1 recent
 * gaps, less the time since the last seating. With both, their mean.
 */
export function estimateWaits(input: WaitInputs): Map<string, number | undefined> {
  const { now, items, line } = input;
  const result = new Map<string, number | undefined>();
  const free = items.map((item) => ({ item, at: freeFrom(item.holds, now, line[0]?.turnMs ?? 0) }));
  const interval = paceIntervalMs(input.recentSeatTimes, now);
  const lastSeat = Math.max(...input.recentSeatTimes.filter((t) => t <= now), -Infinity);
  line.forEach((party, k) => {
    let byTables: number | undefined;
    const fits = (f: (typeof free)[number]) => !party.people || !f.item.seats || f.item.seats >= party.people;
    if (free.some(fits)) {
      // Re-evaluate each item for this party's turn time: a short gap before a booking fits a short turn only.
      let best = 0;
      let bestAt = Infinity;
      free.forEach((f, i) => {
        if (!fits(f)) return;
        const at = freeFrom(f.item.holds, f.at, party.turnMs);
        // At the same time, the smaller item: staff keep the big ones for big parties.
        if (at < bestAt || (at === bestAt && (f.item.seats ?? 0) < (free[best].item.seats ?? 0))) {
          bestAt = at;
          best = i;
        }
      });
      byTables = bestAt - now;
      free[best].at = bestAt + party.turnMs;
    }
    let byPace: number | undefined;
    if (interval !== undefined) byPace = Math.max(0, (k + 1) * interval - (now - lastSeat));
    const both = [byTables, byPace].filter((v): v is number => v !== undefined);
    result.set(party.id, both.length ? Math.round(both.reduce((a, b) => a + b, 0) / both.length) : undefined);
  });
  return result;
}
