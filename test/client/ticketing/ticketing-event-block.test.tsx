import { timestampFromMs } from '@bufbuild/protobuf/wkt';
import { act, waitFor } from '@testing-library/react';
import type { TicketingEventSchema } from '@/gen/ticketing/v1/ticketing_pb';
import { PublicTicketingEventService } from '@/gen/ticketing/v1/public_ticketing_event_service_pb';
import { TicketingEventBlock } from '@/components/ticketing/ticketing-event-block';
import { bootPage } from '../support/boot-page';
import { answer, fakeNetwork, type Init } from '../support/fake-network';
import { watchNavigation } from '../support/host-navigation';
import { createTestStore } from '../support/test-store';

// The store page's events: a diner finds the store's ticketed dinner where they look
// at the restaurant, with its first session and its lowest price, and taps through to it.
const HOUR = 3_600_000;
const WINE_DINNER: Init<typeof TicketingEventSchema> = {
  model: { id: '3' },
  storeId: '1',
  title: '勃艮第葡萄酒晚宴',
  saleStartTime: timestampFromMs(Date.now() - HOUR),
  saleEndTime: timestampFromMs(Date.now() + 48 * HOUR),
  perDinerLimit: 4,
  currency: 'HKD',
  timezone: 'Asia/Hong_Kong',
  ticketList: [
    { id: '5', name: '晚宴席位', sessionDate: '2027-01-09', sessionStartSecond: 68400, price: '88800', quantity: 20 },
    { id: '6', name: '早鸟', sessionDate: '2027-01-08', sessionStartSecond: 70200, price: '68800', quantity: 10 },
  ],
};

async function open(
  events: Init<typeof TicketingEventSchema>[],
  where: { storeId?: string; merchantId?: string } = { storeId: '1' },
) {
  const network = fakeNetwork([
    answer(PublicTicketingEventService.method.queryTicketingEvents, { list: events, total: events.length }),
  ]);
  let answered!: () => void;
  const answer$ = new Promise<void>((resolve) => (answered = resolve));
  const request: typeof network.request = async (req) => {
    const reply = await network.request(req);
    answered();
    return reply;
  };
  const Block = () => <TicketingEventBlock {...where} />;
  const page = await bootPage(Block, { store: createTestStore({ request }) });
  // The list's answer is in and drawn (or not) before anything is looked at.
  await act(async () => answer$);
  await act(async () => undefined);
  return { ...page, network };
}

describe("the store page's events", () => {
  it("lists the store's events on sale with their first session and lowest price, and opens one", async () => {
    const nav = watchNavigation();
    const { container, network, findByText } = await open([WINE_DINNER]);
    expect(JSON.parse(network.calls[0].body!)).toMatchObject({ storeId: '1' });
    expect(await findByText('活动与票务')).toBeTruthy();
    const card = container.querySelector<HTMLElement>('.ticketing-block__event')!;
    expect(card.querySelector('.ticketing-block__title')?.textContent).toBe('勃艮第葡萄酒晚宴');
    expect(card.textContent).toContain('2027-01-08 19:30 起');
    expect(card.querySelector('.ticketing__price')?.textContent).toBe('HK$688 起');
    card.click();
    await waitFor(() => expect(nav.opened()).toEqual(['/pages/sub-user/ticketing-event-detail/index?id=3']));
    jest.restoreAllMocks();
  });

  it("on home, lists the merchant's events with the store each is at", async () => {
    const { container, network } = await open([{ ...WINE_DINNER, storeName: '翡翠花园 · 外滩' }], { merchantId: '2' });
    expect(JSON.parse(network.calls[0].body!)).toMatchObject({ merchantId: '2' });
    expect(JSON.parse(network.calls[0].body!).storeId ?? '0').toBe('0');
    const card = container.querySelector<HTMLElement>('.ticketing-block__event')!;
    expect(card.textContent).toContain('翡翠花园 · 外滩');
  });

  it("on a store's page, does not repeat the store's name", async () => {
    const { container } = await open([{ ...WINE_DINNER, storeName: '翡翠花园 · 外滩' }]);
    expect(container.querySelector('.ticketing-block__event')!.textContent).not.toContain('翡翠花园');
  });

  it('shows nothing for a store that sells no tickets, or whose sales have ended', async () => {
    const ended = { ...WINE_DINNER, saleEndTime: timestampFromMs(Date.now() - HOUR) };
    const { container } = await open([ended]);
    expect(container.querySelector('[data-testid="ticketing-block"]')).toBeNull();
  });
});
