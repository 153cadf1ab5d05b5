import {
  BookingOrder_CloseReason,
  BookingOrder_Status,
  type BookingOrderSchema,
} from '@/gen/booking/v1/booking_order_pb';
import { answer, type Init, timestamp } from '../support/fake-network';
import { StoreDepositService } from '@/gen/booking/v1/store_deposit_service_pb';
import Taro from '@tarojs/taro';
import { act, waitFor } from '@testing-library/react';
import DepositPaymentPage from '@/pages/sub-store/deposit-payment/index';
import DepositModifyPage from '@/pages/sub-store/deposit-modify/index';
import DepositRefundPage from '@/pages/sub-store/deposit-refund/index';
import StoreOrderDetailPage from '@/pages/sub-store/store-order-detail/index';
import { bootPage } from '../support/boot-page';
import { cancelModal, confirmModal, modalText, toastText } from '../support/host-ui';
import { bootOrderPage, calls, DETAIL } from '../support/order-page-boot';
import { amountInput, noteInput, page, rowText, submit, tap, type, useMoneyScreenHost } from '../support/money-form';
import { bodyOf, P } from '../support/staff-fixtures';

// The deposit screens over StoreDepositService: what each sends (amounts in cents),
// what it refuses before sending, what it asks first, and the amounts it shows.

/** A seated party whose ¥200 deposit was paid, ¥30 refunded and ¥20 kept: ¥150 still held. */
const HELD: Init<typeof BookingOrderSchema> = {
  arrivalTime: timestamp('2026-11-23T10:00:00Z'),
  depositAmount: '20000',
  paidAmount: '20000',
  refundAmount: '3000',
  depositForfeitAmount: '2000',
  netPaidAmount: '15000',
};

useMoneyScreenHost();

describe('deposit-payment', () => {
  it('records a deposit paid at the counter by card, and the order moves on', async () => {
    const { container, findByText, network } = await bootOrderPage(
      DepositPaymentPage,
      {
        status: BookingOrder_Status.WAIT_DEPOSIT_PAYMENT,
        depositAmount: '20000',
        depositExpireTime: timestamp('2099-01-01T00:00:00Z'),
      },
      (changed) => [
        answer(
          StoreDepositService.method.payDepositOffline,
          changed({
            status: BookingOrder_Status.WAIT_STORE_CONFIRM,
            paidAmount: '20000',
            netPaidAmount: '20000',
          }),
        ),
      ],
      page('deposit-payment'),
    );
    await findByText('确认已收订金 ¥200');
    expect(rowText(container, 'deposit')).toContain('¥200');
    await tap(await findByText('刷卡'));
    await type(await noteInput(container), ' front desk ');
    await submit(container);
    await waitFor(() => expect(calls(network, P.deposit('PayDepositOffline'))).toHaveLength(1));
    expect(bodyOf(calls(network, P.deposit('PayDepositOffline'))[0])).toEqual({
      storeId: '11',
      bookingOrderId: '103',
      offlineKind: 'CARD',
      remark: 'front desk',
    });
    await waitFor(() => expect(toastText()).toBe('操作成功'));
    expect(Taro.reLaunch).toHaveBeenCalled();
  });

  it('offers nothing for a deposit already paid', async () => {
    const { findByText, container } = await bootOrderPage(DepositPaymentPage, HELD, [], page('deposit-payment'));
    expect(await findByText('订单不在待付订金状态，无需收取订金')).toBeTruthy();
    expect(container.querySelector('.money-form__submit')).toBeNull();
  });
});

