import type { TransactionStatus } from './payment-types';

// Which status may follow which (docs/payments.md). Every status change goes
// through a conditional UPDATE on the current status, so a duplicate or late
// message that finds the row already moved changes nothing.
const NEXT: Record<TransactionStatus, readonly TransactionStatus[]> = {
  INIT: ['PENDING', 'SUCCESS', 'FAIL'],
  PENDING: ['SUCCESS', 'FAIL'],
  // Only a verified success from the channel: the money really moved, even if
  // we had given up waiting (expired, or the channel lost the order for a while).
  FAIL: ['SUCCESS'],
  SUCCESS: ['WAIT_PAYOUT'],
  WAIT_PAYOUT: ['SETTLED'],
  SETTLED: [],
};

/** Waiting for the channel: what reconciliation looks at. */
export const OPEN_STATUSES: readonly TransactionStatus[] = ['INIT', 'PENDING'];
/** The money moved: a payment that counts, a refund that is done. */
export const DONE_STATUSES: readonly TransactionStatus[] = ['SUCCESS', 'WAIT_PAYOUT', 'SETTLED'];

export function canMove(from: TransactionStatus, to: TransactionStatus): boolean {
  return NEXT[from].includes(to);
}

/** The statuses a row must be in for a move to `to`: the WHERE of the conditional update. */
export function statusesBefore(to: TransactionStatus): TransactionStatus[] {
  return (Object.keys(NEXT) as TransactionStatus[]).filter((from) => NEXT[from].includes(to));
}

export function isDone(status: TransactionStatus): boolean {
  return DONE_STATUSES.includes(status);
}
