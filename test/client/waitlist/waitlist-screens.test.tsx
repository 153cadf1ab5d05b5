import { timestampFromMs } from '@bufbuild/protobuf/wkt';
import { create } from '@bufbuild/protobuf';
import { act, fireEvent, waitFor } from '@testing-library/react';
import Taro from '@tarojs/taro';
import BookingBeforePage from '@/pages/sub-user/booking-before/index';
import WaitlistPage from '@/pages/sub-user/waitlist/index';
import { StoreService } from '@/gen/store/v1/store_query_service_pb';
import { DinerAvailabilityService } from '@/gen/booking/v1/availability_service_pb';
import { SlotInventory_State } from '@/gen/booking/v1/availability_pb';
import { BookingOrder_Status } from '@/gen/booking/v1/booking_order_pb';
import { DinerWaitlistService } from '@/gen/booking/v1/diner_waitlist_service_pb';
import { WaitlistEntry_Status as Status, type WaitlistEntrySchema } from '@/gen/booking/v1/waitlist_pb';
import { UserSchema } from '@/gen/identity/v1/user_pb';
import { i18n } from '@/i18n/i18n';
import { bootPage } from '../support/boot-page';
import { answer, fakeNetwork, type CannedRoute, type Init } from '../support/fake-network';
import { watchNavigation } from '../support/host-navigation';
import { resetHostUi, toastText } from '../support/host-ui';
import { DINER_USER } from '../support/identity-network';
import { sentTo } from '../support/setup-fields';
import { createTestStore } from '../support/test-store';
import { languagesFromChunks } from '../support/language-chunks';
import { STORE } from '../diner/diner-network';

// The waitlist as a diner meets it: joining from the booking page when the
// day is full (logging in on the way), then my waitlist with its place, an
// offered table counting down, "book now" on to the deposit payment, a table
// taken meanwhile, and leaving.

languagesFromChunks();

afterEach(() => {
  resetHostUi();
  jest.restoreAllMocks();
});

const entry = (over: Partial<Init<typeof WaitlistEntrySchema>> = {}): Init<typeof WaitlistEntrySchema> => ({
  id: '41',
  storeId: '7',
  storeName: 'Jade Garden',
  reservationDate: '2027-02-01',
  windowStartSecond: 64800,
  windowEndSecond: 72000,
  adultCount: 2,
  childCount: 0,
  status: Status.WAITING,
  place: 2,
  bookingOrderId: '0',
  timezone: 'Asia/Hong_Kong',
  ...over,
});

function bootWaitlist(routes: CannedRoute[], language: 'zh-Hans' | 'en' = 'zh-Hans') {
  const net = fakeNetwork(routes);
  const open = bootPage(WaitlistPage, { diner: true, store: createTestStore({ request: net.request, language }) });
  return { net, open };
}

describe('joining the waitlist on the booking page', () => {
  it('offers a full day to a logged-out diner, asks for the login and joins with the window and party', async () => {
    const nav = watchNavigation();
    const network = fakeNetwork([
      answer(StoreService.method.queryStores, { list: [STORE], total: 1 }),
      answer(DinerAvailabilityService.method.getBookingRuleInfo, {
        info: {
          timezone: 'Asia/Hong_Kong',
          minDate: '2027-02-01',
          maxDate: '2027-03-31',
          rule: { minPeople: 1, maxPeople: 4 },
        },
      }),
      answer(DinerAvailabilityService.method.getEarliestBookingDate, { date: '2027-02-01' }),
      answer(DinerAvailabilityService.method.queryDailyInventoryCount, { list: [] }),
      answer(DinerAvailabilityService.method.queryBookingInventory, {
        list: [
          {
            storeShiftId: '2',
            name: 'Dinner',
            startSecond: 64800,
            endSecond: 79200,
            slotList: [{ startSecond: 64800, endSecond: 72000, state: SlotInventory_State.TAKEN }],
          },
        ],
      }),
      answer(DinerWaitlistService.method.joinWaitlist, { entry: entry({ place: 1 }) }),
    ]);
    const store = createTestStore({ request: network.request });
    store.session.checked = true;
    const { container, findByText, getByText } = await bootPage(BookingBeforePage, { store, params: { storeId: '7' } });
    expect(await findByText('2027-02-01已订满')).toBeTruthy();
    const openLink = container.querySelector('.waitlist-join__open');
    if (openLink) await act(async () => fireEvent.click(openLink));
    expect(getByText('有空位时我们会按加入顺序通知您,并为您保留15分钟。')).toBeTruthy();
    expect(container.querySelector('[data-testid="waitlist-from"]')!.textContent).toBe('18:00');
    expect(container.querySelector('[data-testid="waitlist-to"]')!.textContent).toBe('20:00');
    // Typed as the host does: Taro's input sends its value in the event's detail.
    const name = container.querySelector('.waitlist-join__name taro-input-core, .waitlist-join__name input')!;
    await act(async () => {
      (name as HTMLInputElement).value = 'Lin';
      name.dispatchEvent(new CustomEvent('input', { detail: { value: 'Lin' }, bubbles: true }));
    });
    await act(async () => fireEvent.click(container.querySelector('.waitlist-join__submit')!));
    await waitFor(() => expect(nav.opened()).toEqual(['/pages/sub-user/login/index']));
    expect(sentTo(network.calls, 'JoinWaitlist')).toEqual([]);
    await act(async () => store.session.setSession('k', create(UserSchema, DINER_USER)));
    await waitFor(() =>
      expect(sentTo(network.calls, 'JoinWaitlist')).toEqual([
        {
          storeId: '7',
          reservationDate: '2027-02-01',
          windowStartSecond: 64800,
          windowEndSecond: 72000,
          adultCount: 2,
          diner: { lastName: 'Lin' },
        },
      ]),
    );
    await waitFor(() => expect(nav.opened().at(-1)).toBe('/pages/sub-user/waitlist/index'));
  });
});