describe('deposit-modify', () => {
  const unpaid: Init<typeof BookingOrderSchema> = {
    status: BookingOrder_Status.WAIT_DEPOSIT_PAYMENT,
    depositAmount: '20000',
  };
  const routes = [answer(StoreDepositService.method.modifyDeposit, { order: { model: { id: '103' } } })];

  it('sends the new deposit in cents, and refuses amounts that are not money', async () => {
    const { container, network } = await bootOrderPage(DepositModifyPage, unpaid, routes, page('deposit-modify'));
    const amount = await amountInput(container);
    expect(amount.value).toBe('200');
    for (const bad of ['12.345', '1e3', '-5']) {
      await type(amount, bad);
      expect(container.textContent).toContain('请输入正确的金额，最多两位小数');
      await submit(container);
    }
    expect(calls(network, P.deposit('ModifyDeposit'))).toHaveLength(0);
    await type(amount, '150.5');
    await type(await noteInput(container), 'regular guest');
    await submit(container);
    await waitFor(() => expect(calls(network, P.deposit('ModifyDeposit'))).toHaveLength(1));
    expect(bodyOf(calls(network, P.deposit('ModifyDeposit'))[0])).toEqual({
      storeId: '11',
      bookingOrderId: '103',
      depositAmount: '15050',
      remark: 'regular guest',
    });
  });

  it('asks before waiving the deposit (0)', async () => {
    const { container, network } = await bootOrderPage(DepositModifyPage, unpaid, routes, page('deposit-modify'));
    await type(await amountInput(container), '0');
    await submit(container);
    await waitFor(() => expect(modalText()).toBe('确认免收订金？订单将不再等待付款。'));
    await act(async () => confirmModal());
    await waitFor(() => expect(calls(network, P.deposit('ModifyDeposit'))).toHaveLength(1));
    // Connect JSON leaves out a 0: the server reads it as 0 cents.
    expect(bodyOf(calls(network, P.deposit('ModifyDeposit'))[0]).depositAmount ?? '0').toBe('0');
  });
});

