import { StoreService } from '@/gen/store/v1/store_query_service_pb';
import {
  DinerAvailabilityService,
  type GetBookingRuleInfoResponseSchema,
} from '@/gen/booking/v1/availability_service_pb';
import { SlotInventory_State } from '@/gen/booking/v1/availability_pb';
import { DinerBookingQuoteService } from '@/gen/booking/v1/diner_booking_extra_service_pb';
import { act, fireEvent, waitFor } from '@testing-library/react';
import BookingBeforePage from '@/pages/sub-user/booking-before/index';
import { createMemoryStorage } from '@/platform/memory-storage';
import type { KeyValueStorage } from '@/platform';
import { create } from '@bufbuild/protobuf';
import { UserSchema } from '@/gen/identity/v1/user_pb';
import { bootPage } from '../support/boot-page';
import { watchNavigation } from '../support/host-navigation';
import { DINER_USER } from '../support/identity-network';
import { answer, fakeNetwork, type Init } from '../support/fake-network';
import { resetHostUi, toastText } from '../support/host-ui';
import { createTestStore } from '../support/test-store';
import { P, STORE } from './diner-network';

// The booking page as a diner uses it: a reload keeps the party and the day
// chosen, and a "+" at the store's limit says why it does nothing.
const RULE: Init<typeof GetBookingRuleInfoResponseSchema> = {
  info: {
    timezone: 'Asia/Hong_Kong',
    minDate: '2027-02-01',
    maxDate: '2027-03-31',
    rule: { minPeople: 1, maxPeople: 4 },
  },
};

afterEach(() => resetHostUi());

async function open(storage: KeyValueStorage) {
  const network = fakeNetwork([
    answer(StoreService.method.queryStores, { list: [STORE], total: 1 }),
    answer(DinerAvailabilityService.method.getBookingRuleInfo, RULE),
    answer(DinerAvailabilityService.method.getEarliestBookingDate, { date: '2027-02-01' }),
    answer(DinerAvailabilityService.method.queryDailyInventoryCount, { list: [] }),
    answer(DinerAvailabilityService.method.queryBookingInventory, { list: [] }),
  ]);
  const page = await bootPage(BookingBeforePage, {
    diner: true,
    store: createTestStore({ request: network.request, storage }),
    storage,
    params: { storeId: '7' },
  });
  await waitFor(() => expect(page.container.querySelector('.booking-before__adults')).toBeTruthy());
  return { ...page, network };
}

const adults = (c: HTMLElement) => c.querySelector<HTMLInputElement>('.booking-before__adults input')!.value;
const children = (c: HTMLElement) => c.querySelector<HTMLInputElement>('.booking-before__children input')!.value;

