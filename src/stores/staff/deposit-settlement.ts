import { DepositSettlement_Choice as Choice } from '@/gen/booking/v1/store_booking_action_service_pb';

/**
 * What staff choose for the deposit a close leaves (refund all, keep all, or
 * keep an amount and refund the rest); the server settles it in the close
 * itself, so a closed order never holds the diner's money (docs/booking-engine.md).
 */
export type SettlementChoice = 'REFUND_ALL' | 'FORFEIT_ALL' | 'PARTIAL';

export interface SettlementPick {
  choice: SettlementChoice;
  /** Cents the store keeps with PARTIAL. */
  forfeitAmount: string;
}

/** The choice as the close calls take it (DepositSettlement). */
export function settlementOf(pick: SettlementPick) {
  return { choice: Choice[pick.choice], forfeitAmount: pick.forfeitAmount };
}
