import {
  StoreAvailabilityService,
  type QueryFreeTableItemsResponseSchema,
  type QueryStoreBookingInventoryResponseSchema,
} from '@/gen/booking/v1/availability_service_pb';
import { SlotInventory_State as Slot } from '@/gen/booking/v1/availability_pb';
import { BookOutForm_Status, BookOutFormInput_Space, type BookOutFormSchema } from '@/gen/booking/v1/book_out_form_pb';
import { StoreBookOutFormService } from '@/gen/booking/v1/store_book_out_service_pb';
import { waitFor } from '@testing-library/react';
import StaffBookOutDetailPage from '@/pages/sub-store/book-out-form-detail/index';
import { bootPage } from '../support/boot-page';
import { answer, refusal, type Init } from '../support/fake-network';
import { resetHostUi, toastText } from '../support/host-ui';
import { bodyOf, ITEM, P, staffNetwork } from '../support/staff-fixtures';
import { createTestStore } from '../support/test-store';

// Staff see what is free for a private dining request before they confirm it:
// confirming promises the diner a place, so a party nothing can seat is flagged first.
const h = (hours: number) => hours * 3600;
const DATE = '2026-12-24';
const FORM: Init<typeof BookOutFormSchema> = {
  model: { id: '7' },
  status: BookOutForm_Status.WAIT_STORE_CONFIRM,
  storeName: 'Jade Garden',
  shiftName: 'Dinner',
  shiftIntlName: { zhHans: '晚市', zhHant: '晚市', en: 'Dinner' },
  currency: 'CNY',
  fields: {
    diner: { lastName: 'Lin', firstName: 'Mei', phoneRegionCode: '86', phone: '13800138000' },
    preferredDate: DATE,
    storeShiftId: '22',
    adultCount: 9,
    childCount: 1,
    space: BookOutFormInput_Space.PRIVATE_ROOM,
  },
};
const lunch = (state: Slot) => ({
  storeShiftId: '21',
  name: 'Lunch',
  intlName: { zhHans: '午市', zhHant: '午市', en: 'Lunch' },
  startSecond: h(11),
  endSecond: h(14),
  slotList: [{ startSecond: h(12), endSecond: h(14), state }],
});
const dinner = (states: Slot[]) => ({
  storeShiftId: '22',
  name: 'Dinner',
  intlName: { zhHans: '晚市', zhHant: '晚市', en: 'Dinner' },
  startSecond: h(17.5),
  endSecond: h(22),
  slotList: states.map((state, i) => ({ startSecond: h(18 + i * 1.5), endSecond: h(20 + i * 1.5), state })),
});
const FREE: Init<typeof QueryFreeTableItemsResponseSchema> = {
  list: [
    { storeTableItemId: ITEM.b1, name: 'B1', seatCapacity: 4 },
    { storeTableItemId: ITEM.vip, name: 'VIP Room', seatCapacity: 12 },
  ],
  suggestedItemIdList: [ITEM.vip],
};

async function openRequest(
  inventory: Init<typeof QueryStoreBookingInventoryResponseSchema> | ReturnType<typeof refusal>,
) {
  const network = staffNetwork([
    answer(StoreBookOutFormService.method.getStoreBookOutForm, { form: FORM }),
    answer(StoreAvailabilityService.method.queryStoreBookingInventory, inventory),
    answer(StoreAvailabilityService.method.queryFreeTableItems, FREE),
  ]);
  const store = createTestStore({ request: network.request });
  const page = await bootPage(StaffBookOutDetailPage, {
    path: '/pages/sub-store/book-out-form-detail/index',
    params: { id: '7', storeId: '11' },
    store,
  });
  return { ...page, network };
}

const calls = (network: { calls: Array<{ url: string; body?: string }> }, path: string) =>
  network.calls.filter((c) => c.url.endsWith(path));
const text = (container: HTMLElement, selector: string) => container.querySelector(selector)?.textContent ?? '';

describe('a private dining request waiting for the store', () => {
  beforeEach(() => resetHostUi());
  afterEach(() => jest.restoreAllMocks());

  it('shows the times and rooms free for the whole party on the requested date, above the confirm', async () => {
    const { container, network } = await openRequest({
      list: [lunch(Slot.AVAILABLE), dinner([Slot.TAKEN, Slot.AVAILABLE, Slot.AVAILABLE])],
    });
    await waitFor(() => expect(text(container, '.book-out-availability__times')).toBe('可安排的时间：19:30、21:00'));
    expect(text(container, '.book-out-availability .book-out__heading')).toBe('10 位可安排的空位');
    // Only what seats the ten alone: the four-seat table is free but no answer for them.
    expect(text(container, '.book-out-availability__tables')).toBe('19:30 空闲：VIP Room');
    expect(container.querySelector('.book-out-availability__none')).toBeNull();
    // Asked for the request's own date and party (children count), and the first free time.
    expect(bodyOf(calls(network, P.inventory)[0])).toEqual({ storeId: '11', reservationDate: DATE, peopleCount: 10 });
    expect(bodyOf(calls(network, P.free)[0])).toMatchObject({
      storeShiftId: '22',
      reservationDate: DATE,
      reservationStartSecond: h(19.5),
      peopleCount: 10,
    });
    // Read before the decision: the panel comes before the confirm button.
    const panel = container.querySelector('.book-out-availability')!;
    const confirm = container.querySelector('.staff-book-out__confirm')!;
    expect(panel.compareDocumentPosition(confirm) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('warns when nothing can seat the party in the requested shift, naming the shifts that still could', async () => {
    const { container, network } = await openRequest({
      list: [lunch(Slot.AVAILABLE), dinner([Slot.TAKEN, Slot.INSUFFICIENT, Slot.TAKEN])],
    });
    await waitFor(() => expect(container.querySelector('.book-out-availability__none')).not.toBeNull());
    expect(text(container, '.book-out-availability__none')).toMatch(
      /^12月24日 .+ 晚市没有能接待 10 位的空位。确认即答应客人，请先与客人商量其他时间。$/,
    );
    expect(text(container, '.book-out-availability__others')).toBe('当天仍有空位：午市');
    expect(container.querySelector('.book-out-availability__times')).toBeNull();
    // No free time to ask the tables of.
    expect(calls(network, P.free)).toHaveLength(0);
    // The store may still confirm (after talking to the guest).
    expect(container.querySelector('.staff-book-out__confirm')).not.toBeNull();
  });

  it('says so when what is free cannot be read, without a toast over the request', async () => {
    const { container } = await openRequest(refusal('invalid_argument', 'invalid date', 400));
    await waitFor(() =>
      expect(text(container, '.book-out-availability__error')).toBe('暂时查不到空位，请下拉刷新后再确认'),
    );
    expect(toastText()).toBe('');
    expect(container.querySelector('.staff-book-out__confirm')).not.toBeNull();
  });
});
