import { formatInZone } from '../date-display';
import { formatSecondOfDay } from '@/common/shift-time';

// Reservations are shown in the store's own time zone (a Hong Kong store's
// 19:00 is 19:00 wherever the diner's phone is).

/** '2027-02-02 18:30' for a business date and seconds of that day. */
export function storeDateTime(date: string, startSecond: number): string {
  return `${date} ${formatSecondOfDay(startSecond)}`;
}

/**
 * When a booking is: '2027-02-02 18:30 · 晚市', with the shift's name in the
 * reader's language (useLocalName's orderShift) when the order has one.
 */
export function bookingWhen(order: { reservationDate: string; reservationStartSecond: number }, shiftName: string) {
  return [storeDateTime(order.reservationDate, order.reservationStartSecond), shiftName].filter(Boolean).join(' · ');
}

/** An instant (protobuf Timestamp) as the store's wall clock, 'YYYY-MM-DD HH:mm'. */
export function storeInstant(timestamp: { seconds: bigint } | undefined, timezone: string): string {
  if (!timestamp) return '';
  return formatInZone(Number(timestamp.seconds) * 1000, 'YYYY-MM-DD HH:mm', timezone);
}
