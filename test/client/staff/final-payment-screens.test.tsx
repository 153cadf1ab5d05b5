import { BookingOrder_Status, BookingOrderLog_Type, type BookingOrderSchema } from '@/gen/booking/v1/booking_order_pb';
import { answer, type Init, timestamp } from '../support/fake-network';
import { StoreDepositService } from '@/gen/booking/v1/store_deposit_service_pb';
import {
  type QueryBookingOrderLogsResponseSchema,
  StoreBookingOrderService,
} from '@/gen/booking/v1/store_booking_order_service_pb';
import Taro from '@tarojs/taro';
import { act, waitFor } from '@testing-library/react';
import AmountPaymentPage from '@/pages/sub-store/amount-payment/index';
import AmountRefundPage from '@/pages/sub-store/amount-refund/index';
import AmountForfeitPage from '@/pages/sub-store/amount-forfeit/index';
import StoreOrderDepositPage from '@/pages/sub-store/store-order-deposit/index';
import { confirmModal, modalText, toastText } from '../support/host-ui';
import { bootOrderPage, calls } from '../support/order-page-boot';
import { amountInput, noteInput, page, rowText, submit, tap, type, useMoneyScreenHost } from '../support/money-form';
import { bodyOf, P } from '../support/staff-fixtures';

// The final-payment screens and the deposit overview over StoreDepositService: what
// each sends (amounts in cents), what it refuses before sending, what it asks first.

/** A finished booking whose ¥480 final payment was paid, ¥80 refunded: ¥400 still refundable. */
const PAID: Init<typeof BookingOrderSchema> = {
  status: BookingOrder_Status.FINISHED,
  arrivalTime: timestamp('2026-11-23T10:00:00Z'),
  finalPaymentAmount: '48000',
  finalPaidAmount: '48000',
  finalRefundAmount: '8000',
  finalRefundableAmount: '40000',
};

useMoneyScreenHost();

it('amount-payment: records what is still due paid in cash at the counter', async () => {
  const { container, findByText, network } = await bootOrderPage(
    AmountPaymentPage,
    {
      status: BookingOrder_Status.WAIT_FINAL_PAYMENT,
      arrivalTime: timestamp('2026-11-23T10:00:00Z'),
      finalPaymentAmount: '48000',
      finalPaymentDueAmount: '48000',
    },
    (changed) => [
      answer(
        StoreDepositService.method.payFinalPaymentOffline,
        changed({
          status: BookingOrder_Status.FINISHED,
          finalPaidAmount: '48000',
          finalPaymentDueAmount: '0',
        }),
      ),
    ],
    page('amount-payment'),
  );
  await findByText('确认已收尾款 ¥480');
  expect(rowText(container, 'due')).toContain('¥480');
  await submit(container);
  await waitFor(() => expect(calls(network, P.deposit('PayFinalPaymentOffline'))).toHaveLength(1));
  // Cash is the default; an empty remark is left out of the JSON.
  expect(bodyOf(calls(network, P.deposit('PayFinalPaymentOffline'))[0])).toEqual({
    storeId: '11',
    bookingOrderId: '103',
    offlineKind: 'CASH',
  });
  await waitFor(() => expect(toastText()).toBe('操作成功'));
  expect(Taro.reLaunch).toHaveBeenCalled();
});

it('amount-payment: nothing to collect once paid', async () => {
  const { findByText, container } = await bootOrderPage(AmountPaymentPage, PAID, [], page('amount-payment'));
  expect(await findByText('订单不在待付尾款状态，或尾款已付清')).toBeTruthy();
  expect(container.querySelector('.money-form__submit')).toBeNull();
});

it('amount-refund: at most what is refundable, in cents, after asking', async () => {
  const { container, findByText, network } = await bootOrderPage(
    AmountRefundPage,
    PAID,
    (changed) => [answer(StoreDepositService.method.refundFinalPayment, changed({ finalRefundingAmount: '10000' }))],
    page('amount-refund'),
  );
  await findByText('最多 ¥400');
  expect(rowText(container, 'finalPaid')).toContain('¥480');
  expect(rowText(container, 'finalRefunded')).toContain('¥80');
  expect(rowText(container, 'refundable')).toContain('¥400');
  const amount = await amountInput(container);
  for (const [typed, message] of [
    ['400.01', '不能超过 ¥400'],
    ['99.999', '请输入正确的金额，最多两位小数'],
  ]) {
    await type(amount, typed);
    expect(container.querySelector('.money-form__problem')?.textContent).toBe(message);
    await submit(container);
  }
  expect(calls(network, P.deposit('RefundFinalPayment'))).toHaveLength(0);
  await type(amount, '100');
  await type(await noteInput(container), 'overcharged');
  await submit(container);
  await waitFor(() => expect(modalText()).toBe('确认退还尾款 ¥100？'));
  await act(async () => confirmModal());
  await waitFor(() => expect(calls(network, P.deposit('RefundFinalPayment'))).toHaveLength(1));
  expect(bodyOf(calls(network, P.deposit('RefundFinalPayment'))[0])).toEqual({
    storeId: '11',
    bookingOrderId: '103',
    amount: '10000',
    reason: 'overcharged',
  });
});

