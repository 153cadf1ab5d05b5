import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBookingFixture, type BookingFixture } from '../../helpers/booking-fixture';
import { im, say, storeOp } from '../../helpers/im-fixture';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// Unread counts as the message tab and the conversation list show them, and
// paging back through history.
let server: TestServer;
let f: BookingFixture;
let clock = new Date('2030-03-01T10:00:00Z');

beforeAll(async () => {
  server = await startTestServer({}, undefined, false, { now: () => clock });
  f = await makeBookingFixture(server);
});
afterAll(() => server.close());

const unreadOf = async (caller: BookingFixture['dinerA']) => (await im(caller).getImOperatorInfo({})).unreadTotal;

describe('read state and unread counts', () => {
  it('counts what the other side sent, not one’s own messages, per conversation and in total', async () => {
    const first = await say(f.dinerA, 'Table for two tonight?', { member: storeOp(f.x.storeId) });
    const c = first.conversationId;
    expect(await unreadOf(f.dinerA)).toBe(0);
    const storeInfo = await im(f.staffX).getImOperatorInfo({});
    expect(storeInfo.operatorList.find((o) => o.operator?.key === `STORE:${f.x.storeId}`)?.unreadCount).toBe(1);
    expect(storeInfo.unreadTotal).toBe(1);

    await say(f.staffX, 'Yes.', { conversationId: c, operator: storeOp(f.x.storeId) });
    await say(f.staffX, 'Window seat?', { conversationId: c, operator: storeOp(f.x.storeId) });
    // Answering marks the store's side read up to its own message.
    expect((await im(f.staffX).getImOperatorInfo({})).unreadTotal).toBe(0);
    expect(await unreadOf(f.dinerA)).toBe(2);
    const list = await im(f.dinerA).queryConversations({});
    expect(list.list[0]).toMatchObject({ conversationId: c, unreadCount: 2, lastSeq: '3', readSeq: '1' });
    expect(list.list[0].lastMessage?.text).toBe('Window seat?');
    expect(list.unreadTotal).toBe(2);

    // Another store of the same merchant chatting with A adds to A's total.
    const other = await say(f.dinerA, 'And at Y?', { member: storeOp(f.y.storeId) });
    await say(f.staffY, 'Also yes.', { conversationId: other.conversationId, operator: storeOp(f.y.storeId) });
    expect(await unreadOf(f.dinerA)).toBe(3);

    // Reading part of a conversation, then all of it.
    const partly = await im(f.dinerA).readConversation({ conversationId: c, seq: '2' });
    expect(partly).toMatchObject({ readSeq: '2', unreadTotal: 2 });
    const all = await im(f.dinerA).readConversation({ conversationId: c });
    expect(all).toMatchObject({ readSeq: '3', unreadTotal: 1 });
    // A read mark never moves back, nor past the last message.
    expect((await im(f.dinerA).readConversation({ conversationId: c, seq: '1' })).readSeq).toBe('3');
    expect((await im(f.dinerA).readConversation({ conversationId: c, seq: '99' })).readSeq).toBe('3');
    expect(await unreadOf(f.dinerA)).toBe(1);
  });

  it('the store’s read mark is shared by its staff: one reads, the badge clears for all', async () => {
    const m = await say(f.dinerB, 'Can I bring a cake?', { member: storeOp(f.x.storeId) });
    const storeUnread = async (caller: BookingFixture['staffX']) =>
      (await im(caller).getImOperatorInfo({})).operatorList.find((o) => o.operator?.key === `STORE:${f.x.storeId}`)
        ?.unreadCount;
    expect(await storeUnread(f.staffX)).toBe(1);
    expect(await storeUnread(f.merchantStaff)).toBe(1);
    await im(f.merchantStaff).readConversation({ operator: storeOp(f.x.storeId), conversationId: m.conversationId });
    expect(await storeUnread(f.staffX)).toBe(0);
  });

  it('pages back through history oldest first, 30 by default, and catches up after a seq', async () => {
    const start = await say(f.dinerB, 'm1', { member: storeOp(f.y.storeId) });
    const c = start.conversationId;
    for (let i = 2; i <= 45; i++) {
      // One a second: under the flood limit.
      clock = new Date(clock.getTime() + 1000);
      await say(f.dinerB, `m${i}`, { conversationId: c });
    }
    const latest = await im(f.dinerB).queryMessages({ conversationId: c });
    expect(latest.list.map((m) => m.text)).toEqual(Array.from({ length: 30 }, (_, i) => `m${i + 16}`));
    expect(latest.hasMore).toBe(true);
    const older = await im(f.dinerB).queryMessages({ conversationId: c, beforeSeq: latest.list[0].seq });
    expect(older.list.map((m) => m.text)).toEqual(Array.from({ length: 15 }, (_, i) => `m${i + 1}`));
    expect(older.hasMore).toBe(false);
    const after = await im(f.dinerB).queryMessages({ conversationId: c, afterSeq: '40', limit: 3 });
    expect(after.list.map((m) => m.text)).toEqual(['m41', 'm42', 'm43']);
    expect(after.hasMore).toBe(true);
    const total = await im(f.dinerB).queryConversations({ query: { limit: 1, shouldReturnTotal: true } });
    expect(total.list).toHaveLength(1);
    expect(total.total).toBe(2);
  });
});
