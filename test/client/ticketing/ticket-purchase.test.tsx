import { timestampFromMs } from '@bufbuild/protobuf/wkt';
import { act, fireEvent, waitFor } from '@testing-library/react';
import { TicketVoucher_Status, type TicketingEventSchema } from '@/gen/ticketing/v1/ticketing_pb';
import { DinerTicketVoucherService } from '@/gen/ticketing/v1/diner_ticket_voucher_service_pb';
import { PublicTicketingEventService } from '@/gen/ticketing/v1/public_ticketing_event_service_pb';
import TicketCreatePage from '@/pages/sub-user/ticketing-event-ticket-create/index';
import { bootPage } from '../support/boot-page';
import { answer, fakeNetwork, type Init } from '../support/fake-network';
import { resetHostUi } from '../support/host-ui';
import { createTestStore } from '../support/test-store';
import { paymentRoutes } from '../mall/mall-fixtures';

// Buying tickets: the diner picks how many, up to what the event's per-person
// limit leaves them (tickets they already hold count) and what is left, sees
// the total and pays once for all of them.
const HOUR = 3_600_000;
const WINE_DINNER: Init<typeof TicketingEventSchema> = {
  model: { id: '3' },
  storeId: '1',
  title: '勃艮第葡萄酒晚宴',
  saleStartTime: timestampFromMs(Date.now() - HOUR),
  saleEndTime: timestampFromMs(Date.now() + 48 * HOUR),
  perDinerLimit: 4,
  currency: 'CNY',
  timezone: 'Asia/Shanghai',
  storeName: 'Jade Garden',
  ticketList: [
    { id: '5', name: '晚宴席位', sessionDate: '2027-01-09', sessionStartSecond: 68400, price: '88800', quantity: 40 },
    {
      id: '6',
      name: '主厨餐桌',
      sessionDate: '2027-01-09',
      sessionStartSecond: 68400,
      price: '168800',
      quantity: 8,
      soldCount: 6,
    },
  ],
};

afterEach(() => resetHostUi());

const held = (status: TicketVoucher_Status, id: string) => ({ model: { id }, eventId: '3', status, price: '88800' });

async function open(mine: ReturnType<typeof held>[]) {
  const network = fakeNetwork([
    answer(PublicTicketingEventService.method.getTicketingEvent, { event: WINE_DINNER }),
    answer(DinerTicketVoucherService.method.queryMyTicketVouchers, { list: mine, total: mine.length }),
    answer(DinerTicketVoucherService.method.createTicketVoucher, (_req, input) => ({
      voucher: { model: { id: '20' }, purchaseId: '20', status: TicketVoucher_Status.WAIT_PAYMENT },
      voucherList: Array.from({ length: input.quantity }, (_, i) => ({
        model: { id: String(20 + i) },
        purchaseId: '20',
      })),
    })),
    paymentRoutes(),
  ]);
  const page = await bootPage(TicketCreatePage, {
    diner: true,
    store: createTestStore({ request: network.request }),
    params: { id: '3', ticketId: '5' },
  });
  // What the diner holds is read beside the event: the choice is bounded once both are in.
  await waitFor(() => expect(page.container.querySelector('[data-testid="ticket-quantity-hint"]')).toBeTruthy());
  return { page, network };
}

const quantity = (c: HTMLElement) => c.querySelector('[data-testid="ticket-quantity"]')?.textContent;
const total = (c: HTMLElement) => c.querySelector('[data-testid="ticket-total"]')?.textContent ?? '';
const tap = async (el: Element | null) => {
  await act(async () => {
    fireEvent.click(el!);
  });
};
const bodyOf = (network: Awaited<ReturnType<typeof open>>['network'], method: string) =>
  network.calls.filter((c) => c.url.endsWith(method)).map((c) => JSON.parse(c.body || '{}'));

describe('buying tickets', () => {
  it('offers up to what the limit leaves (tickets held count, cancelled ones do not) and shows the total', async () => {
    const { page } = await open([
      held(TicketVoucher_Status.WAIT_VERIFY, '9'),
      held(TicketVoucher_Status.CANCELLED, '8'),
    ]);
    const { container, findByText } = page;
    expect(await findByText('您还可购买 3 张')).toBeTruthy();
    expect(quantity(container)).toBe('1');
    const plus = container.querySelector('.ticketing__stepper-plus');
    for (let i = 0; i < 4; i++) await tap(plus);
    expect(quantity(container)).toBe('3');
    expect(total(container)).toBe('¥2,664');
    expect(await findByText(/× 3 张/)).toBeTruthy();
    await tap(container.querySelector('.ticketing__stepper-minus'));
    expect([quantity(container), total(container)]).toEqual(['2', '¥1,776']);
  });

  it('holds the choice to what a ticket has left', async () => {
    const { page } = await open([]);
    const { container, findByText } = page;
    await tap(await findByText('主厨餐桌'));
    for (let i = 0; i < 4; i++) await tap(container.querySelector('.ticketing__stepper-plus'));
    expect([quantity(container), total(container)]).toEqual(['2', '¥3,376']);
  });

  it('takes them in one purchase and pays once for the purchase', async () => {
    const { page, network } = await open([]);
    const { container, findByText } = page;
    await findByText('您还可购买 4 张');
    for (let i = 0; i < 2; i++) await tap(container.querySelector('.ticketing__stepper-plus'));
    await tap(await findByText('去支付'));
    await waitFor(() => expect(bodyOf(network, 'CreateTransaction')).toHaveLength(1));
    expect(bodyOf(network, 'CreateTicketVoucher')).toEqual([{ eventId: '3', ticketId: '5', quantity: 3 }]);
    expect(bodyOf(network, 'CreateTransaction')[0]).toMatchObject({
      purpose: 'TICKETING_EVENT_TICKET_VOUCHER',
      subjectId: '20',
    });
  });

  it('says so and offers no payment when the diner already holds the limit', async () => {
    const four = ['1', '2', '3', '4'].map((id) => held(TicketVoucher_Status.WAIT_VERIFY, id));
    const { page } = await open(four);
    expect(await page.findByText('您已持有本活动限购的 4 张票')).toBeTruthy();
    const pay = (await page.findByText('去支付')).closest('button, .nut-button');
    expect(pay?.className).toMatch(/disabled/);
  });
});
