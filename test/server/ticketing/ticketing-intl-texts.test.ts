import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DinerTicketVoucherService } from '@gen/ticketing/v1/diner_ticket_voucher_service_pb';
import { PublicTicketingEventService } from '@gen/ticketing/v1/public_ticketing_event_service_pb';
import { StoreTicketingService } from '@gen/ticketing/v1/store_ticketing_service_pb';
import { failure, makeBookingFixture, type BookingFixture } from '../../helpers/booking-fixture';
import { testClock } from '../../helpers/test-clock';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { buy, createEvent, eventInput } from './ticketing-fixture';

// An event's title, description and ticket names in each interface language,
// as staff write them, read by diners and carried by the tickets they buy.
const clock = testClock('2026-11-25T10:00:00Z');
let server: TestServer;
let f: BookingFixture;
beforeAll(async () => {
  server = await startTestServer({}, undefined, false, { now: clock.now });
  f = await makeBookingFixture(server);
}, 60_000);
afterAll(() => server.close());

const intlTitle = { zhHans: '勃艮第葡萄酒晚宴', zhHant: '勃艮第葡萄酒晚宴', en: 'Burgundy Wine Dinner' };
const intlDescription = { zhHans: '六道菜配六款酒', zhHant: '六道菜配六款酒', en: '' };

function localized() {
  const input = eventInput(clock, { intlTitle, intlDescription } as never);
  input.ticketList[0] = {
    ...input.ticketList[0],
    intlName: { zhHans: ' 晚宴席位 ', zhHant: '晚宴席位', en: '' },
  } as never;
  return input;
}

describe('an event in three languages', () => {
  it('is read back by a visitor with every language staff gave, trimmed, and an empty one left empty', async () => {
    const { eventId } = await createEvent(f, localized());
    const { event } = await f.anonymous.client(PublicTicketingEventService).getTicketingEvent({ eventId });
    expect(event!.title).toBe('Burgundy wine dinner');
    expect({ ...event!.intlTitle }).toMatchObject(intlTitle);
    expect({ ...event!.intlDescription }).toMatchObject(intlDescription);
    expect({ ...event!.ticketList[0].intlName }).toMatchObject({ zhHans: '晚宴席位', zhHant: '晚宴席位', en: '' });
  });

  it("gives each bought ticket its event's title and its ticket's name in every language", async () => {
    const { eventId, ticketId } = await createEvent(f, localized());
    const voucher = await buy(f.dinerA, eventId, ticketId);
    const { voucher: mine } = await f.dinerA
      .client(DinerTicketVoucherService)
      .getMyTicketVoucher({ voucherId: voucher.model!.id });
    expect(mine!.eventIntlTitle?.zhHans).toBe('勃艮第葡萄酒晚宴');
    expect(mine!.ticketIntlName?.zhHant).toBe('晚宴席位');
  });

  it('keeps the languages staff change on an edit, and drops one they clear', async () => {
    const { eventId, event } = await createEvent(f, localized());
    const edited = localized();
    edited.intlTitle = { ...intlTitle, en: '' } as never;
    edited.ticketList[0] = { ...edited.ticketList[0], id: event.ticketList[0].id, intlName: { en: 'Seat' } } as never;
    await f.staffX
      .client(StoreTicketingService)
      .updateStoreTicketingEvent({ storeId: f.x.storeId, eventId, event: edited });
    const { event: shown } = await f.anonymous.client(PublicTicketingEventService).getTicketingEvent({ eventId });
    expect(shown!.intlTitle?.en).toBe('');
    expect(shown!.intlTitle?.zhHans).toBe('勃艮第葡萄酒晚宴');
    expect({ ...shown!.ticketList[0].intlName }).toMatchObject({ zhHans: '', en: 'Seat' });
  });

  it('refuses a translated title over 100 characters and stores nothing', async () => {
    const { total: before } = await f.anonymous
      .client(PublicTicketingEventService)
      .queryTicketingEvents({ storeId: f.x.storeId, query: { limit: 100, shouldReturnTotal: true } });
    const input = localized();
    input.intlTitle = { zhHans: '晚'.repeat(101), zhHant: '', en: '' } as never;
    const refused = await failure(
      f.staffX.client(StoreTicketingService).createStoreTicketingEvent({ storeId: f.x.storeId, event: input }),
    );
    expect(refused.code).toBe('InvalidArgument');
    expect(refused.message).toMatch(/intlTitle\.zhHans is too long/);
    const { total: after } = await f.anonymous
      .client(PublicTicketingEventService)
      .queryTicketingEvents({ storeId: f.x.storeId, query: { limit: 100, shouldReturnTotal: true } });
    expect(after).toBe(before);
  });
});
