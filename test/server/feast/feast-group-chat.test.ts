import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DinerFeastService } from '@gen/feast/v1/diner_feast_service_pb';
import { StoreFeastService } from '@gen/feast/v1/store_feast_service_pb';
import { failure, makeBookingFixture, type BookingFixture, type Caller } from '../../helpers/booking-fixture';
import { im, say, storeOp } from '../../helpers/im-fixture';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { feastInput, join, pay, publishedFeast } from './feast-fixture';

// A feast's participants and its host store share one group conversation:
// a paid seat makes a member, a cancelled one ends the membership.
let server: TestServer;
let f: BookingFixture;
beforeAll(async () => {
  server = await startTestServer();
  f = await makeBookingFixture(server);
});
afterAll(() => server.close());

const groupOf = async (who: Caller, feastId: string, operator?: ReturnType<typeof storeOp>) => {
  const { list } = await im(who).queryConversations({ operator });
  return list.find((c) => c.subjectType === 'FEAST' && c.subjectId === feastId);
};

describe('the feast group chat', () => {
  it('opens with the host store when published; paid participants join it, a cancelled one leaves', async () => {
    const feast = await publishedFeast(f, feastInput(new Date(), { days: 6, storeShiftId: f.x.dinnerId }));
    const feastId = feast.model!.id;

    const hostView = await groupOf(f.staffX, feastId, storeOp(f.x.storeId));
    expect(hostView).toMatchObject({ title: feast.title, memberCount: 1 });

    // Joining alone is not membership: the seat must be paid.
    const a = await join(f.dinerA, feastId);
    expect(await groupOf(f.dinerA, feastId)).toBeUndefined();
    await pay(f, f.dinerA, a.model!.id);
    const b = await join(f.dinerB, feastId);
    await pay(f, f.dinerB, b.model!.id);

    const seen = await groupOf(f.dinerA, feastId);
    expect(seen).toMatchObject({ conversationId: hostView!.conversationId, memberCount: 3 });
    const hello = await say(f.dinerB, 'Parking is behind the building', { conversationId: seen!.conversationId });
    const history = await im(f.dinerA).queryMessages({ conversationId: seen!.conversationId });
    expect(history.list.map((m) => m.messageId)).toContain(hello.messageId);

    await f.dinerB.client(DinerFeastService).cancelParticipation({ participantId: b.model!.id });
    expect(await groupOf(f.dinerB, feastId)).toBeUndefined();
    const refused = await failure(say(f.dinerB, 'still here?', { conversationId: seen!.conversationId }));
    expect(refused.code).toBeDefined();
    expect((await groupOf(f.dinerA, feastId))?.memberCount).toBe(2);
  });

  it('closing the feast ends every membership; the host keeps the conversation', async () => {
    const feast = await publishedFeast(f, feastInput(new Date(), { days: 7, storeShiftId: f.x.dinnerId }));
    const feastId = feast.model!.id;
    const a = await join(f.dinerA, feastId);
    await pay(f, f.dinerA, a.model!.id);
    expect((await groupOf(f.dinerA, feastId))?.memberCount).toBe(2);

    await f.staffX.client(StoreFeastService).closeFeast({ storeId: f.x.storeId, feastId });
    expect(await groupOf(f.dinerA, feastId)).toBeUndefined();
    const hostView = await groupOf(f.staffX, feastId, storeOp(f.x.storeId));
    expect(hostView?.memberCount).toBe(1);
  });
});
