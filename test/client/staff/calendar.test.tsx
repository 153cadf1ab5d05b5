import { DailyInventoryCount_Availability } from '@/gen/booking/v1/availability_pb';
import {
  StoreAvailabilityService,
  type QueryStoreDailyInventoryCountResponseSchema,
} from '@/gen/booking/v1/availability_service_pb';
import { answer, type Init } from '../support/fake-network';
import Taro from '@tarojs/taro';
import { act, fireEvent, waitFor } from '@testing-library/react';
import { runInAction } from 'mobx';
import StoreCalendarPickerPage from '@/pages/sub-store/store-calendar-picker/index';
import StoreCalendarPickerRangePage from '@/pages/sub-store/store-calendar-picker-range/index';
import { monthGrid } from '@/components/month-calendar';
import { isoWeekday } from '@/common/zoned-time';
import { SETTING_KEYS } from '@/stores/settings.store';
import { createMemoryStorage } from '@/platform/memory-storage';
import { bootPage } from '../support/boot-page';
import { createTestStore } from '../support/test-store';
import { bodyOf, P, staffNetwork } from '../support/staff-fixtures';

describe('month grid', () => {
  it('knows weekdays and starts weeks on the chosen day', () => {
    expect(isoWeekday('2026-11-22')).toBe(7); // a Sunday
    const sunday = monthGrid('2026-11-15', 0);
    expect(sunday[0][0]).toEqual({ date: '2026-11-01', day: 1, inMonth: true });
    const monday = monthGrid('2026-11-15', 1);
    expect(monday[0][0]).toEqual({ date: '2026-10-26', day: 26, inMonth: false });
    expect(monday.at(-1)!.at(-1)).toEqual({ date: '2026-12-06', day: 6, inMonth: false });
    expect(monday.every((w) => w.length === 7)).toBe(true);
    const saturday = monthGrid('2026-11-15', 6);
    expect(saturday[0][0]).toEqual({ date: '2026-10-31', day: 31, inMonth: false });
    expect(saturday.at(-1)!.at(-1)).toEqual({ date: '2026-12-04', day: 4, inMonth: false });
  });
});

// Counts as the server gives them per mode for November 2026.
const counts = (mode: string): Init<typeof QueryStoreDailyInventoryCountResponseSchema> => {
  const n = mode === 'TABLES' ? 3 : mode === 'DINERS' ? 22 : 4;
  return {
    list: [
      {
        date: '2026-11-23',
        availability: DailyInventoryCount_Availability.AVAILABLE,
        count: n,
        tableCount: 3,
        dinerCount: 22,
        orderCount: 4,
      },
      { date: '2026-11-24', availability: DailyInventoryCount_Availability.REST },
    ],
  };
};

async function bootPicker(Page = StoreCalendarPickerPage, params: Record<string, string> = { date: '2026-11-23' }) {
  const storage = createMemoryStorage();
  storage.set(SETTING_KEYS.weekStart, '1');
  const network = staffNetwork([
    answer(StoreAvailabilityService.method.queryStoreDailyInventoryCount, (req) => counts(String(bodyOf(req).mode))),
  ]);
  const store = createTestStore({ request: network.request, storage });
  // The board shows the fixture's month, whatever today is: the range picker
  // opens on the board's date.
  runInAction(() => {
    store.staff.day.date = '2026-11-23';
  });
  const page = await bootPage(Page, { path: '/pages/sub-store/store-calendar-picker/index', params, store });
  await waitFor(() => expect(network.calls.some((c) => c.url.endsWith(P.dailyCount))).toBe(true));
  return { ...page, store, network };
}

const cell = (container: HTMLElement, date: string) => container.querySelector<HTMLElement>(`[data-date="${date}"]`)!;

describe('store calendar picker', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows each date’s count in the chosen mode, rest days marked, and asks for the whole visible weeks', async () => {
    const { container, network, getByText, store } = await bootPicker();
    await waitFor(() => expect(cell(container, '2026-11-23').textContent).toBe('234'));
    expect(cell(container, '2026-11-24').textContent).toBe('24休');
    expect(bodyOf(network.calls.find((c) => c.url.endsWith(P.dailyCount)))).toMatchObject({
      storeId: '11',
      startDate: '2026-10-26',
      endDate: '2026-12-06',
      mode: 'ORDERS',
    });
    await act(async () => fireEvent.click(getByText('人数')));
    await waitFor(() => expect(cell(container, '2026-11-23').textContent).toBe('2322'));
    await act(async () => fireEvent.click(getByText('桌数')));
    await waitFor(() => expect(cell(container, '2026-11-23').textContent).toBe('233'));
    // The mode is remembered.
    expect(store.staff.calendar.mode).toBe('tables');
    expect(store.platform.storage.get('staff.calendarCountMode')).toBe('tables');
  });

  it('picking a date sets the board’s date and goes back', async () => {
    jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' });
    const { container, store } = await bootPicker();
    await act(async () => fireEvent.click(cell(container, '2026-11-23')));
    expect(store.staff.day.date).toBe('2026-11-23');
  });

  it('the range picker takes a first and a last date, either order, and sets the board’s range', async () => {
    jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' });
    const { container, store, getByText } = await bootPicker(StoreCalendarPickerRangePage);
    await act(async () => fireEvent.click(cell(container, '2026-11-20')));
    expect(getByText('请选择结束日期')).toBeTruthy();
    await act(async () => fireEvent.click(cell(container, '2026-11-12')));
    expect(getByText('2026-11-12 至 2026-11-20')).toBeTruthy();
    expect(container.querySelectorAll('.month-calendar__day--in-range')).toHaveLength(7);
    await act(async () => fireEvent.click(getByText('确定')));
    expect(store.staff.day.range).toEqual({ start: '2026-11-12', end: '2026-11-20' });
    expect(store.staff.day.view).toBe('list');
  });
});
