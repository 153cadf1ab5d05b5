import { timestampFromMs } from '@bufbuild/protobuf/wkt';
import { act, fireEvent, waitFor } from '@testing-library/react';
import { DynamicCodeService } from '@/gen/booking/v1/dynamic_code_service_pb';
import { DinerFeastService } from '@/gen/feast/v1/diner_feast_service_pb';
import { Feast_Status, FeastParticipant_Status } from '@/gen/feast/v1/feast_pb';
import { PublicFeastService } from '@/gen/feast/v1/public_feast_service_pb';
import { SessionService } from '@/gen/identity/v1/session_service_pb';
import { DinerMallOrderService } from '@/gen/mall/v1/diner_mall_order_service_pb';
import { MallOrder_Status } from '@/gen/mall/v1/mall_order_pb';
import { DinerPaymentConfigService } from '@/gen/payment/v1/diner_payment_config_service_pb';
import { PaymentChannel, Transaction_Status } from '@/gen/payment/v1/payment_pb';
import { PublicTransactionService } from '@/gen/payment/v1/public_transaction_service_pb';
import { DinerTicketVoucherService } from '@/gen/ticketing/v1/diner_ticket_voucher_service_pb';
import { TicketVoucher_Status } from '@/gen/ticketing/v1/ticketing_pb';
import FeastBackPage from '@/pages/sub-user/feast-back/index';
import MallOrderDetailPage from '@/pages/sub-user/mall-order-detail/index';
import TicketVoucherPage from '@/pages/sub-user/ticketing-event-ticket-voucher/index';
import { mallOrder } from '../mall/mall-fixtures';
import { bootPage } from '../support/boot-page';
import { answer, type CannedRoutes, fakeNetwork, timestamp } from '../support/fake-network';
import { resetHostUi } from '../support/host-ui';
import { DINER_USER } from '../support/identity-network';
import { createTestStore } from '../support/test-store';

// The pages a cashier returns to (with ?transactionNo=) wait for the
// payment's result as the booking's result page does: while the channel has
// not answered they offer no payment, once it has they show the order paid,
// and a failed payment offers paying again.
afterEach(() => resetHostUi());

/** The channel answers PENDING `pending` times, then `final`; the subject reads paid once it is. */
function channel(final: Transaction_Status, pending = 1) {
  let asked = 0;
  const state = { paid: false };
  const route = answer(PublicTransactionService.method.getAnonymousTransactionInfo, () => {
    const status = ++asked > pending ? final : Transaction_Status.PENDING;
    if (status === Transaction_Status.SUCCESS) state.paid = true;
    return { info: { transactionNo: 'T9', status, amount: '45600', currency: 'CNY' } };
  });
  return { route, state };
}

function boot(page: Parameters<typeof bootPage>[0], routes: CannedRoutes, params: Record<string, string>) {
  const network = fakeNetwork(routes);
  const store = createTestStore({ request: network.request });
  return { open: bootPage(page, { diner: true, params, store }), network };
}

const deadline = () => timestampFromMs(Date.now() + 10 * 60_000);

describe('the mall order the cashier returns to', () => {
  it('says it is checking, never offers to pay, and shows the order paid once the channel answers', async () => {
    const { route, state } = channel(Transaction_Status.SUCCESS);
    const { open } = boot(
      MallOrderDetailPage,
      [
        answer(DinerMallOrderService.method.getMyMallOrder, () => ({
          order: mallOrder(
            state.paid
              ? { status: MallOrder_Status.WAIT_SELLER_CONFIRM }
              : { status: MallOrder_Status.WAIT_PAYMENT, paymentExpireTime: deadline() },
          ),
        })),
        route,
      ],
      { id: '77', transactionNo: 'T9' },
    );
    const { container, findByText } = await open;
    expect(await findByText('正在确认支付结果…')).toBeTruthy();
    expect(container.textContent).not.toContain('待付款');
    expect(container.querySelector('.mall-order__pay')).toBeNull();
    expect(await findByText('待商家确认', {}, { timeout: 5000 })).toBeTruthy();
    expect(container.querySelector('.mall-order__pay')).toBeNull();
  });

  it('a failed payment says so and offers paying again', async () => {
    const { route } = channel(Transaction_Status.FAIL, 0);
    const { open } = boot(
      MallOrderDetailPage,
      [
        answer(DinerMallOrderService.method.getMyMallOrder, { order: mallOrder({ paymentExpireTime: deadline() }) }),
        route,
      ],
      { id: '77', transactionNo: 'T9' },
    );
    const { container, findByText } = await open;
    expect(await findByText('支付失败')).toBeTruthy();
    expect(container.querySelector('.mall-order__pay')).toBeTruthy();
  });
});

