import { act, fireEvent, waitFor } from '@testing-library/react';
import StoreDetailPage from '@/pages/sub-user/store-detail/index';
import { createMemoryStorage } from '@/platform/memory-storage';
import { bootPage } from '../support/boot-page';
import { watchNavigation } from '../support/host-navigation';
import { fakeNetwork } from '../support/fake-network';
import { resetHostUi } from '../support/host-ui';
import { createTestStore } from '../support/test-store';
import { answer, P, STORE } from './diner-network';

// The client config's "show booking calendar": the store page shows the bookable
// days, and tapping an open one starts booking on that day.
const RULE = {
  info: {
    timezone: 'Asia/Hong_Kong',
    minDate: '2027-02-01',
    maxDate: '2027-02-28',
    rule: { minPeople: 1, maxPeople: 8 },
  },
};

afterEach(() => resetHostUi());

async function openStore(showBookingCalendar: boolean) {
  const storage = createMemoryStorage();
  const network = fakeNetwork({
    '/platform-client-config/1.json': answer({ model: { id: '1' }, config: { flags: { showBookingCalendar } } }),
    [P.queryStores]: answer({ list: [STORE], total: 1 }),
    [P.menus]: answer({ list: [] }),
    [P.articles]: answer({ list: [], total: 0 }),
    [P.ruleInfo]: answer(RULE),
    [P.earliest]: answer({ date: '2027-02-01' }),
    [P.daily]: answer({
      list: [
        { date: '2027-02-02', availability: 'AVAILABLE' },
        { date: '2027-02-03', availability: 'FULL' },
      ],
    }),
    [P.inventory]: answer({ list: [] }),
  });
  const store = createTestStore({ request: network.request, storage });
  await store.clientConfig.load();
  const page = await bootPage(StoreDetailPage, { store, storage, params: { storeId: '7' } });
  await waitFor(() => expect(page.container.querySelector('.store-detail__book')).toBeTruthy());
  return { ...page, storage };
}

const day = (container: HTMLElement, date: number) =>
  Array.from(container.querySelectorAll<HTMLElement>('.store-detail__calendar .nut-calendarcard-day.current')).find(
    (el) => el.querySelector('.nut-calendarcard-day-inner')?.textContent?.startsWith(String(date)),
  )!;

describe('the store page with the booking calendar', () => {
  it('marks full days, and an open day starts booking on it', async () => {
    const nav = watchNavigation();
    const { container, storage } = await openStore(true);
    await waitFor(() => expect(day(container, 3)?.textContent).toContain('已满'));
    await act(async () => fireEvent.click(day(container, 3)));
    expect(nav.navigateTo).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(day(container, 2)));
    await waitFor(() =>
      expect(nav.navigateTo).toHaveBeenCalledWith({ url: '/pages/sub-user/booking-before/index?storeId=7' }),
    );
    expect(JSON.parse(storage.get('booking-draft:7')!)).toMatchObject({ date: '2027-02-02' });
  });

  it('is not there when the config leaves it off', async () => {
    const { container } = await openStore(false);
    expect(container.querySelector('.store-detail__calendar')).toBeNull();
  });
});
