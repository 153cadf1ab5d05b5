import { waitFor } from '@testing-library/react';
import { BookingOrder_Status } from '@/gen/booking/v1/booking_order_pb';
import { StoreShiftService } from '@/gen/store/v1/shift_pb';
import BookingHomePage from '@/pages/sub-store/booking-home/index';
import { bootPage } from '../support/boot-page';
import { answer } from '../support/fake-network';
import { resetHostUi } from '../support/host-ui';
import { orderInit, SHIFTS, staffNetwork, tomorrow } from '../support/staff-fixtures';
import { createTestStore } from '../support/test-store';

const hm = (h: number, m = 0) => h * 3600 + m * 60;

// Dinner limited to 8 covers and 2 parties per 15 minutes; lunch has no limit.
const PACED = SHIFTS.map((s) => (s.model?.id === '22' ? { ...s, pacingMaxCovers: 8, pacingMaxParties: 2 } : s));

const ORDERS = () => [
  orderInit('201', { reservationStartSecond: hm(18), adultCount: 4, peopleCount: 4 }),
  // 18:14 is still the 18:00 window; two children count as covers.
  orderInit('202', { reservationStartSecond: hm(18, 14), adultCount: 2, childCount: 2, peopleCount: 4 }),
  orderInit('203', { reservationStartSecond: hm(18, 30), adultCount: 2, peopleCount: 2 }),
  // A cancelled booking frees its place: not counted.
  orderInit('204', { reservationStartSecond: hm(18, 30), adultCount: 6, status: BookingOrder_Status.CLOSED }),
];

async function openBoard(language?: 'en') {
  const network = staffNetwork([answer(StoreShiftService.method.queryShifts, { list: PACED })], ORDERS);
  const store = createTestStore({ request: network.request, language });
  store.operator.setType('STORE');
  const page = await bootPage(BookingHomePage, {
    path: '/pages/sub-store/booking-home/index',
    params: { date: tomorrow() },
    store,
  });
  await waitFor(() => expect(store.staff.day.status).toBe('ready'));
  return page;
}

const cells = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('.booking-timeline__pace'))
    .filter((el) => el.textContent)
    .map((el) => [el.textContent, el.classList.contains('booking-timeline__pace--full')]);

describe('the timeline’s pacing row', () => {
  beforeEach(() => resetHostUi());

  it('shows covers and parties starting per 15 minutes against the limits, marked at the limit', async () => {
    const { container } = await openBoard();
    expect(container.querySelector('.booking-timeline__names')?.textContent).toContain('出餐节奏（每 15 分钟）');
    expect(cells(container)).toEqual([
      ['8/8 · 2/2 已满', true],
      ['2/8 · 1/2', false],
    ]);
    // A window for each quarter hour of dinner (17:30-22:00), none for lunch, which has no limit.
    expect(container.querySelectorAll('.booking-timeline__pace')).toHaveLength(18);
  });

  it('reads in English', async () => {
    const { container } = await openBoard('en');
    expect(container.querySelector('.booking-timeline__names')?.textContent).toContain('Pacing (per 15 min)');
    expect(cells(container)[0]).toEqual(['8/8 · 2/2 full', true]);
  });
});
