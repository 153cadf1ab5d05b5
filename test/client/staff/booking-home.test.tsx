import { StoreDailyMemoService } from '@/gen/store/v1/store_day_service_pb';
import { answer, refusal } from '../support/fake-network';
import { StoreBookingOrderService } from '@/gen/booking/v1/store_booking_order_service_pb';
import { StoreBookingBoardService } from '@/gen/booking/v1/store_booking_board_service_pb';
import Taro from '@tarojs/taro';
import { act, fireEvent, waitFor } from '@testing-library/react';
import BookingHomePage from '@/pages/sub-store/booking-home/index';
import { bootPage } from '../support/boot-page';
import { createTestStore } from '../support/test-store';
import { addDays } from '@common/business-date';
import { bodyOf, DEFAULT_ORDERS, orderInit, P, STORE, staffNetwork, today, tomorrow } from '../support/staff-fixtures';
import { PermittedStoreService } from '@/gen/store/v1/store_query_service_pb';

const PATH = '/pages/sub-store/booking-home/index';

async function boot(network = staffNetwork()) {
  const store = createTestStore({ request: network.request });
  store.operator.setType('STORE');
  const page = await bootPage(BookingHomePage, { path: PATH, params: { date: tomorrow() }, store });
  await waitFor(() => expect(store.staff.day.status).toBe('ready'));
  return { ...page, store, network };
}

const texts = (container: HTMLElement, selector: string) =>
  Array.from(container.querySelectorAll(selector)).map((el) => el.textContent);

