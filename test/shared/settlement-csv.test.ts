import { describe, expect, it } from 'vitest';
import { create } from '@bufbuild/protobuf';
import {
  SettlementItem_Kind as Kind,
  SettlementItemSchema,
  SettlementStatementSchema,
} from '@gen/payment/v1/settlement_service_pb';
import { settlementCsv, type SettlementCsvLabels } from '@common/settlement-csv';

// A statement's CSV: an adjustment line names the refund it claws back and the
// statement its payment was on, and its amounts carry a minus.
const labels: SettlementCsvLabels = {
  columns: {
    transactionNo: 'Transaction',
    purpose: 'Purpose',
    subject: 'Order',
    channel: 'Channel',
    time: 'Paid at',
    gross: 'Collected',
    refund: 'Refunded',
    fee: 'Fees',
    net: 'Net payout',
  },
  purpose: (p) => (p === 'BOOKING_ORDER_DEPOSIT' ? 'Booking deposit' : p),
  adjustment: (p, statement) => `Refund clawed back (statement #${statement}): ${labels.purpose(p)}`,
};

describe('settlementCsv', () => {
  it('writes payments and refund adjustments apart, negative amounts with a minus, and the totals last', () => {
    const statement = create(SettlementStatementSchema, {
      periodStart: '2026-03-02',
      periodEnd: '2026-03-08',
      currency: 'CNY',
      grossAmount: '20000',
      refundAmount: '20000',
      feeAmount: '0',
      netAmount: '0',
    });
    const payment = create(SettlementItemSchema, {
      kind: Kind.PAYMENT,
      transactionNo: 'FBPAAA',
      purpose: 'BOOKING_ORDER_DEPOSIT',
      subjectId: '101',
      channel: 'SANDBOX',
      grossAmount: '20000',
      refundAmount: '0',
      feeAmount: '120',
      netAmount: '19880',
    });
    const adjustment = create(SettlementItemSchema, {
      kind: Kind.ADJUSTMENT,
      transactionNo: 'FBPBBB',
      refundTransactionNo: 'FBRCCC',
      originalStatementId: '7',
      purpose: 'BOOKING_ORDER_DEPOSIT',
      subjectId: '100',
      channel: 'SANDBOX',
      grossAmount: '0',
      refundAmount: '20000',
      feeAmount: '-120',
      netAmount: '-19880',
    });
    const lines = settlementCsv(statement, [payment, adjustment], labels).replace('\uFEFF', '').split('\r\n');
    expect(lines[1]).toBe('FBPAAA,Booking deposit,101,SANDBOX,,200.00,0.00,1.20,198.80');
    expect(lines[2]).toBe(
      'FBRCCC,Refund clawed back (statement #7): Booking deposit,100,SANDBOX,,0.00,200.00,-1.20,-198.80',
    );
    expect(lines[3]).toBe('2026-03-02 – 2026-03-08,CNY,,,,200.00,200.00,0.00,0.00');
  });
});
