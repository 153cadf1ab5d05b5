import { waitFor } from '@testing-library/react';
import TicketVoucherPage from '@/pages/sub-user/ticketing-event-ticket-voucher/index';
import { bootPage } from '../support/boot-page';
import { fakeNetwork } from '../support/fake-network';
import { resetHostUi } from '../support/host-ui';
import { createTestStore } from '../support/test-store';

// The diner's ticket: paid and unused it shows the door's dynamic code (QR
// and short code, with its countdown); still unpaid it offers to pay instead.
const VOUCHER = '/grpc/operator-user/ticketing.v1.DinerTicketVoucherService/GetMyTicketVoucher';
const CODE = '/grpc/booking/booking.v1.DynamicCodeService/GetDynamicCode';

afterEach(() => resetHostUi());

const voucher = (status: string) => ({
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
  ...(status === 'WAIT_PAYMENT' ? { paymentExpireTime: new Date(Date.now() + 600_000).toISOString() } : {}),
});

function boot(status: string) {
  const network = fakeNetwork({
    [VOUCHER]: { body: { voucher: voucher(status) } },
    [CODE]: {
      body: {
        code: 'FBDC1.V.7.1.abcdefghijklmnop',
        shortCode: 'V7-123456',
        expireTime: new Date(Date.now() + 30_000).toISOString(),
        serverTime: new Date().toISOString(),
      },
    },
  });
  const open = bootPage(TicketVoucherPage, {
    diner: true,
    store: createTestStore({ request: network.request }),
    params: { id: '7' },
  });
  return { open, network };
}

describe('a ticket', () => {
  it('ready to use shows its status, the dynamic code and the seconds until it changes', async () => {
    const { open } = boot('WAIT_VERIFY');
    const { container, findByText } = await open;
    expect(await findByText('V7-123456')).toBeTruthy();
    expect(await findByText('待核销')).toBeTruthy();
    expect(container.querySelector('.qr-code')).toBeTruthy();
    await waitFor(() =>
      expect(container.querySelector('.dynamic-code__countdown')?.textContent).toMatch(/\d+ 秒后刷新/),
    );
  });

  it('waiting for payment offers to pay and shows no code', async () => {
    const { open, network } = boot('WAIT_PAYMENT');
    const { container, findByText } = await open;
    expect(await findByText('立即付款')).toBeTruthy();
    expect(container.querySelector('.dynamic-code')).toBeNull();
    expect(network.calls.some((c) => c.url.endsWith(CODE))).toBe(false);
  });
});
