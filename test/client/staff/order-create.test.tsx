import {
  StoreAvailabilityService,
  type QueryFreeTableItemsResponseSchema,
  type QueryStoreBookingInventoryResponseSchema,
} from '@/gen/booking/v1/availability_service_pb';
import { answer, refusal, type Init } from '../support/fake-network';
import { cancelModal, confirmModal, modalText, resetHostUi } from '../support/host-ui';
import { ThirdPartyOrder_Status } from '@/gen/booking/v1/third_party_order_pb';
import { SlotInventory_State } from '@/gen/booking/v1/availability_pb';
import { StoreBookingOrderService } from '@/gen/booking/v1/store_booking_order_service_pb';
import { StoreThirdPartyOrderService } from '@/gen/booking/v1/third_party_order_service_pb';
import Taro from '@tarojs/taro';
import { act, fireEvent, waitFor } from '@testing-library/react';
import StoreOrderCreateSelectPage from '@/pages/sub-store/store-order-create-select/index';
import StoreOrderCreatePage from '@/pages/sub-store/store-order-create/index';
import BookingOrderSearchPage from '@/pages/sub-store/booking-order-search/index';
import { bootPage } from '../support/boot-page';
import { createTestStore } from '../support/test-store';
import { bodyOf, ITEM, orderInit, P, staffNetwork, tomorrow } from '../support/staff-fixtures';

const h = (hours: number) => hours * 3600;
const INVENTORY: Init<typeof QueryStoreBookingInventoryResponseSchema> = {
  list: [
    {
      storeShiftId: '22',
      name: 'Dinner',
      startSecond: h(17.5),
      endSecond: h(22),
      slotList: [
        { startSecond: h(18), endSecond: h(20), state: SlotInventory_State.AVAILABLE, freeTableItemCount: 3 },
        { startSecond: h(18.5), endSecond: h(20.5), state: SlotInventory_State.TAKEN },
        { startSecond: h(21), endSecond: h(23), state: SlotInventory_State.AVAILABLE, hidden: true },
      ],
    },
  ],
};
const FREE: Init<typeof QueryFreeTableItemsResponseSchema> = {
  list: [
    { storeTableItemId: ITEM.b2, name: 'B2', seatCapacity: 4 },
    { storeTableItemId: ITEM.c1, name: 'C1', seatCapacity: 6 },
  ],
  suggestedItemIdList: [ITEM.b2],
};

function network() {
  return staffNetwork([
    answer(StoreAvailabilityService.method.queryStoreBookingInventory, INVENTORY),
    answer(StoreAvailabilityService.method.queryFreeTableItems, FREE),
    answer(StoreBookingOrderService.method.createStoreBookingOrder, (_req, input) => ({
      order: orderInit('900', { diner: input.diner }),
    })),
  ]);
}

const chip = (container: HTMLElement, selector: string, text: string) =>
  Array.from(container.querySelectorAll<HTMLElement>(selector)).find((e) => e.textContent?.startsWith(text))!;

async function typeInto(container: HTMLElement, selector: string, value: string) {
  const input = await waitFor(() => {
    const el = container.querySelector<HTMLInputElement>(`${selector} input`);
    expect(el).toBeTruthy();
    return el!;
  });
  await act(async () => fireEvent.input(input, { target: { value } }));
}

