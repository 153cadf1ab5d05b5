// Feast limits both halves use: the client's forms offer and check the same
// values the server enforces.

/** Spec section 9: feast duration options in seconds; 0 is unlimited (until the shift ends). */
export const FEAST_DURATION_OPTIONS = [3600, 5400, 7200, 10800, 14400, 0] as const;

export const FEAST_LIMITS = {
  titleMaxLength: 100,
  descriptionMaxLength: 5000,
  menuMaxLength: 5000,
  placeMaxLength: 200,
  maxParticipants: 200,
  /** Cents: one million yuan per seat at most. */
  maxDepositPerPerson: 100_000_000,
  maxEstimatedCost: 1_000_000_000,
  maxQuestions: 10,
  questionMaxLength: 200,
  answerMaxLength: 200,
  maxImages: 9,
  /** Minutes a joiner has to pay the deposit (never past the registration deadline). */
  depositPaymentMinutes: 15,
} as const;

/** Seats still free: the feast's seats less those held by participants paying or paid. */
export function seatsLeft(feast: { participantCount: number; seatsTaken: number }): number {
  return Math.max(0, feast.participantCount - feast.seatsTaken);
}

export type DeadlineProblem = 'incomplete' | 'beforeNow' | 'afterStart' | null;

/**
 * Spec section 5: the registration deadline must be complete (a date and a
 * time), not before now and not after the feast starts.
 */
export function deadlineProblem(
  deadlineMs: number | null | undefined,
  nowMs: number,
  startMs: number,
): DeadlineProblem {
  if (deadlineMs === null || deadlineMs === undefined || !Number.isFinite(deadlineMs) || deadlineMs <= 0) {
    return 'incomplete';
  }
  if (deadlineMs < nowMs) return 'beforeNow';
  if (deadlineMs > startMs) return 'afterStart';
  return null;
}
