import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGE } from '@common/server-messages';
import { canMove, voucherMove, type VoucherEvent } from '../../../server/domain/ticketing/voucher-transitions';
import type { VoucherStatus } from '../../../server/domain/ticketing/ticketing.tables';

// Spec section 3: WAIT_PAYMENT -> WAIT_VERIFY (paid) -> VERIFIED (at the door);
// CANCELLED from WAIT_PAYMENT (lapsed) or WAIT_VERIFY (refunded); a manager
// undoes a use (VERIFIED -> WAIT_VERIFY); nothing else.
const STATUSES: VoucherStatus[] = ['WAIT_PAYMENT', 'WAIT_VERIFY', 'VERIFIED', 'CANCELLED'];
const ALLOWED: Record<VoucherEvent, [VoucherStatus, VoucherStatus]> = {
  PAID: ['WAIT_PAYMENT', 'WAIT_VERIFY'],
  LAPSE: ['WAIT_PAYMENT', 'CANCELLED'],
  VERIFY: ['WAIT_VERIFY', 'VERIFIED'],
  REFUND: ['WAIT_VERIFY', 'CANCELLED'],
  UNDO_VERIFY: ['VERIFIED', 'WAIT_VERIFY'],
};

describe('voucher transitions', () => {
  for (const [event, [from, to]] of Object.entries(ALLOWED) as Array<[VoucherEvent, [VoucherStatus, VoucherStatus]]>) {
    it(`${event} moves ${from} to ${to} and is refused from every other status`, () => {
      expect(voucherMove(event, from)).toEqual({ from, to });
      for (const other of STATUSES.filter((s) => s !== from)) expect(canMove(event, other)).toBe(false);
    });
  }

  it('says why with the messages people see', () => {
    expect(() => voucherMove('REFUND', 'VERIFIED')).toThrow(SERVER_MESSAGE.voucherNotRefundable);
    expect(() => voucherMove('VERIFY', 'CANCELLED')).toThrow(SERVER_MESSAGE.validationFailed);
    expect(() => voucherMove('UNDO_VERIFY', 'WAIT_VERIFY')).toThrow(SERVER_MESSAGE.voucherNotVerified);
  });
});
