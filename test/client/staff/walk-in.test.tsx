import Taro from '@tarojs/taro';
import { act, fireEvent, waitFor } from '@testing-library/react';
import BookingHomePage from '@/pages/sub-store/booking-home/index';
import { StoreWalkInService } from '@/gen/booking/v1/store_walk_in_service_pb';
import { BookingOrder_Source } from '@/gen/booking/v1/booking_order_pb';
import { SERVER_MESSAGE } from '@common/server-messages';
import { answer, refusal } from '../support/fake-network';
import { bootPage } from '../support/boot-page';
import { resetHostUi, toastText, modalText } from '../support/host-ui';
import { createTestStore } from '../support/test-store';
import { StoreShiftService } from '@/gen/store/v1/shift_pb';
import {
  bodyOf,
  ITEM,
  orderInit,
  P,
  SHIFTS,
  staffNetwork,
  today,
  tomorrow,
  type OrderInit,
} from '../support/staff-fixtures';

// Seat walk-in on today's board: the party size, one tap on a table free now, seat.
// The booking is the server's to make (for now, arrived); the board shows it at once.
const PATH = '/pages/sub-store/booking-home/index';
const W = (method: string) => `/grpc/private/booking.v1.StoreWalkInService/${method}`;

const tablesNow = answer(StoreWalkInService.method.getWalkInTables, (_r, input) => ({
  reservationDate: today(),
  storeShiftId: '22',
  storeShiftName: 'Dinner',
  reservationStartSecond: 18 * 3600,
  reservationEndSecond: 20 * 3600,
  list: [
    { storeTableItemId: ITEM.vip, name: 'VIP Room', seatCapacity: 12 },
    { storeTableItemId: ITEM.a1, name: 'A1', seatCapacity: 2 },
    { storeTableItemId: ITEM.c1, name: 'C1', seatCapacity: 6 },
  ],
  suggestedItemIdList: input.peopleCount <= 2 ? [ITEM.a1] : [ITEM.c1],
}));
const seated = answer(StoreWalkInService.method.seatWalkIn, {
  order: orderInit('901', { source: BookingOrder_Source.WALK_IN, storeTableItemIdList: [ITEM.a1] }),
});

async function boot(date: string, routes = [tablesNow, seated], orders?: () => OrderInit[]) {
  const network = staffNetwork(routes, orders);
  const store = createTestStore({ request: network.request });
  store.operator.setType('STORE');
  const page = await bootPage(BookingHomePage, { path: PATH, params: { date }, store });
  await waitFor(() => expect(store.staff.day.status).toBe('ready'));
  return { ...page, store, network };
}
const calls = (network: { calls: { url: string; body?: string }[] }, path: string) =>
  network.calls.filter((c) => c.url.endsWith(path));
const chips = (container: HTMLElement) =>
  Array.from(container.querySelectorAll<HTMLElement>('.walk-in .staff-form__chip')).map((c) => c.textContent);
const tap = (el: Element) => act(async () => fireEvent.click(el));
const tapTable = (container: HTMLElement, name: string) =>
  tap(
    Array.from(container.querySelectorAll('.walk-in .staff-form__chip')).find((c) =>
      c.textContent?.startsWith(`${name} ·`),
    )!,
  );
const seatButton = (container: HTMLElement) => container.querySelectorAll('.walk-in__actions .nut-button')[1]!;

beforeEach(() => resetHostUi());
afterEach(() => jest.restoreAllMocks());