describe('new booking', () => {
  afterEach(() => jest.restoreAllMocks());

  it('starts from a table tapped on the board: its first slot from then, that table chosen', async () => {
    const net = network();
    const store = createTestStore({ request: net.request });
    const { container } = await bootPage(StoreOrderCreateSelectPage, {
      path: '/pages/sub-store/store-order-create-select/index',
      params: { date: tomorrow(), itemId: ITEM.b2, second: String(h(17.75)) },
      store,
    });
    await waitFor(() =>
      expect(chip(container, '.create-select__slot', '18:00').className).toContain('staff-form__chip--on'),
    );
    expect(chip(container, '.create-select__slot', '18:30').textContent).toBe('18:30 满');
    expect(chip(container, '.create-select__slot', '21:00').textContent).toBe('21:00 隐藏');
    await waitFor(() =>
      expect(chip(container, '.create-select__table', 'B2').className).toContain('staff-form__chip--on'),
    );
    expect(chip(container, '.create-select__table', 'B2').textContent).toBe('B2 · 4座 · 推荐');
    expect(bodyOf(net.calls.find((c) => c.url.endsWith(P.inventory)))).toMatchObject({
      storeId: '11',
      reservationDate: tomorrow(),
      peopleCount: 2,
    });
    // A bigger party asks again for that size.
    await act(async () => fireEvent.click(container.querySelectorAll('.count-stepper__step')[1]));
    await waitFor(() =>
      expect(bodyOf(net.calls.filter((c) => c.url.endsWith(P.inventory)).at(-1))).toMatchObject({ peopleCount: 3 }),
    );
  });

  it('finds a returning guest by phone, and books with the chosen table, tags, channel and deposit', async () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never);
    const redirectTo = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' });
    const net = network();
    const store = createTestStore({ request: net.request });
    await store.staff.create.start({ date: tomorrow(), itemIds: [ITEM.b2], startSecond: h(18) });
    const { container, getByText } = await bootPage(StoreOrderCreatePage, {
      path: '/pages/sub-store/store-order-create/index',
      store,
    });
    // A walk-in may give no phone: the name is what is missing.
    expect(container.querySelector('.order-page__error')?.textContent).toBe('请输入客人姓名');

    await typeInto(container, '.create-form__phone-row', '13900000012');
    await act(async () => fireEvent.click(getByText('查找')));
    await waitFor(() =>
      expect((container.querySelector('.create-form__lastName input') as HTMLInputElement).value).toBe('Chan'),
    );
    // Their one booking is still ahead: no visit to name (status-hints.test.tsx has one that is).
    expect(container.textContent).not.toContain('老客人');
    await act(async () => fireEvent.click(chip(container, '.staff-form__chip', 'VIP')));
    await act(async () => fireEvent.click(chip(container, '.staff-form__chip', 'Walk-in')));
    await act(async () => fireEvent.click(chip(container, '.staff-form__chip', '指定金额')));
    expect(container.querySelector('.order-page__error')?.textContent).toBe('请输入正确的订金金额');
    // Yuan with at most two decimals, as every amount field reads them.
    await typeInto(container, '.create-form__depositYuan', '100.555');
    expect(container.querySelector('.order-page__error')?.textContent).toBe('请输入正确的订金金额');
    await typeInto(container, '.create-form__depositYuan', '100.5');
    expect(container.querySelector('.order-page__error')).toBeNull();

    await act(async () => fireEvent.click(container.querySelector('.order-page__actions .nut-button')!));
    await waitFor(() =>
      expect(redirectTo).toHaveBeenCalledWith({ url: '/pages/sub-store/store-order-detail/index?id=900' }),
    );
    const body = bodyOf(net.calls.find((c) => c.url.endsWith(P.create)));
    expect(body).toMatchObject({
      storeId: '11',
      reservationDate: tomorrow(),
      storeShiftId: '22',
      reservationStartSecond: h(18),
      adultCount: 2,
      storeTableItemIdList: [ITEM.b2],
      diner: { lastName: 'Chan', phone: '13900000012', phoneRegionCode: '86', title: 'MR' },
      tagIdList: ['41'],
      channelId: '62',
      depositAmount: '10050',
    });
    // The form's own key, kept for retries of this one booking.
    const raw = JSON.parse(net.calls.find((c) => c.url.endsWith(P.create))!.body!) as { idempotencyKey: string };
    expect(raw.idempotencyKey).toMatch(/^staff-/);
    expect(navigateTo).not.toHaveBeenCalled();
  });
});

