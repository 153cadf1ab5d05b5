import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { WaitlistEntry_Status, WaitlistEntrySchema, type WaitlistEntry } from '@gen/booking/v1/waitlist_pb';
import type { WaitlistEntryView } from '../domain/waitlist/waitlist-view';
import { valueOf } from './enum-names';

const ts = (d: Date | null | undefined) => (d ? timestampFromDate(d) : undefined);

export function toWaitlistEntry(view: WaitlistEntryView): WaitlistEntry {
  const e = view.entry;
  const offered = view.status === 'OFFERED';
  return create(WaitlistEntrySchema, {
    id: e.id,
    storeId: e.store_id,
    storeName: view.storeName,
    reservationDate: e.reservation_date,
    windowStartSecond: e.window_start_second,
    windowEndSecond: e.window_end_second,
    adultCount: e.adult_count,
    childCount: e.child_count,
    status: valueOf(WaitlistEntry_Status, view.status),
    place: view.place,
    joinTime: ts(e.join_time),
    offerShiftId: offered ? (e.offer_shift_id ?? '0') : '0',
    offerStartSecond: offered ? (e.offer_start_second ?? 0) : 0,
    offerExpireTime: offered ? ts(e.offer_expire_time) : undefined,
    bookingOrderId: e.booking_order_id ?? '0',
    timezone: view.timezone,
  });
}
