import { BookOutFormInput_Space as Space } from '@gen/booking/v1/book_out_form_pb';
import type { BookingFixture, Caller } from '../../helpers/booking-fixture';
import { DinerBookOutFormService } from '@gen/booking/v1/diner_book_out_service_pb';

/** A complete request for store X's dinner, `days` after today, for 8 adults and a child. */
export function requestFor(f: BookingFixture, overrides: Record<string, unknown> = {}) {
  return {
    storeId: f.x.storeId,
    diner: { lastName: 'Lin', firstName: 'Mei', phoneRegionCode: '86', phone: '13800138000' },
    preferredDate: f.date(5),
    storeShiftId: f.x.dinnerId,
    adultCount: 8,
    childCount: 1,
    budget: '800000',
    space: Space.PRIVATE_ROOM,
    remark: 'A birthday; a round table please',
    ...overrides,
  };
}

export async function sendRequest(f: BookingFixture, diner: Caller, overrides: Record<string, unknown> = {}) {
  const made = await diner.client(DinerBookOutFormService).createBookOutForm({ fields: requestFor(f, overrides) });
  return made.form!;
}
