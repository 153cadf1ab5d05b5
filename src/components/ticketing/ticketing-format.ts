import { timestampDate, type Timestamp } from '@bufbuild/protobuf/wkt';
import { TicketVoucher_Status, type TicketingEvent, type TicketingEventTicket } from '@/gen/ticketing/v1/ticketing_pb';
import { storeInstant } from '@/utils/diner/store-time';
import type { TicketingKey } from '@/i18n/locales/ticketing/zh-hans';

export const hhmm = (second: number) =>
  `${String(Math.floor(second / 3600) % 24).padStart(2, '0')}:${String(Math.floor((second % 3600) / 60)).padStart(2, '0')}`;

/** A session on the store's wall clock: "2026-12-05 19:00". */
export function sessionWhen(t: { sessionDate: string; sessionStartSecond: number }): string {
  return `${t.sessionDate} ${hhmm(t.sessionStartSecond)}`;
}

/** An instant on the event store's wall clock. */
export function atStore(t: Timestamp | undefined, timezone: string): string {
  return t ? storeInstant(t, timezone || 'Asia/Shanghai') : '';
}

export type VoucherStatusName = 'WAIT_PAYMENT' | 'WAIT_VERIFY' | 'VERIFIED' | 'CANCELLED';

export function voucherStatusKey(status: TicketVoucher_Status): TicketingKey {
  const name = (TicketVoucher_Status[status] ?? 'WAIT_PAYMENT') as VoucherStatusName;
  return `status.${name}`;
}

export type SaleState = 'notStarted' | 'onSale' | 'ended';

export function saleState(event: TicketingEvent, nowMs: number): SaleState {
  const start = event.saleStartTime ? timestampDate(event.saleStartTime).getTime() : 0;
  const end = event.saleEndTime ? timestampDate(event.saleEndTime).getTime() : 0;
  if (nowMs < start) return 'notStarted';
  return nowMs >= end ? 'ended' : 'onSale';
}

export const ticketsLeft = (t: TicketingEventTicket) => Math.max(0, t.quantity - t.soldCount);
