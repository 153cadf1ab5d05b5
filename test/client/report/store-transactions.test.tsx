import { act, waitFor } from '@testing-library/react';
import {
  PaymentChannel,
  PaymentMethod,
  PaymentPurpose,
  Transaction_Kind,
  Transaction_Status,
  type TransactionSchema,
} from '@/gen/payment/v1/payment_pb';
import { StorePaymentConfigService } from '@/gen/payment/v1/store_payment_config_service_pb';
import { StoreTransactionService } from '@/gen/payment/v1/store_transaction_service_pb';
import StoreTransactionDetailPage from '@/pages/sub-store/store-transaction-detail/index';
import StoreTransactionsPage from '@/pages/sub-store/store-transactions/index';
import { addDays } from '@common/business-date';
import { businessDateOf } from '@common/zoned-time';
import { answer, timestamp, type Init } from '../support/fake-network';
import { bootPage } from '../support/boot-page';
import { resetHostUi } from '../support/host-ui';
import { tap } from '../support/setup-fields';
import { staffNetwork } from '../support/staff-fixtures';
import { createTestStore } from '../support/test-store';

// The Hong Kong store (id 12, Asia/Hong_Kong) prices in HKD: its staff read its money
// in Hong Kong dollars and Hong Kong time, whatever the device's zone.
const PAYMENT: Init<typeof TransactionSchema> = {
  model: { id: '901', createTime: timestamp('2026-03-09T02:05:00Z') },
  kind: Transaction_Kind.PAYMENT,
  status: Transaction_Status.SUCCESS,
  purpose: PaymentPurpose.BOOKING_ORDER_DEPOSIT,
  subjectId: '77',
  channel: PaymentChannel.WECHATPAY,
  method: PaymentMethod.WECHAT_PAY,
  amount: '60000',
  currency: 'HKD',
  transactionNo: 'P0000901',
  refundedAmount: '10000',
  successTime: timestamp('2026-03-09T02:06:00Z'),
};
const REFUND: Init<typeof TransactionSchema> = {
  model: { id: '902', createTime: timestamp('2026-03-09T15:30:00Z') },
  kind: Transaction_Kind.REFUND,
  status: Transaction_Status.SUCCESS,
  purpose: PaymentPurpose.BOOKING_ORDER_DEPOSIT,
  subjectId: '77',
  channel: PaymentChannel.WECHATPAY,
  amount: '10000',
  currency: 'HKD',
  transactionNo: 'R0000902',
  paymentTransactionId: '901',
  operatorUserId: '8',
};

function hongKongStaff() {
  const listed: Array<{ storeId: string; startDate: string; endDate: string }> = [];
  const network = staffNetwork([
    answer(StoreTransactionService.method.listStoreTransactions, (_request, input) => {
      listed.push(input);
      return {
        list: [REFUND, PAYMENT],
        total: 2,
        totalList: [{ currency: 'HKD', receivedAmount: '60000', refundedAmount: '10000' }],
      };
    }),
    answer(StoreTransactionService.method.getStoreTransaction, { transaction: PAYMENT, refundList: [REFUND] }),
    answer(StorePaymentConfigService.method.getStorePaymentConfig, {
      channelConfigList: [
        { channel: PaymentChannel.WECHATPAY, currency: 'HKD', enabled: true, credentialsSet: true },
        { channel: PaymentChannel.MPGS, currency: 'HKD', enabled: true, credentialsSet: false },
      ],
    }),
  ]);
  const store = createTestStore({ request: network.request });
  store.operator.setType('STORE');
  store.operator.setStoreId('12');
  return { listed, store };
}

const texts = (root: HTMLElement, selector: string) =>
  Array.from(root.querySelectorAll(selector)).map((e) => e.textContent);

describe('store transactions', () => {
  beforeEach(() => resetHostUi());

  it("lists the store's payments and refunds in its currency and its clock, with what they moved", async () => {
    const { listed, store } = hongKongStaff();
    const { container } = await bootPage(StoreTransactionsPage, {
      path: '/pages/sub-store/store-transactions/index',
      store,
    });
    await waitFor(() => expect(container.querySelectorAll('.transaction-row')).toHaveLength(2));
    expect(texts(container, '.transaction-row__amount')).toEqual(['-HK$100', '+HK$600']);
    // 15:30 UTC is 23:30 in Hong Kong, 02:05 UTC is 10:05.
    expect(texts(container, '.transaction-row__meta')).toEqual(['03-09 23:30 · 微信支付', '03-09 10:05 · 微信支付']);
    expect(texts(container, '.transaction-row__purpose')).toEqual(['预订订金', '预订订金']);
    expect(texts(container, '.transactions__net')).toEqual(['净收 HK$500']);
    expect(container.querySelector('.transactions__count')?.textContent).toBe('2 笔');
    // MPGS is set up without its keys: staff are told, and no key is ever shown.
    expect(texts(container, '.transactions__channel')).toEqual([
      '微信支付 · HKD已启用',
      '银行卡（MPGS） · HKD缺少商户密钥',
    ]);

    // Asked for the store's own today, and again for its last seven days.
    const today = businessDateOf(Date.now(), 'Asia/Hong_Kong');
    expect(listed.at(-1)).toMatchObject({ storeId: '12', startDate: today, endDate: today });
    const last7 = Array.from(container.querySelectorAll('.transactions__chip')).find(
      (e) => e.textContent === '近 7 天',
    );
    await tap(last7 ?? null);
    await waitFor(() => expect(listed.at(-1)).toMatchObject({ startDate: addDays(today, -6), endDate: today }));
  });

  it('opens a payment with its refunds, every time in the store’s zone', async () => {
    const { store } = hongKongStaff();
    const { container } = await bootPage(StoreTransactionDetailPage, {
      path: '/pages/sub-store/store-transaction-detail/index',
      params: { id: '901' },
      store,
    });
    await waitFor(() => expect(container.querySelectorAll('.transaction-detail__row').length).toBeGreaterThan(5));
    const rows = Object.fromEntries(
      Array.from(container.querySelectorAll('.transaction-detail__row')).map((r) => [
        r.querySelector('.transaction-detail__label')?.textContent,
        r.querySelector('.transaction-detail__value')?.textContent,
      ]),
    );
    expect(rows).toMatchObject({
      金额: 'HK$600',
      已退款: 'HK$100',
      渠道: '微信支付',
      流水号: 'P0000901',
      完成时间: '2026-03-09 10:06:00',
      经办员工: '系统',
    });
    await act(async () => undefined);
    expect(texts(container, '.transaction-row__amount')).toEqual(['-HK$100']);
  });
});
