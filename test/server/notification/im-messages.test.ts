import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MessageType } from '@gen/im/v1/im_pb';
import { makeBookingFixture, type BookingFixture } from '../../helpers/booking-fixture';
import { pngImage } from '../../helpers/images';
import { cid, im, say, storeOp } from '../../helpers/im-fixture';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// CREATE_IM_MESSAGE: a diner away from a chat hears of it once per unread
// run, not once per line, and never of their own messages.
let server: TestServer;
let f: BookingFixture;
let clock = new Date('2030-04-01T10:00:00Z');
const tick = () => (clock = new Date(clock.getTime() + 5_000));

beforeAll(async () => {
  server = await startTestServer({}, undefined, false, { now: () => clock });
  f = await makeBookingFixture(server);
});
afterAll(() => server.close());

async function uploadAs(sessionKey: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(pngImage(2, 2))], { type: 'image/png' }), 'menu.png');
  const res = await fetch(`${server.url}/action/upload-file`, {
    method: 'POST',
    headers: { 'x-session-key': sessionKey },
    body: form,
  });
  return ((await res.json()) as { fileId: string }).fileId;
}

async function imEventsFor(userId: string) {
  const rows = await server.database.db
    .selectFrom('notification_event')
    .select(['id', 'store_id', 'params'])
    .where('type', '=', 'CREATE_IM_MESSAGE')
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    ...r,
    params: (typeof r.params === 'string' ? JSON.parse(r.params) : r.params) as Record<string, string>,
  }));
}

describe('chat message notifications', () => {
  it('a store answering in several lines tells the diner once; reading starts a new run', async () => {
    const first = await say(f.dinerA, 'Table for two tonight?', { member: storeOp(f.x.storeId) });
    const c = first.conversationId;
    // The diner's own message tells the diner nothing.
    expect(await imEventsFor(f.dinerA.userId)).toHaveLength(0);

    tick();
    await say(f.staffX, 'Yes, we have a table by the window at seven, shall I hold it?', {
      conversationId: c,
      operator: storeOp(f.x.storeId),
    });
    tick();
    await say(f.staffX, 'It comes with a view of the river.', { conversationId: c, operator: storeOp(f.x.storeId) });
    const events = await imEventsFor(f.dinerA.userId);
    expect(events).toHaveLength(1);
    expect(events[0].store_id).toBe(f.x.storeId);
    // The store's name is written in each reader's language when planned (the delivery's text below).
    expect(events[0].params.senderIsStore).toBe('1');
    // A long line is quoted in part.
    expect(events[0].params.messagePreview).toBe('Yes, we have a table by the wi…');
    expect(events[0].params.page).toBe(`pages/sub/im-detail/index?id=${c}`);

    // Once the diner has read the chat, the next answer tells them again.
    await im(f.dinerA).readConversation({ conversationId: c });
    tick();
    await im(f.staffX).sendMessage({
      operator: storeOp(f.x.storeId),
      conversationId: c,
      clientMessageId: cid(),
      type: MessageType.IMAGE,
      image: { fileId: await uploadAs(f.staffX.sessionKey) },
    });
    const after = await imEventsFor(f.dinerA.userId);
    expect(after).toHaveLength(2);
    expect(after[1].params).toMatchObject({ messageKind: 'IMAGE', messagePreview: '' });

    // Planned deliveries say what the diner reads, a photo quoted by its kind.
    for (let i = 0; i < 5; i++) await server.services.jobs.runDue(new Date(clock.getTime() + 1000));
    const deliveries = await server.database.db
      .selectFrom('notification_delivery')
      .select(['content', 'channel'])
      .where('event_id', '=', after[1].id)
      .execute();
    expect(deliveries.length).toBeGreaterThan(0);
    expect(deliveries.map((d) => d.channel)).not.toContain('SMS');
    expect(deliveries[0].content).toBe('X给您发来新消息:[图片]');
  });

  it('staff writing to one diner notify no other diner', async () => {
    await say(f.dinerB, 'Parking?', { member: storeOp(f.y.storeId) });
    const before = (await imEventsFor(f.dinerA.userId)).length;
    const answer = await say(f.staffY, 'Underground, two hours free.', {
      conversationId: (await im(f.dinerB).queryConversations({})).list[0].conversationId,
      operator: storeOp(f.y.storeId),
    });
    expect(answer.text).toBe('Underground, two hours free.');
    expect(await imEventsFor(f.dinerA.userId)).toHaveLength(before);
    expect(await imEventsFor(f.dinerB.userId)).toHaveLength(1);
  });
});
