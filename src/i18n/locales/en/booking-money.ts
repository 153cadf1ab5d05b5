import type { zhHansBookingMoney } from '../zh-hans/booking-money';

// A booking's money in one set of words (zh-hans/booking-money.ts).
export const enBookingMoney: typeof zhHansBookingMoney = {
  bookingMoney: {
    deposit: {
      asked: 'Deposit due',
      paid: 'Deposit received',
      refunded: 'Refunded',
      refunding: 'Refund in progress',
      kept: 'Kept by the store',
      applied: 'Applied to the bill',
      held: 'Deposit still held',
      received: 'Deposit the store took',
    },
    final: {
      asked: 'Final payment',
      paid: 'Final payment paid',
      refunded: 'Final payment refunded',
      refunding: 'Final payment refund in progress',
      kept: 'Final payment kept',
      received: 'Final payment taken',
      refundable: 'Refundable final payment',
      due: 'Final payment due',
    },
    mealCost: 'Meal cost',
    settlementLabel: 'Deposit settled as',
    handBackLabel: 'Hand back at the counter',
    mealRevenue: 'Meal revenue (final payments + deposits applied)',
    settlement: {
      REFUND_ALL: 'Refund all {{refund}}',
      FORFEIT_ALL: 'Keep all {{kept}}',
      PARTIAL: 'Keep {{kept}}, refund {{refund}}',
    },
    onFinish: 'Settled when the order was finished',
    handBack: {
      CASH: 'Hand {{amount}} in cash back to the guest',
      CARD: 'Refund {{amount}} to the guest on the card terminal',
    },
    refundStatus: { SUCCESS: 'Refunded to the original payment', FAIL: 'Refund failed', PENDING: 'Refund in progress' },
  },
};
