// The simulated dinner shift of the estimated-wait benchmark (queue-wait.bench.ts):
// the crowd (walk-ins and bookings) drawn from a seed, and the rules the simulated
// staff and diners follow. Everything random comes from here, so one seed is one
// evening, the same on every machine.

const MIN = 60_000;

/** A small seeded generator (mulberry32): uniform in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Party sizes of a dinner crowd, with their weights. */
const SIZES: Array<[number, number]> = [
  [1, 7],
  [2, 34],
  [3, 14],
  [4, 20],
  [5, 7],
  [6, 8],
  [7, 3],
  [8, 3],
  [9, 2],
  [10, 2],
];

export function partySize(random: () => number): number {
  const total = SIZES.reduce((n, [, w]) => n + w, 0);
  let r = random() * total;
  for (const [people, weight] of SIZES) {
    r -= weight;
    if (r < 0) return people;
  }
  return 2;
}

/** The turn times set on the bench store's dinner shift (larger parties: the shift's 120 minutes). */
export const DINNER_TURNS = [
  { maxPeople: 2, durationSecond: 75 * 60 },
  { maxPeople: 4, durationSecond: 90 * 60 },
  { maxPeople: 6, durationSecond: 105 * 60 },
];
export const DINNER_TURN_SECOND = 120 * 60;

export function turnMs(people: number): number {
  return (DINNER_TURNS.find((t) => people <= t.maxPeople)?.durationSecond ?? DINNER_TURN_SECOND) * 1000;
}

/**
 * How long a party really sits: four fifths of its turn time on average
 * (stores set turn times with room to spare), from half of it to 110%, the
 * middle more likely (the mean of two uniform draws), in whole minutes.
 */
export function diningMs(people: number, random: () => number): number {
  const factor = 0.5 + 0.6 * ((random() + random()) / 2);
  return Math.round((turnMs(people) * factor) / MIN) * MIN;
}

/** Walk-ins per minute through the evening (minutes from 17:00 in the store's zone). */
export function walkInRate(minute: number): number {
  if (minute < 30) return 0.3;
  if (minute < 60) return 0.5;
  if (minute < 150) return 0.8;
  if (minute < 210) return 0.5;
  if (minute < 255) return 0.25;
  return 0;
}

/** A Poisson draw (Knuth's method; the rates here are small). */
export function poisson(rate: number, random: () => number): number {
  const limit = Math.exp(-rate);
  let k = 0;
  let p = random();
  while (p > limit) {
    k++;
    p *= random();
  }
  return k;
}

/** Bookings of the evening: how many start at each half hour (minutes from 17:00). */
export const BOOKED_STARTS: Array<[number, number]> = [
  [30, 9],
  [60, 10],
  [90, 10],
  [120, 9],
  [150, 7],
  [180, 5],
  [210, 3],
];

/** A booked party turns up from on time to ten minutes late. */
export const lateMs = (random: () => number) => Math.floor(random() * 11) * MIN;
/** A called walk-in reaches the stand in one to four minutes. */
export const walkUpMs = (random: () => number) => (1 + Math.floor(random() * 4)) * MIN;
/**
 * A walk-in who sees more parties than this ahead in its line walks away (8 to
 * 30). The line's length, not the estimate: every estimate rule faces the same
 * evening.
 */
export const patienceParties = (random: () => number) => 8 + Math.floor(random() * 23);
/** A table is ready for the next party this long after a party leaves. */
export const RESET_MS = 3 * MIN;

/** The median and the p-th percentile of a list of numbers. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p / 100) * (sorted.length - 1);
  const low = Math.floor(at);
  return sorted[low] + (sorted[Math.min(low + 1, sorted.length - 1)] - sorted[low]) * (at - low);
}

export interface WalkIn {
  /** Minutes from 17:00. */
  minute: number;
  people: number;
  diningMs: number;
  patienceParties: number;
  walkUpMs: number;
}

export interface BookedParty {
  minute: number;
  people: number;
  lateMs: number;
  diningMs: number;
}

/**
 * The whole crowd of one evening, drawn up front from the seed: what the
 * simulated staff do (and what the estimate says) cannot change who comes,
 * so two estimate rules are measured on the same evening.
 */
export function drawEvening(seed: number): { walkIns: WalkIn[]; bookings: BookedParty[] } {
  const random = seededRandom(seed);
  const bookings: BookedParty[] = [];
  for (const [minute, count] of BOOKED_STARTS) {
    for (let i = 0; i < count; i++) {
      const people = partySize(random);
      bookings.push({ minute, people, lateMs: lateMs(random), diningMs: diningMs(people, random) });
    }
  }
  const walkIns: WalkIn[] = [];
  for (let minute = 0; walkInRate(minute) > 0 || minute < 30; minute++) {
    for (let n = poisson(walkInRate(minute), random); n > 0; n--) {
      const people = partySize(random);
      walkIns.push({
        minute,
        people,
        diningMs: diningMs(people, random),
        patienceParties: patienceParties(random),
        walkUpMs: walkUpMs(random),
      });
    }
  }
  return { walkIns, bookings };
}
