import { domainError } from '../errors';
import type { VoucherStatus } from './ticketing.tables';

// The voucher's statuses (spec section 3) and the only moves between them:
// paid, lapsed unpaid, used at the door, refunded by staff, a use undone by a manager.
export type VoucherEvent = 'PAID' | 'LAPSE' | 'VERIFY' | 'REFUND' | 'UNDO_VERIFY';

const MOVES: Record<VoucherEvent, { from: VoucherStatus; to: VoucherStatus }> = {
  PAID: { from: 'WAIT_PAYMENT', to: 'WAIT_VERIFY' },
  LAPSE: { from: 'WAIT_PAYMENT', to: 'CANCELLED' },
  VERIFY: { from: 'WAIT_VERIFY', to: 'VERIFIED' },
  REFUND: { from: 'WAIT_VERIFY', to: 'CANCELLED' },
  UNDO_VERIFY: { from: 'VERIFIED', to: 'WAIT_VERIFY' },
};

export function canMove(event: VoucherEvent, status: VoucherStatus): boolean {
  return MOVES[event].from === status;
}

/** The move's target, or the message the person sees when the voucher is not where the move starts. */
export function voucherMove(event: VoucherEvent, status: VoucherStatus): { from: VoucherStatus; to: VoucherStatus } {
  if (canMove(event, status)) return MOVES[event];
  if (event === 'REFUND') throw domainError('precondition', 'voucherNotRefundable');
  if (event === 'VERIFY') throw domainError('precondition', 'validationFailed');
  if (event === 'UNDO_VERIFY') throw domainError('precondition', 'voucherNotVerified');
  throw domainError('precondition', status === 'WAIT_VERIFY' ? 'alreadyPaid' : 'cannotBePaid');
}