describe('deposit-refund', () => {
  it('shows the books, refuses more than is held or malformed amounts, and refunds after asking', async () => {
    const { container, findByText, network, store } = await bootOrderPage(
      DepositRefundPage,
      HELD,
      (changed) => [
        answer(StoreDepositService.method.refundDeposit, changed({ refundingAmount: '12050', netPaidAmount: '2950' })),
      ],
      page('deposit-refund'),
    );
    await findByText('全部退还 ¥150');
    expect(rowText(container, 'paid')).toContain('¥200');
    expect(rowText(container, 'refunded')).toContain('¥30');
    expect(rowText(container, 'forfeited')).toContain('¥20');
    expect(rowText(container, 'netPaid')).toContain('¥150');
    // A seated party: refund, keep, or deduct from the bill.
    expect(Array.from(container.querySelectorAll('.option-list__item')).map((e) => e.textContent)).toEqual([
      '退还✓',
      '扣除',
      '抵扣消费',
    ]);
    const amount = await amountInput(container);
    // A text field with the decimal keypad: whatever is typed reaches the page and is read.
    const refused: Array<[string, string]> = [
      ['150.01', '不能超过 ¥150'],
      ['1e3', '请输入正确的金额，最多两位小数'],
      ['1.234', '请输入正确的金额，最多两位小数'],
      ['-5', '请输入正确的金额，最多两位小数'],
      ['0', '金额需大于 0'],
      ['abc', '请输入正确的金额，最多两位小数'],
    ];
    for (const [typed, message] of refused) {
      await type(amount, typed);
      expect(container.querySelector('.money-form__problem')?.textContent ?? '').toBe(message);
      expect(container.querySelector('.money-form__submit')?.className).toContain('disabled');
      await submit(container);
    }
    expect(modalText()).toBe('');
    expect(calls(network, P.deposit('RefundDeposit'))).toHaveLength(0);

    await type(amount, '120.5');
    await type(await noteInput(container), 'party of two left early');
    await submit(container);
    await waitFor(() => expect(modalText()).toBe('确认退还订金 ¥120.50？'));
    await act(async () => confirmModal());
    await waitFor(() => expect(calls(network, P.deposit('RefundDeposit'))).toHaveLength(1));
    expect(bodyOf(calls(network, P.deposit('RefundDeposit'))[0])).toEqual({
      storeId: '11',
      bookingOrderId: '103',
      amount: '12050',
      reason: 'party of two left early',
    });
    await waitFor(() => expect(toastText()).toBe('操作成功'));
    expect(Taro.reLaunch).toHaveBeenCalled();

    // Back on the order, its money shows what the server answered.
    const detail = await bootPage(StoreOrderDetailPage, { path: DETAIL, params: { id: '103' }, store });
    await waitFor(() => expect(detail.container.querySelector('.order-money')?.textContent).toContain('退款中¥120.50'));
    expect(detail.container.querySelector('.order-money')?.textContent).toContain('订金余额¥29.50');
  });

  it('shows and asks about a Macau booking’s deposit in patacas, never in yuan', async () => {
    const { container, findByText, network } = await bootOrderPage(
      DepositRefundPage,
      { ...HELD, currency: 'MOP' },
      (changed) => [
        answer(StoreDepositService.method.refundDeposit, changed({ refundingAmount: '12050', netPaidAmount: '2950' })),
      ],
      page('deposit-refund'),
    );
    await findByText('全部退还 澳门元 150');
    expect(rowText(container, 'netPaid')).toContain('澳门元 150');
    expect(container.textContent).toContain('退还金额（澳门元）');
    expect(container.textContent).toContain('最多 澳门元 150');
    const amount = await amountInput(container);
    await type(amount, '150.01');
    expect(container.querySelector('.money-form__problem')?.textContent).toBe('不能超过 澳门元 150');
    await type(amount, '120.5');
    await submit(container);
    await waitFor(() => expect(modalText()).toBe('确认退还订金 澳门元 120.50？'));
    expect(container.textContent).not.toMatch(/[¥￥]|（元）/);
    await act(async () => confirmModal());
    await waitFor(() => expect(calls(network, P.deposit('RefundDeposit'))).toHaveLength(1));
    expect(bodyOf(calls(network, P.deposit('RefundDeposit'))[0])).toMatchObject({ amount: '12050' });
  });

  it('refunds all that is held in one tap, and a cancelled question sends nothing', async () => {
    const { container, findByText, network } = await bootOrderPage(
      DepositRefundPage,
      HELD,
      (changed) => [
        answer(
          StoreDepositService.method.refundRefundableDeposit,
          changed({ refundingAmount: '15000', netPaidAmount: '0' }),
        ),
      ],
      page('deposit-refund'),
    );
    const all = await findByText('全部退还 ¥150');
    await tap(all);
    await waitFor(() => expect(modalText()).toBe('确认退还全部订金 ¥150？'));
    await act(async () => cancelModal());
    expect(calls(network, P.deposit('RefundRefundableDeposit'))).toHaveLength(0);
    await type(await noteInput(container), 'kitchen closed');
    await tap(all);
    await waitFor(() => expect(modalText()).toBe('确认退还全部订金 ¥150？'));
    await act(async () => confirmModal());
    await waitFor(() => expect(calls(network, P.deposit('RefundRefundableDeposit'))).toHaveLength(1));
    expect(bodyOf(calls(network, P.deposit('RefundRefundableDeposit'))[0])).toEqual({
      storeId: '11',
      bookingOrderId: '103',
      reason: 'kitchen closed',
    });
  });

  it('keeps part of a no-show’s deposit (not deducted: the party never ate)', async () => {
    const { container, findByText, network } = await bootOrderPage(
      DepositRefundPage,
      {
        ...HELD,
        arrivalTime: undefined,
        status: BookingOrder_Status.CLOSED,
        closeReason: BookingOrder_CloseReason.ABSENT,
      },
      (changed) => [
        answer(
          StoreDepositService.method.forfeitDeposit,
          changed({ depositForfeitAmount: '7000', netPaidAmount: '10000' }),
        ),
      ],
      page('deposit-refund'),
      { op: 'forfeit' },
    );
    await findByText('扣除金额（元）');
    expect(Array.from(container.querySelectorAll('.option-list__item')).map((e) => e.textContent)).toEqual([
      '退还',
      '扣除✓',
    ]);
    await type(await amountInput(container), '50');
    await submit(container);
    await waitFor(() => expect(modalText()).toBe('确认扣除订金 ¥50？扣除的订金不再退还。'));
    await act(async () => confirmModal());
    await waitFor(() => expect(calls(network, P.deposit('ForfeitDeposit'))).toHaveLength(1));
    expect(bodyOf(calls(network, P.deposit('ForfeitDeposit'))[0])).toEqual({
      storeId: '11',
      bookingOrderId: '103',
      amount: '5000',
    });
  });

  it('deducts part of the deposit from a seated party’s bill', async () => {
    const { container, findByText, network } = await bootOrderPage(
      DepositRefundPage,
      HELD,
      (changed) => [answer(StoreDepositService.method.discountDeposit, changed({ depositDiscountAmount: '15000' }))],
      page('deposit-refund'),
    );
    await tap(await findByText('抵扣消费'));
    await findByText('抵扣金额（元）');
    await type(await amountInput(container), '150');
    await type(await noteInput(container), 'table 3 bill');
    await submit(container);
    await waitFor(() => expect(modalText()).toBe('确认用订金 ¥150 抵扣消费？'));
    await act(async () => confirmModal());
    await waitFor(() => expect(calls(network, P.deposit('DiscountDeposit'))).toHaveLength(1));
    expect(bodyOf(calls(network, P.deposit('DiscountDeposit'))[0])).toEqual({
      storeId: '11',
      bookingOrderId: '103',
      amount: '15000',
      remark: 'table 3 bill',
    });
  });
});
