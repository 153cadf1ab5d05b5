import Taro from '@tarojs/taro';
import { waitFor } from '@testing-library/react';
import PaymentPage from '@/pages/sub-user/payment/index';
import { bootPage } from '../support/boot-page';
import { fakeNetwork } from '../support/fake-network';
import { resetHostUi } from '../support/host-ui';
import { createTestStore } from '../support/test-store';
import { answer, ORDER, P, STORE } from './diner-network';

// The deposit's cashier page: titled with the store, each way to pay named by
// what it is, and a deposit already paid (back through the history) leads to
// the result instead of a page that can only say "already paid".
const CONFIG = '/grpc/private/payment.v1.DinerPaymentConfigService/GetPaymentConfig';
const UNPAID = { ...ORDER, status: 'WAIT_DEPOSIT_PAYMENT', depositAmount: '20000' };

afterEach(() => {
  jest.restoreAllMocks();
  resetHostUi();
});

function open(order: unknown) {
  const network = fakeNetwork({
    [P.getOrder]: answer({ order }),
    [P.queryStores]: answer({ list: [STORE], total: 1 }),
    [CONFIG]: answer({
      amount: '20000',
      optionList: [
        { channel: 'SANDBOX', method: 'WECHAT_PAY' },
        { channel: 'SANDBOX', method: 'ALIPAY_APP_PAY' },
      ],
    }),
  });
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
    const paid = { ...ORDER, status: 'WAIT_SERVICE', depositAmount: '20000', paidAmount: '20000' };
    const { container, network } = await open(paid);
    await waitFor(() =>
      expect(redirectTo).toHaveBeenCalledWith({ url: '/pages/sub-user/payment-result/index?orderId=55' }),
    );
    expect(network.calls.some((c) => c.url.endsWith(CONFIG))).toBe(false);
    expect(container.querySelector('.payment__pay')).toBeNull();
  });
});