describe('the ticket the cashier returns to', () => {
  it('waits for the result, then shows the door code and never the pay button', async () => {
    const { route, state } = channel(Transaction_Status.SUCCESS);
    const voucher = () => ({
      model: { id: '7' },
      eventId: '3',
      ticketId: '4',
      storeId: '1',
      status: state.paid ? TicketVoucher_Status.WAIT_VERIFY : TicketVoucher_Status.WAIT_PAYMENT,
      price: '88800',
      currency: 'CNY',
      eventTitle: 'Burgundy Wine Dinner',
      ticketName: 'Dinner seat',
      sessionDate: '2026-12-08',
      sessionStartSecond: 68400,
      storeName: 'Jade Garden · The Bund',
      timezone: 'Asia/Shanghai',
      ...(state.paid ? {} : { paymentExpireTime: deadline() }),
    });
    const { open } = boot(
      TicketVoucherPage,
      [
        answer(DinerTicketVoucherService.method.getMyTicketVoucher, () => ({ voucher: voucher() })),
        answer(DynamicCodeService.method.getDynamicCode, {
          code: 'FBDC1.V.7.1.abcdefghijklmnop',
          shortCode: 'V7-123456',
          expireTime: timestampFromMs(Date.now() + 30_000),
          serverTime: timestampFromMs(Date.now()),
        }),
        route,
      ],
      { id: '7', transactionNo: 'T9' },
    );
    const { container, findByText } = await open;
    expect(await findByText('正在确认支付结果…')).toBeTruthy();
    expect(container.textContent).not.toContain('立即付款');
    expect(await findByText('V7-123456', {}, { timeout: 5000 })).toBeTruthy();
    expect(container.textContent).not.toContain('立即付款');
    expect(await findByText('待核销')).toBeTruthy();
  });
});

describe('the feast page the cashier returns to', () => {
  const FEAST = {
    model: { id: '71' },
    number: 'F000071',
    title: 'Crab Night',
    participantCount: 8,
    minParticipantCount: 4,
    depositPerPerson: '20000',
    status: Feast_Status.FORMING,
    reservationDate: '2027-02-02',
    startSecond: 64800,
    registrationDeadline: timestamp('2027-02-01T12:00:00Z'),
    timezone: 'Asia/Shanghai',
  };

  it('a failed payment offers paying again, not only going back to the feast', async () => {
    const { route } = channel(Transaction_Status.FAIL, 0);
    const paid: string[] = [];
    const network = fakeNetwork([
      answer(SessionService.method.currentSessionInfo, { user: DINER_USER }),
      answer(PublicFeastService.method.getFeast, { feast: FEAST }),
      answer(PublicFeastService.method.listFeastQuestions, { list: [] }),
      answer(DinerFeastService.method.getMyParticipation, {
        list: [{ model: { id: '5' }, status: FeastParticipant_Status.WAIT_DEPOSIT_PAYMENT }],
      }),
      answer(DinerPaymentConfigService.method.getPaymentConfig, { optionList: [{ channel: PaymentChannel.SANDBOX }] }),
      answer(PublicTransactionService.method.createTransaction, {
        transaction: { transactionNo: 'T10' },
        payParams: { kind: { case: 'cashierUrl', value: 'https://pay.test/c2' } },
      }),
      route,
    ]);
    const store = createTestStore({
      request: network.request,
      platform: {
        requestPayment: async (p) => {
          paid.push(p.cashierUrl);
          return 'redirecting';
        },
      },
    });
    await store.session.loadCurrentSession();
    const { container, findByText } = await bootPage(FeastBackPage, {
      path: '/pages/sub-user/feast-back/index',
      params: { id: '71', participantId: '5', transactionNo: 'T9' },
      store,
    });
    expect(await findByText('支付失败')).toBeTruthy();
    expect(container.textContent).toContain('返回饭局');
    const again = container.querySelector('.feast-back__pay-again')!;
    expect(again.textContent).toBe('重新支付');
    await act(async () => {
      fireEvent.click(again);
    });
    await waitFor(() => expect(paid).toEqual(['https://pay.test/c2']));
  });
});