it('amount-forfeit: keeps part of the final payment for good, after asking', async () => {
  const { container, findByText, network } = await bootOrderPage(
    AmountForfeitPage,
    PAID,
    (changed) => [answer(StoreDepositService.method.forfeitFinalPayment, changed({ finalForfeitAmount: '5000' }))],
    page('amount-forfeit'),
  );
  await findByText('扣留的尾款归门店所有，不能再退还');
  const amount = await amountInput(container);
  await type(amount, '500');
  expect(container.querySelector('.money-form__problem')?.textContent).toBe('不能超过 ¥400');
  await submit(container);
  expect(modalText()).toBe('');
  await type(amount, '50.00');
  await submit(container);
  await waitFor(() => expect(modalText()).toBe('确认扣留尾款 ¥50？扣留后不能再退。'));
  await act(async () => confirmModal());
  await waitFor(() => expect(calls(network, P.deposit('ForfeitFinalPayment'))).toHaveLength(1));
  expect(bodyOf(calls(network, P.deposit('ForfeitFinalPayment'))[0])).toEqual({
    storeId: '11',
    bookingOrderId: '103',
    amount: '5000',
  });
});

describe('store-order-deposit', () => {
  // As the server lists them: oldest first.
  const LOGS: Init<typeof QueryBookingOrderLogsResponseSchema> = {
    list: [
      { id: '1', type: BookingOrderLog_Type.CREATE, afterJson: '{}' },
      { id: '7', type: BookingOrderLog_Type.OFFLINE_DEPOSIT, afterJson: '{"amount":"20000"}' },
      { id: '8', type: BookingOrderLog_Type.DEPOSIT_REFUND, afterJson: '{"amount":"3000","refundIds":["31"]}' },
      {
        id: '9',
        type: BookingOrderLog_Type.DEPOSIT_FORFEIT,
        revocable: true,
        afterJson: '{"amount":"2000","depositForfeitAmount":"2000","supplement":false}',
        createTime: timestamp('2026-11-23T12:00:00Z'),
      },
      // The channel's answer to the refund of entry 8: shown on that entry, not apart.
      {
        id: '10',
        type: BookingOrderLog_Type.DEPOSIT_REFUND,
        afterJson: '{"refundId":"31","amount":"3000","refundStatus":"SUCCESS"}',
      },
    ],
  };

  it('offers what the status allows, lists the money record, and revokes a forfeit after asking', async () => {
    const { container, findByText, network } = await bootOrderPage(
      StoreOrderDepositPage,
      {
        arrivalTime: timestamp('2026-11-23T10:00:00Z'),
        depositAmount: '20000',
        paidAmount: '20000',
        refundAmount: '3000',
        depositForfeitAmount: '2000',
        netPaidAmount: '15000',
      },
      (changed) => [
        answer(StoreBookingOrderService.method.queryBookingOrderLogs, LOGS),
        answer(
          StoreDepositService.method.revokeDepositOperation,
          changed({ depositForfeitAmount: '0', netPaidAmount: '17000' }),
        ),
      ],
      page('store-order-deposit'),
    );
    await findByText('订金与尾款记录');
    expect(rowText(container, 'netPaid')).toContain('¥150');
    expect(Array.from(container.querySelectorAll('.deposit-links__link')).map((e) => e.textContent)).toEqual([
      '订金退款',
      '扣除订金',
      '订金抵扣消费',
    ]);
    expect(Array.from(container.querySelectorAll('.money-log__type')).map((e) => e.textContent)).toEqual([
      '扣除订金 ¥20',
      '退还订金 ¥30',
      '线下订金 ¥200',
    ]);
    expect(container.textContent).toContain('已原路退回');
    await tap(container.querySelector('.money-log__revoke')!);
    await waitFor(() => expect(modalText()).toBe('确认撤销这笔扣除订金 ¥20？该金额将恢复为可退。'));
    await act(async () => confirmModal());
    await waitFor(() => expect(calls(network, P.deposit('RevokeDepositOperation'))).toHaveLength(1));
    expect(bodyOf(calls(network, P.deposit('RevokeDepositOperation'))[0])).toEqual({
      storeId: '11',
      bookingOrderId: '103',
      bookingOrderLogId: '9',
    });
    await waitFor(() => expect(rowText(container, 'netPaid')).toContain('¥170'));
  });

  it('a deposit still unpaid: collect at the counter or change it', async () => {
    const { container, findByText } = await bootOrderPage(
      StoreOrderDepositPage,
      {
        status: BookingOrder_Status.WAIT_DEPOSIT_PAYMENT,
        depositAmount: '20000',
        depositExpireTime: timestamp('2099-01-01T00:00:00Z'),
      },
      [],
      page('store-order-deposit'),
    );
    await findByText('订金收款');
    expect(Array.from(container.querySelectorAll('.deposit-links__link')).map((e) => e.textContent)).toEqual([
      '订金收款',
      '修改订金',
    ]);
  });
});
