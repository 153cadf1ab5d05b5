/**
 * Whether the tables chosen for a party suit it: too few seats, about right, or far
 * more than it needs — at least twice the party and four seats to spare, the point
 * where a host would rather keep the big table for a bigger party. Staff may still
 * choose any of them; the page says which it is.
 */
export type SeatingFit = 'none' | 'short' | 'fits' | 'roomy';

export function seatingFit(seats: number, people: number): SeatingFit {
  if (seats === 0) return 'none';
  if (seats < people) return 'short';
  if (seats >= people * 2 && seats - people >= 4) return 'roomy';
  return 'fits';
}