describe('my waitlist', () => {
  it('shows the place of a waiting entry and an offered table with its countdown', async () => {
    const { open } = bootWaitlist([
      answer(DinerWaitlistService.method.queryMyWaitlist, {
        entryList: [
          entry({
            id: '42',
            status: Status.OFFERED,
            place: 0,
            offerShiftId: '2',
            offerStartSecond: 66600,
            offerExpireTime: timestampFromMs(Date.now() + 10 * 60_000),
          }),
          entry(),
          entry({ id: '43', status: Status.EXPIRED, place: 0 }),
        ],
      }),
    ]);
    const { findByTestId, getByText, getAllByText } = await open;
    const offered = await findByTestId('waitlist-entry-42');
    expect(offered.textContent).toContain('有空位');
    expect(offered.textContent).toContain('18:30的空位为您保留');
    expect((await findByTestId('waitlist-countdown')).textContent).toMatch(/^剩余(10:00|9:5\d)$/);
    expect((await findByTestId('waitlist-entry-41')).textContent).toContain('排在第2位');
    expect(getByText('已过期')).toBeTruthy();
    expect(getAllByText('2027-02-01 18:00–20:00 · 2位').length).toBe(3);
  });

  it('books an offered table and goes on to pay its deposit', async () => {
    const nav = watchNavigation();
    const offered = entry({
      status: Status.OFFERED,
      place: 0,
      offerStartSecond: 64800,
      offerExpireTime: timestampFromMs(Date.now() + 5 * 60_000),
    });
    const { net, open } = bootWaitlist([
      answer(DinerWaitlistService.method.queryMyWaitlist, { entryList: [offered] }),
      answer(DinerWaitlistService.method.acceptWaitlistOffer, {
        entry: { ...offered, status: Status.BOOKED, bookingOrderId: '88' },
        order: { model: { id: '88' }, status: BookingOrder_Status.WAIT_DEPOSIT_PAYMENT },
      }),
    ]);
    const { findByText } = await open;
    await act(async () => fireEvent.click(await findByText('立即预订')));
    await waitFor(() => expect(sentTo(net.calls, 'AcceptWaitlistOffer')).toEqual([{ entryId: '41' }]));
    await waitFor(() => expect(nav.opened()).toEqual(['/pages/sub-user/payment/index?orderId=88']));
  });

  it('says so when the table was taken meanwhile and shows the entry back in line', async () => {
    const offered = entry({
      status: Status.OFFERED,
      place: 0,
      offerStartSecond: 64800,
      offerExpireTime: timestampFromMs(Date.now() + 5 * 60_000),
    });
    const { open } = bootWaitlist([
      answer(DinerWaitlistService.method.queryMyWaitlist, { entryList: [offered] }),
      answer(DinerWaitlistService.method.acceptWaitlistOffer, { entry: entry({ place: 1 }), slotGone: true }),
    ]);
    const { findByText, findByTestId } = await open;
    await act(async () => fireEvent.click(await findByText('立即预订')));
    await waitFor(() => expect(toastText()).toBe('这个空位刚被订走了,您仍保留原来的候补位置'));
    expect((await findByTestId('waitlist-entry-41')).textContent).toContain('排在第1位');
  });

  it('leaves the waitlist after asking', async () => {
    jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false } as never);
    const { net, open } = bootWaitlist([
      answer(DinerWaitlistService.method.queryMyWaitlist, { entryList: [entry()] }),
      answer(DinerWaitlistService.method.leaveWaitlist, { entry: entry({ status: Status.CANCELLED, place: 0 }) }),
    ]);
    const { findByText, findByTestId } = await open;
    await act(async () => fireEvent.click(await findByText('退出候补')));
    await waitFor(() => expect(sentTo(net.calls, 'LeaveWaitlist')).toEqual([{ entryId: '41' }]));
    await waitFor(async () => expect((await findByTestId('waitlist-entry-41')).textContent).toContain('已退出'));
  });

  it('reads in English for a diner who uses the app in English', async () => {
    try {
      const { open } = bootWaitlist(
        [
          answer(DinerWaitlistService.method.queryMyWaitlist, {
            entryList: [
              entry({
                status: Status.OFFERED,
                place: 0,
                offerStartSecond: 64800,
                offerExpireTime: timestampFromMs(Date.now() + 5 * 60_000),
              }),
            ],
          }),
        ],
        'en',
      );
      const { findByText, findByTestId } = await open;
      expect(await findByText('Book now')).toBeTruthy();
      expect((await findByTestId('waitlist-entry-41')).textContent).toContain('A table at 18:00 is held for you');
    } finally {
      await act(async () => void (await i18n.changeLanguage('zh-Hans')));
    }
  });
});