describe('booking-home', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('opens on the date asked for, in the first permitted store, with the day’s counts', async () => {
    const { container, network, store } = await boot();
    expect(store.operator.storeId).toBe('11');
    expect(container.querySelector('.board-header__store-name')?.textContent).toBe('Jade Garden · The Bund');
    // The day's orders (the pending line asks by status, for every date).
    const ordersCall = network.calls.find((c) => c.url.endsWith(P.orders) && !bodyOf(c).statusIn);
    expect(bodyOf(ordersCall)).toMatchObject({ storeId: '11', startDate: tomorrow(), endDate: tomorrow() });
    expect(container.querySelector('.board-header__summary')?.textContent).toBe('4单 · 22人');
    const chips = texts(container, '.status-count-bar__chip');
    expect(chips).toContain('待服务3');
    expect(chips).toContain('待确认1');
  });

  it("names the store in the reader's language where its staff gave one", async () => {
    const named = { ...STORE, intlInfo: { name: { zhHans: '翡翠花园 · 外滩', zhHant: '翡翠花園 · 外灘', en: '' } } };
    const { container, store } = await boot(
      staffNetwork([answer(PermittedStoreService.method.queryPermittedStores, { list: [named], total: 1 })]),
    );
    const name = () => container.querySelector('.board-header__store-name')?.textContent;
    expect(name()).toBe('翡翠花园 · 外滩');
    await act(async () => store.settings.setLanguage('zh-Hant'));
    await waitFor(() => expect(name()).toBe('翡翠花園 · 外灘'));
    await act(async () => store.settings.setLanguage('en'));
    await waitFor(() => expect(name()).toBe('Jade Garden · The Bund'));
    await act(async () => store.settings.setLanguage('zh-Hans'));
  });

  it('shows the day’s note and lets staff change it in place', async () => {
    const network = staffNetwork([
      answer(StoreDailyMemoService.method.queryDailyMemos, (r) => ({
        list: bodyOf(r).startDate === tomorrow() ? [{ date: tomorrow(), content: 'Wedding in the hall' }] : [],
      })),
      answer(StoreDailyMemoService.method.setDailyMemo, (_r, input) => ({
        memo: { date: input.date, content: input.content },
      })),
    ]);
    const { container } = await boot(network);
    await waitFor(() => expect(container.querySelector('.daily-memo__text')?.textContent).toBe('Wedding in the hall'));
    await act(async () => fireEvent.click(container.querySelector('.daily-memo')!));
    const input = container.querySelector('.daily-memo__input taro-textarea-core, .daily-memo__input textarea')!;
    await act(async () => {
      (input as HTMLTextAreaElement).value = 'Wedding in the hall; no walk-ins after 19:00';
      input.dispatchEvent(
        new CustomEvent('input', { detail: { value: (input as HTMLTextAreaElement).value }, bubbles: true }),
      );
    });
    await act(async () => fireEvent.click(container.querySelector('.daily-memo__save')!));
    await waitFor(() =>
      expect(container.querySelector('.daily-memo__text')?.textContent).toBe(
        'Wedding in the hall; no walk-ins after 19:00',
      ),
    );
    expect(bodyOf(network.calls.find((c) => c.url.endsWith(P.setMemo)))).toEqual({
      storeId: '11',
      date: tomorrow(),
      content: 'Wedding in the hall; no walk-ins after 19:00',
    });
  });

  it('shows the day in each of the four views', async () => {
    const { container, getByText } = await boot();
    // Timeline (the default): a block per order on its table.
    expect(container.querySelectorAll('.booking-timeline__block')).toHaveLength(4);
    expect(texts(container, '.booking-timeline__item')).toEqual(['VIP Room', 'C1', 'B1', 'B2', 'A1']);

    await act(async () => fireEvent.click(getByText('列表')));
    expect(texts(container, '.booking-order-list__name')).toEqual(['Wong', 'Demo', 'Chan', 'Lau']);

    await act(async () => fireEvent.click(getByText('表格')));
    expect(container.querySelectorAll('.booking-order-table__row')).toHaveLength(5);

    await act(async () => fireEvent.click(getByText('平面图')));
    // At the first lunch slot (11:00) nobody sits yet: every table shows who comes next.
    expect(container.querySelector('.floor-plan__tile')?.textContent).toContain('下一位 19:00');
    await act(async () => fireEvent.click(getByText('12:00')));
    const c1 = Array.from(container.querySelectorAll('.floor-plan__tile')).find((t) => t.textContent?.startsWith('C1'));
    expect(c1?.className).toContain('booking-state--booked');
    expect(c1?.textContent).toContain('Wong · 6');
  });

  it('filters by shift and by status', async () => {
    const { container, getByText, store } = await boot();
    await act(async () => store.staff.day.setView('list'));
    const chip = (text: string) =>
      Array.from(container.querySelectorAll('.board-chip, .status-count-bar__chip')).find((el) =>
        el.textContent?.startsWith(text),
      )!;
    await act(async () => fireEvent.click(chip('Lunch')));
    expect(texts(container, '.booking-order-list__name')).toEqual(['Wong']);
    await act(async () => fireEvent.click(getByText('全部餐段')));
    await act(async () => fireEvent.click(chip('待确认')));
    expect(texts(container, '.booking-order-list__name')).toEqual(['Demo']);
  });

  it('steps to the next day and jumps back to today', async () => {
    const { container, network, store } = await boot();
    const steps = container.querySelectorAll('.board-header__step');
    await act(async () => fireEvent.click(steps[1]));
    await waitFor(() => expect(store.staff.day.status).toBe('ready'));
    const dates = () => network.calls.filter((c) => c.url.endsWith(P.orders)).map((c) => bodyOf(c).startDate);
    expect(dates().at(-1)).toBe(addDays(tomorrow(), 1));
    await act(async () => fireEvent.click(container.querySelector('.board-header__button')!));
    expect(dates().at(-1)).toBe(today());
  });

  it('opens an order from the timeline', async () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never);
    const { container } = await boot();
    await act(async () => fireEvent.click(container.querySelectorAll('.booking-timeline__block')[0]));
    expect(navigateTo).toHaveBeenCalledWith({ url: expect.stringMatching(/store-order-detail\/index\?id=\d+/) });
  });

  it('on a wide window opens the order beside the board, with its actions, and closes it', async () => {
    // Taro reads the window's width from the document (jsdom has none): the host stand's tablet.
    Object.defineProperty(document.documentElement, 'clientWidth', { value: 1280, configurable: true });
    try {
      const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never);
      const { container } = await boot(
        staffNetwork([
          answer(StoreBookingOrderService.method.getStoreBookingOrder, (call) => ({
            order: DEFAULT_ORDERS().find((o) => Object.values(bodyOf(call)).includes(o.model?.id)),
          })),
          answer(StoreBookingOrderService.method.queryBookingOrderLogs, { list: [] }),
        ]),
      );
      await act(async () => fireEvent.click(container.querySelectorAll('.booking-timeline__block')[0]));
      await waitFor(() => expect(container.querySelector('.board-panel .order-summary')).not.toBeNull());
      expect(container.querySelector('.board-panel .order-actions')).not.toBeNull();
      expect(container.querySelector('.booking-timeline')).not.toBeNull();
      expect(navigateTo).not.toHaveBeenCalled();
      await act(async () => fireEvent.click(container.querySelector('.side-panel__close')!));
      expect(container.querySelector('.board-panel')).toBeNull();
    } finally {
      delete (document.documentElement as { clientWidth?: number }).clientWidth;
    }
  });

  it('shows another device’s change within one poll, and reloads nothing while the day is unchanged', async () => {
    let version = 'v1';
    let orders = DEFAULT_ORDERS();
    const network = staffNetwork(
      [answer(StoreBookingBoardService.method.getBookingDayVersion, () => ({ version }))],
      () => orders,
    );
    const { container, store } = await boot(network);
    await act(async () => store.staff.day.setView('list'));
    const loads = () => network.calls.filter((c) => c.url.endsWith(P.orders)).length;
    const before = loads();

    await act(async () => void (await store.staff.day.checkForChanges()));
    expect(loads()).toBe(before);

    version = 'v2';
    orders = [
      ...orders,
      orderInit('105', { diner: { lastName: 'Ho', phone: '13900000099' }, reservationStartSecond: 20 * 3600 }),
    ];
    await act(async () => void (await store.staff.day.checkForChanges()));
    expect(loads()).toBe(before + 1);
    expect(texts(container, '.booking-order-list__name')).toContain('Ho');
  });

  it('polls every few seconds while on screen', async () => {
    jest.useFakeTimers();
    const network = staffNetwork();
    const store = createTestStore({ request: network.request });
    await bootPage(BookingHomePage, { path: PATH, params: { date: tomorrow() }, store });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(100);
    });
    const polls = () => network.calls.filter((c) => c.url.endsWith(P.version)).length;
    const before = polls();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(8100);
    });
    expect(polls()).toBe(before + 2);
  });

  it('says so when the day cannot load, and retries', async () => {
    let fail = true;
    const network = staffNetwork([
      answer(StoreBookingOrderService.method.queryStoreBookingOrders, () =>
        fail ? refusal('unavailable', 'busy', 503) : { list: [], total: 0 },
      ),
    ]);
    const store = createTestStore({ request: network.request });
    const { findByText, getByText } = await bootPage(BookingHomePage, {
      path: PATH,
      params: { date: tomorrow() },
      store,
    });
    expect(await findByText('加载失败')).toBeTruthy();
    fail = false;
    await act(async () => fireEvent.click(getByText('重试')));
    await act(async () => store.staff.day.setView('list'));
    expect(await findByText('这一天还没有预订')).toBeTruthy();
  });
});
