import { type StoreSchema } from '@/gen/store/v1/store_pb';
import { StoreService } from '@/gen/store/v1/store_query_service_pb';
import { StoreMenuService } from '@/gen/content/v1/menu_pb';
import { ArticleService } from '@/gen/content/v1/article_pb';
import { DinerBookingQuoteService } from '@/gen/booking/v1/diner_booking_extra_service_pb';
import { UserDinerService } from '@/gen/identity/v1/user_diner_service_pb';
import { DinerTitle } from '@/gen/identity/v1/user_diner_pb';
import {
  DinerBookingOrderService,
  type CreateBookingOrderResponseSchema,
  type QueryMyBookingOrdersResponseSchema,
} from '@/gen/booking/v1/diner_booking_order_service_pb';
import { BookingOrder_Status } from '@/gen/booking/v1/booking_order_pb';
import Taro from '@tarojs/taro';
import { act, fireEvent, waitFor } from '@testing-library/react';
import StoreDetailPage from '@/pages/sub-user/store-detail/index';
import BookingConfirmPage from '@/pages/sub-user/booking-confirm/index';
import { bookingStartPage } from '@/utils/diner/booking-notice';
import { bootPage } from '../support/boot-page';
import {
  answer,
  type CannedRoutes,
  fakeNetwork,
  type Init,
  refusal,
  type Reply,
  timestamp,
} from '../support/fake-network';
import { resetHostUi, toastText } from '../support/host-ui';
import { createTestStore } from '../support/test-store';
import { BOOKING_CONFIG, ORDER, P, STORE } from './diner-network';

afterEach(() => {
  jest.restoreAllMocks();
  resetHostUi();
});

/** Runs the app's clock from a fixed instant (time still moves), so no result depends on the day the test runs. */
function clockFrom(iso: string) {
  const real = Date.now.bind(Date);
  const offset = Date.parse(iso) - real();
  jest.spyOn(Date, 'now').mockImplementation(() => real() + offset);
}

describe('the notice rule (spec section 2)', () => {
  it('shows the notice first only when it has text that is not blank, or images, and the config allows it', () => {
    const withText = { bookingConfig: { notice: { text: { content: ' Smart casual ' }, imageList: [] } } };
    const blank = { bookingConfig: { notice: { text: { content: '  \n ' }, imageList: [] } } };
    const images = { bookingConfig: { notice: { text: { content: '' }, imageList: [{ url: 'x' }] } } };
    expect(bookingStartPage(withText, true)).toBe('notice');
    expect(bookingStartPage(images, true)).toBe('notice');
    expect(bookingStartPage(blank, true)).toBe('bookingBefore');
    expect(bookingStartPage({}, true)).toBe('bookingBefore');
    expect(bookingStartPage(withText, false)).toBe('bookingBefore');
  });

  it.each([
    ['Smart casual, please.', '/pages/sub-user/notice/index?storeId=7'],
    ['   ', '/pages/sub-user/booking-before/index?storeId=7'],
  ])('store detail with notice %j books through %s', async (content, url) => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never);
    const store: Init<typeof StoreSchema> = {
      ...STORE,
      bookingConfig: { ...BOOKING_CONFIG, notice: { text: { content } } },
    };
    const network = fakeNetwork([
      answer(StoreService.method.queryStores, { list: [store], total: 1 }),
      answer(StoreMenuService.method.listStoreMenus, { list: [] }),
      answer(ArticleService.method.listArticles, { list: [], total: 0 }),
    ]);
    const { container, findByText } = await bootPage(StoreDetailPage, {
      store: createTestStore({ request: network.request }),
      params: { storeId: '7' },
    });
    expect(await findByText('Jade Garden · Central')).toBeTruthy();
    await act(async () => fireEvent.click(container.querySelector('.store-detail__book')!));
    expect(navigateTo).toHaveBeenCalledWith({ url });
  });
});

