import {
  DepositSettlement_Choice as Choice,
  type DepositSettlement as ProtoSettlement,
} from '@gen/booking/v1/store_booking_action_service_pb';
import type { DepositSettlement, SettlementChoice } from '../domain/booking/deposit/close-settlement';
import { nameOf } from './enum-names';

/**
 * The staff's choice for the deposit a close leaves. Unset: the older
 * no-show form (an amount kept, the rest refunded) when it is given, else the
 * store's policy.
 */
export function settlementOf(
  proto: ProtoSettlement | undefined,
  legacy?: { forfeitDeposit: boolean; forfeitAmount: string },
): DepositSettlement {
  const choice = proto ? (nameOf(Choice, proto.choice) as SettlementChoice | '') : '';
  if (choice) return { choice, forfeitAmount: proto?.forfeitAmount };
  if (legacy?.forfeitDeposit) return { choice: 'PARTIAL', forfeitAmount: legacy.forfeitAmount };
  return { choice: 'POLICY' };
}
