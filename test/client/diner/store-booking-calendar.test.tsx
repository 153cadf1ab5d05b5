import { StoreService } from '@/gen/store/v1/store_query_service_pb';
import { StoreMenuService } from '@/gen/content/v1/menu_pb';
import { ArticleService } from '@/gen/content/v1/article_pb';
import {
  DinerAvailabilityService,
  type GetBookingRuleInfoResponseSchema,
} from '@/gen/booking/v1/availability_service_pb';
import { DailyInventoryCount_Availability } from '@/gen/booking/v1/availability_pb';
import { act, fireEvent, waitFor } from '@testing-library/react';
import StoreDetailPage from '@/pages/sub-user/store-detail/index';
import { createMemoryStorage } from '@/platform/memory-storage';
import { bootPage } from '../support/boot-page';
import { watchNavigation } from '../support/host-navigation';
import { answer, fakeNetwork, type Init, jsonFile } from '../support/fake-network';
import { ClientConfigSchema } from '@/gen/platform/v1/client_config_pb';
import { resetHostUi } from '../support/host-ui';
import { createTestStore } from '../support/test-store';
import { STORE } from './diner-network';

// The client config's "show booking calendar": the store page shows the bookable
// days, and tapping an open one starts booking on that day.
const RULE: Init<typeof GetBookingRuleInfoResponseSchema> = {
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
  const network = fakeNetwork([
    jsonFile('/platform-client-config/1.json', ClientConfigSchema, {
      model: { id: '1' },
      config: { flags: { showBookingCalendar } },
    }),
    answer(StoreService.method.queryStores, { list: [STORE], total: 1 }),
    answer(StoreMenuService.method.listStoreMenus, { list: [] }),
    answer(ArticleService.method.listArticles, { list: [], total: 0 }),
    answer(DinerAvailabilityService.method.getBookingRuleInfo, RULE),
    answer(DinerAvailabilityService.method.getEarliestBookingDate, { date: '2027-02-01' }),
    answer(DinerAvailabilityService.method.queryDailyInventoryCount, {
      list: [
        { date: '2027-02-02', availability: DailyInventoryCount_Availability.AVAILABLE },
        { date: '2027-02-03', availability: DailyInventoryCount_Availability.FULL },
      ],
    }),
    answer(DinerAvailabilityService.method.queryBookingInventory, { list: [] }),
  ]);
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