function confirmNetwork(create: Reply<typeof CreateBookingOrderResponseSchema>, more: CannedRoutes = []) {
  return fakeNetwork([
    ...more,
    answer(StoreService.method.queryStores, { list: [STORE], total: 1 }),
    answer(DinerBookingQuoteService.method.quoteBooking, {
      depositAmount: '0',
      latestCancelDay: 1,
      cancelDeadlineTime: timestamp('2027-02-01T10:00:00Z'),
    }),
    answer(UserDinerService.method.listUserDiners, {
      list: [{ lastName: 'Li', firstName: 'Lei', title: DinerTitle.MR, phone: '13800000001', phoneRegionCode: '86' }],
    }),
    answer(DinerBookingOrderService.method.createBookingOrder, create),
    answer(UserDinerService.method.createUserDiner, {}),
  ]);
}

async function openConfirm(network: ReturnType<typeof fakeNetwork>) {
  const page = await bootPage(BookingConfirmPage, {
    diner: true,
    store: createTestStore({ request: network.request }),
    params: { storeId: '7', date: '2027-02-02', shiftId: '2', start: '64800', adults: '2', children: '0' },
  });
  await waitFor(() => expect(page.container.querySelector('.booking-confirm__submit')).toBeTruthy());
  // Prefilled from the diner's record.
  await waitFor(() =>
    expect(page.container.querySelector<HTMLInputElement>('.booking-confirm__lastName input')?.value).toBe('Li'),
  );
  return page;
}

const submitClicks = (network: ReturnType<typeof fakeNetwork>) =>
  network.calls.filter((c) => c.url.endsWith(P.createOrder)).length;

