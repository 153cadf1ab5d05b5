import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueueTicket_Status as Status } from '@gen/booking/v1/queue_pb';
import { StoreQueueService } from '@gen/booking/v1/store_queue_service_pb';
import { SERVER_MESSAGE } from '@common/server-messages';
import { makeBookingFixture, type BookingFixture } from '../../helpers/booking-fixture';
import { testClock } from '../../helpers/test-clock';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// Staff at two devices act at once: numbers stay unique, and a table takes one party.
const clock = testClock('2030-03-01T10:00:00Z'); // 18:00 in Shanghai, dinner
let server: TestServer;
let f: BookingFixture;
const staff = () => f.staffX.client(StoreQueueService);
const merchant = () => f.merchantStaff.client(StoreQueueService);

beforeAll(async () => {
  server = await startTestServer({}, undefined, false, { now: clock.now });
  f = await makeBookingFixture(server);
  await staff().openQueue({ storeId: f.x.storeId, storeShiftId: f.x.dinnerId });
}, 60_000);
afterAll(() => server.close());

const refusal = (r: PromiseSettledResult<unknown>) =>
  r.status === 'rejected' ? ((r.reason as { rawMessage?: string }).rawMessage ?? '') : '';

describe('the queue under concurrent staff', () => {
  it('hands out unique, gapless numbers to many takes at once', async () => {
    const takes = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        (i % 2 ? staff() : merchant()).takeQueueNumber({ storeId: f.x.storeId, people: i % 3 === 0 ? 4 : 2 }),
      ),
    );
    const numbers = takes.map((t) => t.ticket!.number);
    expect(new Set(numbers).size).toBe(60);
    const a = numbers.filter((n) => n.startsWith('A')).sort();
    const b = numbers.filter((n) => n.startsWith('B')).sort();
    expect(a).toEqual(Array.from({ length: 40 }, (_, i) => `A${String(i + 1).padStart(3, '0')}`));
    expect(b).toEqual(Array.from({ length: 20 }, (_, i) => `B${String(i + 1).padStart(3, '0')}`));
  });

  it('seats one party when two staff seat two parties on one table at once', async () => {
    const { ticketList } = await staff().getQueueBoard({ storeId: f.x.storeId });
    const [first, second] = ticketList.filter((t) => t.typeCode === 'A');
    const table = f.x.items.two[0];
    const results = await Promise.allSettled([
      staff().seatQueueTicket({ storeId: f.x.storeId, ticketId: first.id, storeTableItemId: table }),
      merchant().seatQueueTicket({ storeId: f.x.storeId, ticketId: second.id, storeTableItemId: table }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.map(refusal).filter(Boolean)).toEqual([SERVER_MESSAGE.tableItemOccupied]);
    const after = (await staff().getQueueBoard({ storeId: f.x.storeId })).ticketList;
    expect(after.filter((t) => t.status === Status.SEATED && t.storeTableItemId === table)).toHaveLength(1);
  });

  it('seats a party once when two staff seat it on two tables at once', async () => {
    const { ticketList } = await staff().getQueueBoard({ storeId: f.x.storeId });
    const party = ticketList.find((t) => t.typeCode === 'B' && t.status === Status.WAITING)!;
    const results = await Promise.allSettled(
      f.x.items.four.slice(0, 2).map((item, i) =>
        (i ? merchant() : staff()).seatQueueTicket({
          storeId: f.x.storeId,
          ticketId: party.id,
          storeTableItemId: item,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.map(refusal).filter(Boolean)).toEqual([SERVER_MESSAGE.queueTicketStatusForbids]);
  });
});
