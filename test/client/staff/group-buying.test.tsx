import { ThirdPartyOrder_Status, type ThirdPartyOrderSchema } from '@/gen/booking/v1/third_party_order_pb';
import { StoreThirdPartyOrderService } from '@/gen/booking/v1/third_party_order_service_pb';
import { answer, type Init } from '../support/fake-network';
import { type BookingOrderSchema } from '@/gen/booking/v1/booking_order_pb';
import Taro from '@tarojs/taro';
import { act, fireEvent, waitFor } from '@testing-library/react';
import ThirdPartyOrderDetailPage from '@/pages/sub-store/third-party-order-detail/index';
import { bootPage } from '../support/boot-page';
import { createTestStore } from '../support/test-store';
import { bodyOf, staffNetwork, tomorrow } from '../support/staff-fixtures';
const order = (status: ThirdPartyOrder_Status, bookingOrderId = '0'): Init<typeof ThirdPartyOrderSchema> => ({
  id: '7',
  storeId: '11',
  platform: 'MEITUAN',
  platformOrderId: 'MT-778',
  status,
  dinerName: '王芳',
  dinerPhone: '13900000012',
  reservationDate: tomorrow(),
  reservationStartSecond: 18 * 3600,
  adultCount: 4,
  productName: '四人套餐',
  paidAmount: '59800',
  currency: 'CNY',
  bookingOrderId,
});

const BOOKING: Init<typeof BookingOrderSchema> = { model: { id: '90' }, orderNo: 'BK90', reservationDate: tomorrow() };

describe('third-party-order-detail', () => {
  afterEach(() => jest.restoreAllMocks());

  it('accepts a waiting order, then makes its booking after asking', async () => {
    let current = order(ThirdPartyOrder_Status.waitProcess);
    const net = staffNetwork([
      answer(StoreThirdPartyOrderService.method.getThirdPartyOrder, () => ({
        order: current,
        bookingOrder: current.bookingOrderId === '0' ? undefined : BOOKING,
      })),
      answer(StoreThirdPartyOrderService.method.acceptThirdPartyOrder, () => {
        current = order(ThirdPartyOrder_Status.accepted);
        return { order: current };
      }),
      answer(StoreThirdPartyOrderService.method.createBookingFromThirdPartyOrder, () => {
        current = order(ThirdPartyOrder_Status.accepted, '90');
        return { order: current, bookingOrder: BOOKING };
      }),
    ]);
    const showModal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false } as never);
    const store = createTestStore({ request: net.request });
    const { container, findByText, getByText } = await bootPage(ThirdPartyOrderDetailPage, {
      path: '/pages/sub-store/third-party-order-detail/index',
      params: { id: '7' },
      store,
    });
    expect(await findByText('待处理')).toBeTruthy();
    expect(container.querySelector('.third-party-detail__name')?.textContent).toBe('王芳');
    expect(getByText('¥598')).toBeTruthy();

    await act(async () => fireEvent.click(getByText('接单')));
    // The status, and the toast saying so.
    await waitFor(() => expect(container.querySelector('.group-buy-status--accepted')?.textContent).toBe('已接单'));
    expect(bodyOf(net.calls.find((c) => c.url.endsWith('/AcceptThirdPartyOrder')))).toMatchObject({
      storeId: '11',
      thirdPartyOrderId: '7',
    });

    await act(async () => fireEvent.click(getByText('生成预订单')));
    await waitFor(() => expect(net.calls.some((c) => c.url.endsWith('/CreateBookingFromThirdPartyOrder'))).toBe(true));
    expect(showModal).toHaveBeenCalledWith(expect.objectContaining({ content: '按这个团购订单生成预订单？' }));
    expect(await findByText('查看预订单')).toBeTruthy();
  });

  it('asks before rejecting, and rejects nothing when told no', async () => {
    const net = staffNetwork([
      answer(StoreThirdPartyOrderService.method.getThirdPartyOrder, () => ({
        order: order(ThirdPartyOrder_Status.waitProcess),
      })),
    ]);
    jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: false, cancel: true } as never);
    const store = createTestStore({ request: net.request });
    const { findByText, getByText } = await bootPage(ThirdPartyOrderDetailPage, {
      path: '/pages/sub-store/third-party-order-detail/index',
      params: { id: '7' },
      store,
    });
    await findByText('待处理');
    await act(async () => fireEvent.click(getByText('拒单')));
    expect(net.calls.some((c) => c.url.endsWith('/RejectThirdPartyOrder'))).toBe(false);
  });
});