describe('booking-confirm', () => {
  it('makes no order until the diner consents to the deposit and cancellation policy', async () => {
    clockFrom('2027-01-20T12:00:00Z');
    const redirectTo = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never);
    const network = confirmNetwork({ order: ORDER });
    const { container, getByText } = await openConfirm(network);
    expect(getByText('2027-02-02 18:00')).toBeTruthy();
    expect(container.querySelector('.booking-confirm__policy')?.textContent).toContain('2027-02-01 18:00 前可直接取消');

    await act(async () => fireEvent.click(container.querySelector('.booking-confirm__submit')!));
    // The toast follows the tap's own asynchronous steps (slower on a loaded machine).
    await waitFor(() => expect(toastText()).toBe('请先阅读并同意订金与取消政策'));
    expect(submitClicks(network)).toBe(0);
    expect(redirectTo).not.toHaveBeenCalled();

    await act(async () => fireEvent.click(container.querySelector('.consent-check .nut-checkbox')!));
    await act(async () => fireEvent.click(container.querySelector('.booking-confirm__submit')!));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith({ url: '/pages/sub-user/order-detail/index?id=55' }));
    const sent = JSON.parse(network.calls.find((c) => c.url.endsWith(P.createOrder))!.body!);
    expect(sent).toMatchObject({
      storeId: '7',
      reservationDate: '2027-02-02',
      adultCount: 2,
      reservationStartSecond: 64800,
    });
    expect(sent.diner).toMatchObject({ lastName: 'Li', title: 'MR', phone: '13800000001' });
    expect(sent.idempotencyKey).toMatch(/^bk-/);
  });

  it('says "Booking is full, please select again" and goes back to select again', async () => {
    const navigateBack = jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' } as never);
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{}, {}] as never);
    const network = confirmNetwork(refusal('already_exists', 'Booking is full, please select again', 409));
    const { container, findByText } = await openConfirm(network);
    await act(async () => fireEvent.click(container.querySelector('.consent-check .nut-checkbox')!));
    await act(async () => fireEvent.click(container.querySelector('.booking-confirm__submit')!));
    expect(await findByText('预订已满，请重新选择')).toBeTruthy();
    // The dialog replaces the catalogue's toast.
    expect(toastText()).toBe('');
    await act(async () => fireEvent.click(await findByText('重新选择')));
    expect(navigateBack).toHaveBeenCalledWith({ delta: 1 });
  });

  it('names the pending booking that blocks a new one and leads to it', async () => {
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never);
    const pending: Init<typeof QueryMyBookingOrdersResponseSchema> = {
      list: [
        { ...ORDER, model: { id: '70' }, reservationDate: '2027-03-09', reservationStartSecond: 43200 },
        {
          ...ORDER,
          model: { id: '77' },
          status: BookingOrder_Status.WAIT_STORE_CONFIRM,
          reservationDate: '2027-02-02',
          reservationStartSecond: 66600,
          peopleCount: 4,
        },
      ],
      total: 2,
    };
    const network = confirmNetwork(refusal('failed_precondition', 'you have an order pending confirmation', 400), [
      answer(DinerBookingOrderService.method.queryMyBookingOrders, pending),
    ]);
    const { container, findByText } = await openConfirm(network);
    await act(async () => fireEvent.click(container.querySelector('.consent-check .nut-checkbox')!));
    await act(async () => fireEvent.click(container.querySelector('.booking-confirm__submit')!));
    expect(await findByText('您有待确认的订单')).toBeTruthy();
    expect(container.ownerDocument.querySelector('.booking-blocked-dialog__order')?.textContent).toBe(
      '2027-02-02 18:30 · 4 人',
    );
    // The dialog replaces the catalogue's 3-second toast.
    expect(toastText()).toBe('');
    const asked = JSON.parse(network.calls.find((c) => c.url.endsWith(P.myOrders))!.body!);
    expect(asked).toMatchObject({ storeId: '7', statusIn: ['WAIT_DEPOSIT_PAYMENT', 'WAIT_STORE_CONFIRM'] });
    await act(async () => fireEvent.click(await findByText('查看该订单')));
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/sub-user/order-detail/index?id=77' });
  });

  it('quotes no deposit for a crafted link over the store’s maximum party, and offers to choose again', async () => {
    const redirectTo = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never);
    const network = fakeNetwork([
      answer(StoreService.method.queryStores, { list: [STORE], total: 1 }),
      answer(DinerBookingQuoteService.method.quoteBooking, () =>
        refusal('invalid_argument', 'more people than the store accepts', 400),
      ),
    ]);
    const { container, findByText } = await bootPage(BookingConfirmPage, {
      diner: true,
      store: createTestStore({ request: network.request }),
      params: { storeId: '7', date: '2027-02-02', shiftId: '2', start: '64800', adults: '40', children: '0' },
    });
    expect(await findByText('人数超过门店上限')).toBeTruthy();
    expect(container.querySelector('.booking-confirm__policy')).toBeNull();
    expect(container.querySelector('.booking-confirm__submit')).toBeNull();
    await act(async () => fireEvent.click(await findByText('重新选择人数')));
    expect(redirectTo).toHaveBeenCalledWith({ url: '/pages/sub-user/booking-before/index?storeId=7' });
  });

  it('asks nothing of the server for a party no booking can have', async () => {
    const network = confirmNetwork({ order: ORDER });
    const { container, findByText } = await bootPage(BookingConfirmPage, {
      diner: true,
      store: createTestStore({ request: network.request }),
      params: { storeId: '7', date: '2027-02-02', shiftId: '2', start: '64800', adults: '0', children: '2.5' },
    });
    expect(await findByText('预订人数无效，请重新选择人数。')).toBeTruthy();
    expect(network.calls.filter((c) => c.url.endsWith(P.quote))).toHaveLength(0);
    expect(container.querySelector('.booking-confirm__submit')).toBeNull();
  });

  it('says free cancellation has ended, not a past time to cancel before, for a booking made after its deadline', async () => {
    // 20:54 in Shanghai, booking tomorrow's dinner at 18:00 with a one-day deadline (18:00 today).
    clockFrom('2027-02-01T12:54:00Z');
    const network = confirmNetwork({ order: ORDER });
    const { container } = await openConfirm(network);
    const policy = container.querySelector('.booking-confirm__policy')?.textContent ?? '';
    expect(policy).not.toContain('前可直接取消');
    expect(policy).toContain('免费取消已于 2027-02-01 18:00 截止');
  });
});
