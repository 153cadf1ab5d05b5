import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { party } from '../../../server/domain/im/im-party';
import { failure, makeBookingFixture, type BookingFixture } from '../../helpers/booking-fixture';
import { im, openSocket, say } from '../../helpers/im-fixture';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// Group conversations for a subject (a feast), through the domain API the
// feasts domain calls: made once, members joining and leaving.
let server: TestServer;
let f: BookingFixture;

beforeAll(async () => {
  server = await startTestServer();
  f = await makeBookingFixture(server);
});
afterAll(() => server.close());

const groups = () => server.services.im.groups;
const user = (caller: BookingFixture['dinerA']) => party('USER', caller.userId);

describe('group conversations', () => {
  it('one group per subject, with its members told at once (CREATE_CONVERSATION)', async () => {
    const socketA = await openSocket(server, f.dinerA);
    const id = await groups().ensureGroup({
      subjectType: 'FEAST',
      subjectId: '501',
      title: 'Hairy crab night',
      members: [user(f.dinerA), user(f.dinerB)],
    });
    await socketA.waitFor(
      (fr) => fr.type === 'sync' && fr.syncType === 'CREATE_CONVERSATION' && fr.conversationId === id,
    );
    const again = await groups().ensureGroup({ subjectType: 'FEAST', subjectId: '501', title: 'x', members: [] });
    expect(again).toBe(id);
    expect(await groups().groupOf({ subjectType: 'FEAST', subjectId: '501' })).toBe(id);

    const inbox = await im(f.dinerB).queryConversations({});
    expect(inbox.list[0]).toMatchObject({
      conversationId: id,
      title: 'Hairy crab night',
      subjectType: 'FEAST',
      subjectId: '501',
      memberCount: 2,
    });
    const m = await say(f.dinerB, 'See you all at seven', { conversationId: id });
    await socketA.waitFor((fr) => fr.type === 'message' && fr.message.messageId === m.messageId);
    socketA.close();
  });

  it('a member who joins hears of it, sees the history and posts; one who leaves can no longer', async () => {
    const id = (await groups().groupOf({ subjectType: 'FEAST', subjectId: '501' }))!;
    const host = f.staffX;
    const socketHost = await openSocket(server, host);
    const socketB = await openSocket(server, f.dinerB);
    expect(await groups().addMember(id, user(host))).toBe(true);
    expect(await groups().addMember(id, user(host))).toBe(false);
    await socketHost.waitFor((fr) => fr.type === 'sync' && fr.syncType === 'CREATE_MEMBER' && fr.conversationId === id);
    const history = await im(host).queryMessages({ conversationId: id });
    expect(history.list.map((m) => m.text).filter(Boolean)).toEqual(['See you all at seven']);
    expect(history.list.filter((m) => m.event).map((m) => m.event?.kind)).toEqual(['GROUP_CREATED', 'MEMBER_JOINED']);
    await say(host, 'Welcome!', { conversationId: id });

    expect(await groups().removeMember(id, user(f.dinerB))).toBe(true);
    await socketB.waitFor(
      (fr) => fr.type === 'sync' && fr.syncType === 'DELETE_MEMBER' && fr.memberKey === `USER:${f.dinerB.userId}`,
    );
    const notMember = { code: 'NotFound', message: 'conversation does not exist' };
    expect(await failure(im(f.dinerB).queryMessages({ conversationId: id }))).toEqual(notMember);
    expect(await failure(say(f.dinerB, 'wait', { conversationId: id }))).toEqual(notMember);
    expect((await im(f.dinerB).queryConversations({})).list.map((c) => c.conversationId)).not.toContain(id);
    const after = await im(f.dinerA).queryMessages({ conversationId: id });
    expect(after.list.at(-1)?.event).toMatchObject({
      kind: 'MEMBER_LEFT',
      params: { memberKey: `USER:${f.dinerB.userId}` },
    });
    // Coming back (a cancelled participant joins again) restores access.
    expect(await groups().addMember(id, user(f.dinerB))).toBe(true);
    expect((await im(f.dinerB).queryMessages({ conversationId: id })).list.length).toBeGreaterThan(0);
    socketHost.close();
    socketB.close();
  });

  it('runs inside the caller’s transaction: a rolled-back join leaves no member and no line', async () => {
    const id = (await groups().groupOf({ subjectType: 'FEAST', subjectId: '501' }))!;
    const before = (await im(f.dinerA).queryMessages({ conversationId: id, limit: 100 })).list.length;
    await expect(
      server.database.db.transaction().execute(async (trx) => {
        await groups().addMember(id, user(f.staffY), trx);
        throw new Error('the participant could not join');
      }),
    ).rejects.toThrow('the participant could not join');
    expect(await failure(im(f.staffY).queryMessages({ conversationId: id }))).toMatchObject({
      code: 'NotFound',
    });
    expect((await im(f.dinerA).queryMessages({ conversationId: id, limit: 100 })).list.length).toBe(before);
  });

  it('the notifications seam hears every new message with its recipients, in the message’s transaction', async () => {
    const heard: Array<{ text: string; recipients: string[] }> = [];
    server.services.im.hooks.onMessageCreated(async (_trx, event) => {
      heard.push({ text: event.message.text, recipients: event.recipientKeys });
    });
    const id = (await groups().groupOf({ subjectType: 'FEAST', subjectId: '501' }))!;
    await say(f.dinerA, 'Anyone driving?', { conversationId: id });
    expect(heard).toEqual([
      {
        text: 'Anyone driving?',
        recipients: [`USER:${f.dinerB.userId}`, `USER:${f.staffX.userId}`].sort(),
      },
    ]);
  });
});
