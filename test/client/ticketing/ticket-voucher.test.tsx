import { timestampFromMs } from '@bufbuild/protobuf/wkt';
import { TicketVoucher_Status, type TicketVoucherSchema } from '@/gen/ticketing/v1/ticketing_pb';
import { waitFor } from '@testing-library/react';
import TicketVoucherPage from '@/pages/sub-user/ticketing-event-ticket-voucher/index';
import { bootPage } from '../support/boot-page';
import { answer, fakeNetwork, type Init } from '../support/fake-network';
import { DinerTicketVoucherService } from '@/gen/ticketing/v1/diner_ticket_voucher_service_pb';
import { DynamicCodeService } from '@/gen/booking/v1/dynamic_code_service_pb';
import { resetHostUi } from '../support/host-ui';
import { createTestStore } from '../support/test-store';

// The diner's ticket: paid and unused it shows the door's dynamic code (QR
// and short code, with its countdown); still unpaid it offers to pay instead.
const CODE = '/grpc/booking/booking.v1.DynamicCodeService/GetDynamicCode';

afterEach(() => resetHostUi());

const voucher = (status: TicketVoucher_Status): Init<typeof TicketVoucherSchema> => ({
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
  ...(status === TicketVoucher_Status.WAIT_PAYMENT ? { paymentExpireTime: timestampFromMs(Date.now() + 600_000) } : {}),
});

function boot(status: TicketVoucher_Status) {
  const network = fakeNetwork([
    answer(DinerTicketVoucherService.method.getMyTicketVoucher, { voucher: voucher(status) }),
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
