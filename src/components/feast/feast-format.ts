import { timestampDate, type Timestamp } from '@bufbuild/protobuf/wkt';
import { formatCents } from '@/common/money-format';
import { businessDateOf, secondOfDate } from '@/common/zoned-time';
import { Feast_ClosedBy, Feast_CloseReason, Feast_Status, type Feast } from '@/gen/feast/v1/feast_pb';

const hhmm = (second: number) =>
  `${String(Math.floor(second / 3600) % 24).padStart(2, '0')}:${String(Math.floor((second % 3600) / 60)).padStart(2, '0')}`;

/** The feast's start on the store's wall clock: "2026-05-03 18:00". */
export function feastWhen(feast: Feast): string {
  return `${feast.reservationDate} ${hhmm(feast.startSecond)}`;
}

/** An instant on the feast store's wall clock. */
export function storeTime(feast: Feast, t: Timestamp | undefined): string {
  if (!t) return '';
  const ms = timestampDate(t).getTime();
  const zone = feast.timezone || 'Asia/Shanghai';
  const date = businessDateOf(ms, zone);
  return `${date} ${hhmm(secondOfDate(ms, date, zone))}`;
}

export const yuan = (cents: string) => formatCents(cents || '0');

export type FeastStatusName = 'WAIT_AUDIT' | 'WAIT_PUBLISH' | 'FORMING' | 'SUCCESS' | 'FINISHED' | 'CLOSED';
export const statusName = (feast: Feast) => (Feast_Status[feast.status] ?? 'WAIT_AUDIT') as FeastStatusName;

export function seatsLeftOf(feast: Feast): number {
  return Math.max(0, feast.participantCount - feast.seatsTaken);
}

export type CloseReasonName = 'AUDIT_REJECT' | 'NOT_ENOUGH_PARTICIPANT' | 'CREATOR_CANCEL' | 'STORE_CANCEL';

/**
 * Why a closed feast closed, as diners are told: who called it off matters
 * (the spec's CREATOR_CANCEL is also what the store's cancel records), so a
 * cancel by the store reads as the store's. Null for no reason worth a line.
 */
export function closeReasonName(feast: Feast): CloseReasonName | null {
  if (feast.closeReason <= Feast_CloseReason.NONE) return null;
  if (feast.closeReason === Feast_CloseReason.CREATOR_CANCEL && feast.closedBy === Feast_ClosedBy.STORE) {
    return 'STORE_CANCEL';
  }
  return (Feast_CloseReason[feast.closeReason] as CloseReasonName | undefined) ?? null;
}

/**
 * How far the paid seats are from the minimum, for the feast's page while
 * people join and after it formed: null before it opens and once closed.
 */
export function headcountOf(feast: Feast): { paid: number; missing: number } | null {
  const status = statusName(feast);
  if (status !== 'FORMING' && status !== 'SUCCESS' && status !== 'FINISHED') return null;
  return { paid: feast.paidSeats, missing: Math.max(0, feast.minParticipantCount - feast.paidSeats) };
}

export { hhmm };