describe('booking-before', () => {
  it('keeps the party and the day across a reload of the page', async () => {
    const storage = createMemoryStorage();
    const first = await open(storage);
    expect(adults(first.container)).toBe('2');
    await act(async () =>
      fireEvent.click(first.container.querySelector('.booking-before__adults .nut-inputnumber-add')!),
    );
    await act(async () =>
      fireEvent.click(first.container.querySelector('.booking-before__children .nut-inputnumber-add')!),
    );
    expect([adults(first.container), children(first.container)]).toEqual(['3', '1']);
    first.unmount();

    const again = await open(storage);
    expect([adults(again.container), children(again.container)]).toEqual(['3', '1']);
    const asked = again.network.calls.filter((c) => c.url.endsWith(P.inventory)).map((c) => JSON.parse(c.body!));
    expect(asked.at(-1)).toMatchObject({ peopleCount: 4, reservationDate: '2027-02-01' });
    again.unmount();

    // A day chosen before the reload (here as an earlier visit left it) is the day shown again,
    // unless it is no longer bookable.
    const kept = JSON.parse(storage.get('booking-draft:7')!);
    storage.set('booking-draft:7', JSON.stringify({ ...kept, date: '2027-02-10' }));
    const third = await open(storage);
    await waitFor(() => expect(third.container.textContent).toContain('2027-02-10'));
    third.unmount();
    storage.set('booking-draft:7', JSON.stringify({ ...kept, date: '2026-12-31' }));
    const stale = await open(storage);
    const last = stale.network.calls.filter((c) => c.url.endsWith(P.inventory)).map((c) => JSON.parse(c.body!));
    expect(last.at(-1)).toMatchObject({ reservationDate: '2027-02-01' });
  });

  it('says the store’s limit when "+" can add no one', async () => {
    const { container } = await open(createMemoryStorage());
    await act(async () => fireEvent.click(container.querySelector('.booking-before__adults .nut-inputnumber-add')!));
    await act(async () => fireEvent.click(container.querySelector('.booking-before__adults .nut-inputnumber-add')!));
    expect(adults(container)).toBe('4');
    await act(async () => fireEvent.click(container.querySelector('.booking-before__children .nut-inputnumber-add')!));
    expect(children(container)).toBe('0');
    await waitFor(() => expect(toastText()).toBe('每单 1-4 人'));
  });

  it('shows a logged-out diner the days, times and deposit; "next" asks for the login and goes on with the same choice', async () => {
    const nav = watchNavigation();
    const network = fakeNetwork([
      answer(StoreService.method.queryStores, { list: [STORE], total: 1 }),
      answer(DinerAvailabilityService.method.getBookingRuleInfo, RULE),
      answer(DinerAvailabilityService.method.getEarliestBookingDate, { date: '2027-02-01' }),
      answer(DinerAvailabilityService.method.queryDailyInventoryCount, { list: [] }),
      answer(DinerAvailabilityService.method.queryBookingInventory, {
        list: [
          {
            storeShiftId: '2',
            name: 'Dinner',
            startSecond: 64800,
            endSecond: 79200,
            slotList: [{ startSecond: 64800, endSecond: 72000, state: SlotInventory_State.AVAILABLE }],
          },
        ],
      }),
      answer(DinerBookingQuoteService.method.quoteBooking, { depositAmount: '30000', latestCancelDay: 1 }),
    ]);
    const store = createTestStore({ request: network.request });
    store.session.checked = true;
    const { container } = await bootPage(BookingBeforePage, { store, params: { storeId: '7' } });
    await waitFor(() => expect(container.querySelector('.slot')).toBeTruthy());
    expect(container.querySelector('.login-required')).toBeNull();
    await act(async () => fireEvent.click(container.querySelector('.slot')!));
    await waitFor(() =>
      expect(container.querySelector('[data-testid="deposit-hint"]')?.textContent).toBe(
        '2 位用餐需付订金 HK$300，下单后支付',
      ),
    );

    await act(async () => fireEvent.click(container.querySelector('.booking-before__next')!));
    await waitFor(() => expect(nav.opened()).toEqual(['/pages/sub-user/login/index']));
    await act(async () => store.session.setSession('k', create(UserSchema, DINER_USER)));
    await waitFor(() => expect(nav.opened()).toHaveLength(2));
    const confirm = new URL(`https://app${nav.opened()[1]}`);
    expect(confirm.pathname).toBe('/pages/sub-user/booking-confirm/index');
    expect(Object.fromEntries(confirm.searchParams)).toMatchObject({
      storeId: '7',
      date: '2027-02-01',
      shiftId: '2',
      start: '64800',
      adults: '2',
      children: '0',
    });
    jest.restoreAllMocks();
  });
});

describe('the deposit rule, before the last step', () => {
  const DINNER = {
    storeShiftId: '2',
    name: 'Dinner',
    startSecond: 64800,
    endSecond: 79200,
    slotList: [{ startSecond: 64800, endSecond: 72000, state: SlotInventory_State.AVAILABLE }],
  };

  it('once a party and a time are chosen, says the deposit that choice asks for, or that it asks none', async () => {
    // The store's policy: dinner for 6 or more pays HK$600.
    const quoted: number[] = [];
    const network = fakeNetwork([
      answer(StoreService.method.queryStores, { list: [STORE], total: 1 }),
      answer(DinerAvailabilityService.method.getBookingRuleInfo, {
        info: {
          timezone: 'Asia/Hong_Kong',
          minDate: '2027-02-01',
          maxDate: '2027-03-31',
          rule: { minPeople: 1, maxPeople: 12 },
        },
      }),
      answer(DinerAvailabilityService.method.getEarliestBookingDate, { date: '2027-02-01' }),
      answer(DinerAvailabilityService.method.queryDailyInventoryCount, { list: [] }),
      answer(DinerAvailabilityService.method.queryBookingInventory, { list: [DINNER] }),
      answer(DinerBookingQuoteService.method.quoteBooking, (_req, input) => {
        quoted.push(input.peopleCount);
        return { depositAmount: input.peopleCount >= 6 ? '60000' : '0', latestCancelDay: 1 };
      }),
    ]);
    const storage = createMemoryStorage();
    storage.set('booking-draft:7', JSON.stringify({ adults: 5, children: 0, date: '2027-02-01' }));
    const { container } = await bootPage(BookingBeforePage, {
      diner: true,
      store: createTestStore({ request: network.request, storage }),
      storage,
      params: { storeId: '7' },
    });
    await waitFor(() => expect(container.querySelector('.slot')).toBeTruthy());
    const hint = () => container.querySelector('[data-testid="deposit-hint"]')?.textContent ?? null;
    // Nothing to say before a time is chosen.
    expect(hint()).toBeNull();
    await act(async () => fireEvent.click(container.querySelector('.slot')!));
    await waitFor(() => expect(hint()).toBe('该时段 5 位用餐无需订金'));
    await act(async () => fireEvent.click(container.querySelector('.booking-before__adults .nut-inputnumber-add')!));
    await waitFor(() => expect(hint()).toBe('6 位用餐需付订金 HK$600，下单后支付'));
    expect(quoted).toEqual([5, 6]);
  });
});