describe('new booking over the kitchen pacing limit', () => {
  beforeEach(() => resetHostUi());
  afterEach(() => jest.restoreAllMocks());

  const PACING_FULL = 'the kitchen is at its limit for this time, please choose another time';

  async function bookOverPacing(language?: 'en') {
    const redirectTo = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' });
    const net = staffNetwork([
      answer(StoreAvailabilityService.method.queryStoreBookingInventory, INVENTORY),
      answer(StoreAvailabilityService.method.queryFreeTableItems, FREE),
      // Refused until staff confirm, as the server does.
      answer(StoreBookingOrderService.method.createStoreBookingOrder, (_req, input) =>
        input.confirmOverPacing
          ? { order: orderInit('901', { diner: input.diner }) }
          : refusal('failed_precondition', PACING_FULL),
      ),
    ]);
    const store = createTestStore({ request: net.request, language });
    await store.staff.create.start({ date: tomorrow(), itemIds: [], startSecond: h(18) });
    const { container } = await bootPage(StoreOrderCreatePage, {
      path: '/pages/sub-store/store-order-create/index',
      store,
    });
    await typeInto(container, '.create-form__lastName', 'Lee');
    await act(async () => fireEvent.click(container.querySelector('.order-page__actions .nut-button')!));
    const sent = () => net.calls.filter((c) => c.url.endsWith(P.create)).map((c) => bodyOf(c).confirmOverPacing);
    return { redirectTo, sent };
  }

  it('asks staff before booking over the limit, and books when they confirm', async () => {
    const { redirectTo, sent } = await bookOverPacing();
    await waitFor(() => expect(modalText()).toBe('该时段已达出餐节奏上限，仍要预订吗？'));
    await act(async () => confirmModal());
    await waitFor(() =>
      expect(redirectTo).toHaveBeenCalledWith({ url: '/pages/sub-store/store-order-detail/index?id=901' }),
    );
    expect(sent()).toEqual([undefined, true]);
  });

  it('books nothing when staff cancel (English)', async () => {
    const { redirectTo, sent } = await bookOverPacing('en');
    await waitFor(() => expect(modalText()).toBe('The kitchen is at its pacing limit for this time. Book anyway?'));
    await act(async () => cancelModal());
    await waitFor(() => expect(sent()).toEqual([undefined]));
    expect(redirectTo).not.toHaveBeenCalled();
  });
});

const THIRD_PARTY_LIST = '/grpc/operator-store/booking.v1.StoreThirdPartyOrderService/ListThirdPartyOrders';

describe('booking-order-search', () => {
  it('searches by what was typed (or scanned), newest first, and the third-party tab by platform order', async () => {
    const net = staffNetwork([
      answer(StoreThirdPartyOrderService.method.listThirdPartyOrders, (req) => ({
        list: [
          {
            id: '7',
            storeId: '11',
            platform: 'MEITUAN',
            platformOrderId: 'MT-778',
            status: ThirdPartyOrder_Status.waitProcess,
            dinerName: '王芳',
            dinerPhone: '13900000012',
            reservationDate: tomorrow(),
            reservationStartSecond: h(18),
            adultCount: 4,
            productName: '四人套餐',
            paidAmount: '59800',
            currency: 'CNY',
          },
        ].filter((o) => !bodyOf(req).keyword || o.platformOrderId === bodyOf(req).keyword),
        hasMore: false,
      })),
      answer(StoreBookingOrderService.method.queryStoreBookingOrders, (req) =>
        String(bodyOf(req).keyword) === '13900000012'
          ? { list: [orderInit('1', { reservationDate: '2026-01-02' }), orderInit('2')], total: 2 }
          : { list: [], total: 0 },
      ),
    ]);
    const store = createTestStore({ request: net.request });
    const { container, getByText, findByText } = await bootPage(BookingOrderSearchPage, {
      path: '/pages/sub-store/booking-order-search/index',
      params: { keyword: '13900000012' },
      store,
    });
    expect(await findByText('共2单')).toBeTruthy();
    expect(
      Array.from(container.querySelectorAll('.booking-order-list__time')).map((e) => e.textContent?.slice(0, 10)),
    ).toEqual([tomorrow(), '2026-01-02']);
    await typeInto(container, '.order-search', 'nobody');
    await act(async () => {
      await store.staff.search.search();
    });
    expect(await findByText('没有找到订单')).toBeTruthy();
    await act(async () => fireEvent.click(getByText('团购订单')));
    // The store's platform orders, newest first, until one is searched for.
    await waitFor(() =>
      expect(container.querySelector('.group-buy-card')?.textContent).toBe(
        `王芳待处理${tomorrow()} 18:00 · 4 人四人套餐 · ¥598 · MT-778`,
      ),
    );
    expect(bodyOf(net.calls.find((c) => c.url.endsWith(THIRD_PARTY_LIST)))).toMatchObject({ storeId: '11' });
  });
});
