import { timestampFromMs } from '@bufbuild/protobuf/wkt';
import { TicketVoucher_Status, type TicketVoucherSchema } from '@/gen/ticketing/v1/ticketing_pb';
import { waitFor } from '@testing-library/react';
import TicketVoucherPage from '@/pages/sub-user/ticketing-event-ticket-voucher/index';
import { bootPage } from '../support/boot-page';
import { answer, fakeNetwork, type Init } from '../support/fake-network';
import { DinerTicketVoucherService } from '@/gen/ticketing/v1/diner_ticket_voucher_service_pb';
import { DynamicCodeService } from '@/gen/booking/v1/dynamic_code_service_pb';
import { act, fireEvent } from '@testing-library/react';
import { cancelModal, confirmModal, modalText, resetHostUi, toastText } from '../support/host-ui';
import { createTestStore } from '../support/test-store';

// The diner's ticket: paid and unused it shows the door's dynamic code (QR
// and short code, with its countdown); still unpaid it offers to pay instead.
const CODE = '/grpc/booking/booking.v1.DynamicCodeService/GetDynamicCode';

afterEach(() => resetHostUi());

const voucher = (
  status: TicketVoucher_Status,
  over: Partial<Init<typeof TicketVoucherSchema>> = {},
): Init<typeof TicketVoucherSchema> => ({
  model: { id: '7' },
  eventId: '3',
  ticketId: '4',
  storeId: '1',
  status,
  price: '88800',
  eventTitle: 'Burgundy Wine Dinner',
  ticketName: 'Dinner seat',
  sessionDate: '2026-12-08',
  sessionStartSecond: 68400,
  storeName: 'Jade Garden · The Bund',
  timezone: 'Asia/Shanghai',
  ...(status === TicketVoucher_Status.WAIT_VERIFY ? { code: 'T7-48392017' } : {}),
  currency: 'CNY',
  purchaseId: '7',
  ...(status === TicketVoucher_Status.WAIT_PAYMENT ? { paymentExpireTime: timestampFromMs(Date.now() + 600_000) } : {}),
  ...over,
});

function boot(status: TicketVoucher_Status, over: Partial<Init<typeof TicketVoucherSchema>> = {}) {
  const network = fakeNetwork([
    answer(DinerTicketVoucherService.method.getMyTicketVoucher, { voucher: voucher(status, over) }),
    answer(DinerTicketVoucherService.method.cancelMyTicketVoucher, {
      voucher: voucher(TicketVoucher_Status.CANCELLED, { ...over, cancelTime: timestampFromMs(Date.now()) }),
      refundAmount: '88800',
    }),
    answer(DynamicCodeService.method.getDynamicCode, {
      code: 'FBDC1.V.7.1.abcdefghijklmnop',
      shortCode: 'V7-123456',
      expireTime: timestampFromMs(Date.now() + 30_000),
      serverTime: timestampFromMs(Date.now()),
    }),
  ]);
  const open = bootPage(TicketVoucherPage, {
    diner: true,
    store: createTestStore({ request: network.request }),
    params: { id: '7' },
  });
  return { open, network };
}

describe('a ticket', () => {
  it('ready to use shows its status, the dynamic code and the seconds until it changes', async () => {
    const { open } = boot(TicketVoucher_Status.WAIT_VERIFY);
    const { container, findByText } = await open;
    expect(await findByText('V7-123456')).toBeTruthy();
    // and its own code, for staff to type when no live screen can be shown
    expect(await findByText('票券码 T7-48392017：无法出示动态码时，可请店员输入此码')).toBeTruthy();
    expect(await findByText('待核销')).toBeTruthy();
    expect(container.querySelector('.qr-code')).toBeTruthy();
    await waitFor(() =>
      expect(container.querySelector('.dynamic-code__countdown')?.textContent).toMatch(/\d+ 秒后刷新/),
    );
  });

  it('waiting for payment offers to pay and shows no code', async () => {
    const { open, network } = boot(TicketVoucher_Status.WAIT_PAYMENT);
    const { container, findByText } = await open;
    expect(await findByText('立即付款')).toBeTruthy();
    expect(container.querySelector('.dynamic-code')).toBeNull();
    expect(network.calls.some((c) => c.url.endsWith(CODE))).toBe(false);
  });
});