describe('seat walk-in', () => {
  it('names the shift open now in the reader’s language', async () => {
    const named = SHIFTS.map((s) => (s.model?.id === '22' ? { ...s, intlName: { zhHans: '晚市' } } : s));
    const { container } = await boot(today(), [
      tablesNow,
      seated,
      answer(StoreShiftService.method.queryShifts, { list: named }),
    ]);
    await tap(container.querySelector('.booking-home__walk-in')!);
    await waitFor(() => expect(container.querySelector('.walk-in__title')?.textContent).toBe('散客入座 · 晚市'));
  });

  it('is offered on today’s board only', async () => {
    const { container } = await boot(tomorrow());
    expect(container.querySelector('.booking-home__walk-in')).toBeNull();
  });

  it('seats a party of two in two taps, on a table free now, and the board shows it', async () => {
    jest.spyOn(Taro, 'showToast');
    const { container, network } = await boot(today());
    await tap(container.querySelector('.booking-home__walk-in')!);
    await waitFor(() => expect(chips(container)).toHaveLength(3));
    expect(container.querySelector('.walk-in__title')?.textContent).toBe('散客入座 · Dinner');
    // The best fit for the party first, then the smallest that seat it.
    expect(chips(container)).toEqual(['A1 · 2座 · 推荐', 'C1 · 6座', 'VIP Room · 12座']);
    expect(bodyOf(calls(network, W('GetWalkInTables'))[0])).toEqual({ storeId: '11', peopleCount: 2 });
    expect(seatButton(container).className).toContain('disabled');

    const boardReads = calls(network, P.orders).length;
    await tapTable(container, 'A1');
    expect(container.querySelector('.walk-in__seats')?.textContent).toBe('已选1张桌，共2座');
    await tap(seatButton(container));
    await waitFor(() => expect(calls(network, W('SeatWalkIn'))).toHaveLength(1));
    // No name, no phone, no time: the server seats the party now.
    expect(bodyOf(calls(network, W('SeatWalkIn'))[0])).toEqual({
      storeId: '11',
      adultCount: 2,
      storeTableItemIdList: [ITEM.a1],
    });
    await waitFor(() => expect(toastText()).toBe('已入座'));
    await waitFor(() => expect(container.querySelector('.walk-in')).toBeNull());
    await waitFor(() => expect(calls(network, P.orders).length).toBeGreaterThan(boardReads));
  });

  it('asks again for the party size it is given, and says when the tables chosen are short of seats', async () => {
    const { container, network } = await boot(today());
    await tap(container.querySelector('.booking-home__walk-in')!);
    await waitFor(() => expect(chips(container)).toHaveLength(3));
    for (let i = 0; i < 4; i++) await tap(container.querySelector('.walk-in .count-stepper__more')!);
    await waitFor(() => expect(chips(container)[0]).toBe('C1 · 6座 · 推荐'));
    expect(bodyOf(calls(network, W('GetWalkInTables')).at(-1))).toEqual({ storeId: '11', peopleCount: 6 });
    await tapTable(container, 'A1');
    expect(container.querySelector('.walk-in__seats--short')?.textContent).toBe('已选1张桌，共2座，不够6位客人');
    await tapTable(container, 'C1');
    expect(container.querySelector('.walk-in__seats')?.textContent).toBe('已选2张桌，共8座');
    await tap(seatButton(container));
    await waitFor(() => expect(calls(network, W('SeatWalkIn'))).toHaveLength(1));
    expect(bodyOf(calls(network, W('SeatWalkIn'))[0])).toMatchObject({
      adultCount: 6,
      storeTableItemIdList: [ITEM.a1, ITEM.c1],
    });
  });

  it('says so when the table was taken meanwhile, and shows what is free now', async () => {
    const { container, network } = await boot(today(), [
      tablesNow,
      answer(StoreWalkInService.method.seatWalkIn, refusal('aborted', SERVER_MESSAGE.walkInTableTaken, 409)),
    ]);
    await tap(container.querySelector('.booking-home__walk-in')!);
    await waitFor(() => expect(chips(container)).toHaveLength(3));
    await tapTable(container, 'A1');
    await tap(seatButton(container));
    await waitFor(() => expect(toastText() || modalText()).toBe('该桌现在有人或即将有预订，请换一张桌'));
    await waitFor(() => expect(calls(network, W('GetWalkInTables'))).toHaveLength(2));
    expect(container.querySelector('.walk-in')).not.toBeNull();
  });

  it('names a walk-in who gave no name as one on the board', async () => {
    const walkIn = orderInit('902', {
      source: BookingOrder_Source.WALK_IN,
      diner: {},
      adultCount: 2,
      peopleCount: 2,
      reservationDate: today(),
      storeTableItemIdList: [ITEM.a1],
      storeTableItemNameList: ['A1'],
    });
    const { container } = await boot(today(), [tablesNow, seated], () => [walkIn]);
    await waitFor(() => expect(container.querySelectorAll('.booking-timeline__block')).toHaveLength(1));
    expect(container.querySelector('.booking-timeline__block')?.textContent).toContain('散客');
  });
});
