import { describe, expect, it } from 'vitest';
import { canMove, statusesBefore } from '../../../server/domain/payment/transaction-status';
import { TRANSACTION_STATUSES } from '../../../server/domain/payment/payment-types';

describe('transaction statuses', () => {
  it('moves forward only', () => {
    const allowed = TRANSACTION_STATUSES.flatMap((from) =>
      TRANSACTION_STATUSES.filter((to) => canMove(from, to)).map((to) => `${from}->${to}`),
    );
    expect(allowed).toEqual([
      'INIT->PENDING',
      'INIT->SUCCESS',
      'INIT->FAIL',
      'PENDING->SUCCESS',
      'PENDING->FAIL',
      'SUCCESS->WAIT_PAYOUT',
      'FAIL->SUCCESS',
      'WAIT_PAYOUT->SETTLED',
    ]);
  });

  it('never takes a payment back to unpaid once the money moved', () => {
    for (const done of ['SUCCESS', 'WAIT_PAYOUT', 'SETTLED'] as const) {
      for (const undone of ['INIT', 'PENDING', 'FAIL'] as const) expect(canMove(done, undone)).toBe(false);
    }
    expect(statusesBefore('FAIL')).toEqual(['INIT', 'PENDING']);
    expect(statusesBefore('SUCCESS')).toEqual(['INIT', 'PENDING', 'FAIL']);
  });
});