describe("a paid ticket's refund", () => {
  const CANCEL = '/grpc/operator-user/ticketing.v1.DinerTicketVoucherService/CancelMyTicketVoucher';
  const cancels = (network: { calls: { url: string }[] }) => network.calls.filter((c) => c.url.endsWith(CANCEL));

  it('where the event allows it: asks first, saying how much comes back, then the ticket is cancelled', async () => {
    const deadline = timestampFromMs(Date.parse('2099-12-05T11:00:00Z'));
    const { open, network } = boot(TicketVoucher_Status.WAIT_VERIFY, {
      dinerRefundable: true,
      dinerRefundDeadline: deadline,
      sessionDate: '2099-12-08',
    });
    const { findByText } = await open;
    expect(await findByText('2099-12-05 19:00 前可退票')).toBeTruthy();
    await act(async () => {
      fireEvent.click(await findByText('退票'));
    });
    await waitFor(() => expect(modalText()).toBe('退票后将退回 ¥888，此票券作废。确定退票吗？'));
    await act(async () => cancelModal());
    expect(cancels(network)).toHaveLength(0);

    await act(async () => {
      fireEvent.click(await findByText('退票'));
    });
    await waitFor(() => expect(modalText()).toMatch(/¥888/));
    await act(async () => confirmModal());
    expect(await findByText('已取消')).toBeTruthy();
    expect(cancels(network)).toHaveLength(1);
    await waitFor(() => expect(toastText()).toBe('已退票，¥888 将原路退回'));
  });

  it('without a deadline, may be cancelled until the session starts', async () => {
    const { open } = boot(TicketVoucher_Status.WAIT_VERIFY, { dinerRefundable: true, sessionDate: '2099-12-08' });
    const { findByText } = await open;
    expect(await findByText('2099-12-08 19:00 前可退票')).toBeTruthy();
    expect(await findByText('退票')).toBeTruthy();
  });

  it('where the event does not allow it, says so and offers no refund', async () => {
    const { open } = boot(TicketVoucher_Status.WAIT_VERIFY, { dinerRefundable: false });
    const { findByText, queryByText } = await open;
    expect(await findByText('此活动票券不可退')).toBeTruthy();
    expect(queryByText('退票')).toBeNull();
  });

  it('past the deadline, says when refunds closed', async () => {
    const { open } = boot(TicketVoucher_Status.WAIT_VERIFY, {
      dinerRefundable: true,
      dinerRefundDeadline: timestampFromMs(Date.parse('2026-01-02T04:00:00Z')),
    });
    const { findByText, queryByText } = await open;
    expect(await findByText('退票已于 2026-01-02 12:00 截止')).toBeTruthy();
    expect(queryByText('退票')).toBeNull();
  });

  it("names the event and the ticket in the reader's language, and its own where a language was not given", async () => {
    const { open } = boot(TicketVoucher_Status.WAIT_VERIFY, {
      eventIntlTitle: { zhHans: '勃艮第葡萄酒晚宴', zhHant: '勃艮第葡萄酒晚宴', en: '' },
      ticketIntlName: { zhHans: '晚宴席位', zhHant: '', en: '' },
    });
    const { container, store } = await open;
    const seen = () => [
      container.querySelector('.section__title')?.textContent,
      container.textContent?.includes('晚宴席位 ·'),
    ];
    await waitFor(() => expect(seen()).toEqual(['勃艮第葡萄酒晚宴', true]));
    // Traditional Chinese falls back to the Simplified name, English to the event's own.
    await act(async () => store.settings.setLanguage('zh-Hant'));
    await waitFor(() => expect(seen()).toEqual(['勃艮第葡萄酒晚宴', true]));
    await act(async () => store.settings.setLanguage('en'));
    await waitFor(() => expect(container.querySelector('.section__title')?.textContent).toBe('Burgundy Wine Dinner'));
    expect(container.textContent).toContain('Dinner seat ·');
    await act(async () => store.settings.setLanguage('zh-Hans'));
  });
});
