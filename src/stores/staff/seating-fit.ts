/**
 * Whether the tables chosen for a party suit it: too few seats, about right, or far
 * more than it needs. "Far" is more than the party plus half of it, and never less
 * than two spare seats: an 8-top at a 12-seat room fits, at 13 seats it is roomy; a
 * couple fits a four-top but not a six. That is where a host would rather keep the
 * big table for a bigger party. Staff may still choose any of them; the page says
 * which it is.
 */
export type SeatingFit = 'none' | 'short' | 'fits' | 'roomy';

/** The spare seats a party of `people` may have before its tables count as far too big. */
export function spareSeatsAllowed(people: number): number {
  return Math.max(2, people / 2);
}

export function seatingFit(seats: number, people: number): SeatingFit {
  if (seats === 0) return 'none';
  if (seats < people) return 'short';
  if (seats - people > spareSeatsAllowed(people)) return 'roomy';
  return 'fits';
}
