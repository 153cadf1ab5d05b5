import { BookingOrder_Status, type BookingOrderSchema } from '@/gen/booking/v1/booking_order_pb';
import { DinerBookingOrderService } from '@/gen/booking/v1/diner_booking_order_service_pb';
import { StoreService } from '@/gen/store/v1/store_query_service_pb';
import { DinerPaymentConfigService } from '@/gen/payment/v1/diner_payment_config_service_pb';
import { PaymentChannel, PaymentMethod } from '@/gen/payment/v1/payment_pb';
import Taro from '@tarojs/taro';
import { waitFor } from '@testing-library/react';
import PaymentPage from '@/pages/sub-user/payment/index';
import { bootPage } from '../support/boot-page';
import { answer, fakeNetwork, type Init } from '../support/fake-network';
import { resetHostUi } from '../support/host-ui';
import { createTestStore } from '../support/test-store';
import { ORDER, STORE } from './diner-network';

// The deposit's cashier page: titled with the store, each way to pay named by
// what it is, and a deposit already paid (back through the history) leads to
// the result instead of a page that can only say "already paid".
const CONFIG = '/grpc/private/payment.v1.DinerPaymentConfigService/GetPaymentConfig';
const UNPAID: Init<typeof BookingOrderSchema> = {
  ...ORDER,
  status: BookingOrder_Status.WAIT_DEPOSIT_PAYMENT,
  depositAmount: '20000',
};

afterEach(() => {
  jest.restoreAllMocks();
  resetHostUi();
});

function open(order: Init<typeof BookingOrderSchema>) {
  const network = fakeNetwork([
    answer(DinerBookingOrderService.method.getMyBookingOrder, { order }),
    answer(StoreService.method.queryStores, { list: [STORE], total: 1 }),
    answer(DinerPaymentConfigService.method.getPaymentConfig, {
      amount: '20000',
      optionList: [
        { channel: PaymentChannel.SANDBOX, method: PaymentMethod.WECHAT_PAY },
        { channel: PaymentChannel.SANDBOX, method: PaymentMethod.ALIPAY_APP_PAY },
      ],
    }),
  ]);
  return bootPage(PaymentPage, {
    diner: true,
    store: createTestStore({ request: network.request }),
    params: { orderId: '55' },
  }).then((page) => ({ ...page, network }));
}

describe('payment', () => {
  it('is titled with the store and names each sandbox option by the method it plays', async () => {
    const { container, findByText } = await open(UNPAID);
    expect(await findByText('沙盒（微信支付）')).toBeTruthy();
    expect(Array.from(container.querySelectorAll('.payment__option')).map((e) => e.textContent)).toEqual([
      '沙盒（微信支付）',
      '沙盒（支付宝）',
    ]);
    await waitFor(() => expect(container.querySelector('.payment__store')?.textContent).toBe('Jade Garden · Central'));
  });

  it('goes to the result for a deposit already paid, without asking for payment options', async () => {
    const redirectTo = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never);
    const paid: Init<typeof BookingOrderSchema> = {
      ...ORDER,
      status: BookingOrder_Status.WAIT_SERVICE,
      depositAmount: '20000',
      paidAmount: '20000',
    };
    const { container, network } = await open(paid);
    await waitFor(() =>
      expect(redirectTo).toHaveBeenCalledWith({ url: '/pages/sub-user/payment-result/index?orderId=55' }),
    );
    expect(network.calls.some((c) => c.url.endsWith(CONFIG))).toBe(false);
    expect(container.querySelector('.payment__pay')).toBeNull();
  });
});
