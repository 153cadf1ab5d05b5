import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OperatorInfoService } from '@gen/identity/v1/operator_info_service_pb';
import { OperatorType } from '@gen/common/v1/enums_pb';
import { MessageType } from '@gen/im/v1/im_pb';
import { StoreSettingService } from '@gen/store/v1/store_setting_service_pb';
import { failure, makeBookingFixture, type BookingFixture } from '../../helpers/booking-fixture';
import { ADMIN_OP, im, say, storeOp, userOp, cid } from '../../helpers/im-fixture';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// Who may see and post where: diners only in their own conversations, staff
// only for stores they may act for, the admin as ADMIN.
let server: TestServer;
let f: BookingFixture;
let aWithX: string;

beforeAll(async () => {
  server = await startTestServer();
  f = await makeBookingFixture(server);
  aWithX = (await say(f.dinerA, 'Is there parking?', { member: storeOp(f.x.storeId) })).conversationId;
});
afterAll(() => server.close());

describe('single conversations', () => {
  it('a diner starts one with a store by its first message; asking again finds the same one', async () => {
    const found = await im(f.dinerA).existSingleConversation({ member: storeOp(f.x.storeId) });
    expect(found.conversationId).toBe(aWithX);
    expect(found.title).toBe('X');
    const none = await im(f.dinerB).existSingleConversation({ member: storeOp(f.x.storeId) });
    expect(none.conversationId).toBe('0');
    expect(none.title).toBe('X');
  });

  it('the store sees it in its inbox titled with the diner, and any permitted staff member answers as the store', async () => {
    for (const staff of [f.staffX, f.merchantStaff]) {
      const inbox = await im(staff).queryConversations({ operator: storeOp(f.x.storeId) });
      expect(inbox.list.map((c) => c.conversationId)).toContain(aWithX);
      expect(inbox.list.find((c) => c.conversationId === aWithX)?.title).toBe('diner A');
    }
    const reply = await say(f.merchantStaff, 'Yes, two floors below.', {
      conversationId: aWithX,
      operator: storeOp(f.x.storeId),
    });
    // The diner sees the store, never the staff member.
    expect(reply.sender?.key).toBe(`STORE:${f.x.storeId}`);
    const page = await im(f.dinerA).queryMessages({ conversationId: aWithX });
    expect(page.list.map((m) => [m.sender?.key, m.text])).toEqual([
      [`USER:${f.dinerA.userId}`, 'Is there parking?'],
      [`STORE:${f.x.storeId}`, 'Yes, two floors below.'],
    ]);
    const inbox = await im(f.dinerA).queryConversations({});
    expect(inbox.list[0]).toMatchObject({
      conversationId: aWithX,
      title: 'X',
      member: { key: `STORE:${f.x.storeId}` },
    });
  });

  it('diner B never sees diner A’s conversation: not listed, not readable, not writable', async () => {
    const inbox = await im(f.dinerB).queryConversations({});
    expect(inbox.list.map((c) => c.conversationId)).not.toContain(aWithX);
    // Answered exactly as a conversation that does not exist, so ids cannot be probed.
    const forbidden = { code: 'NotFound', message: 'conversation does not exist' };
    expect(await failure(im(f.dinerB).getConversation({ conversationId: '987654321' }))).toEqual(forbidden);
    expect(await failure(im(f.dinerB).queryMessages({ conversationId: '987654321' }))).toEqual(forbidden);
    expect(await failure(im(f.dinerB).queryMessages({ conversationId: aWithX }))).toEqual(forbidden);
    expect(await failure(im(f.dinerB).getConversation({ conversationId: aWithX }))).toEqual(forbidden);
    expect(await failure(im(f.dinerB).readConversation({ conversationId: aWithX }))).toEqual(forbidden);
    expect(await failure(say(f.dinerB, 'hello?', { conversationId: aWithX }))).toEqual(forbidden);
    // Nor by claiming to be diner A.
    expect(await failure(im(f.dinerB).queryConversations({ operator: userOp(f.dinerA.userId) }))).toEqual({
      code: 'PermissionDenied',
      message: 'you cannot chat as this operator',
    });
    const page = await im(f.dinerA).queryMessages({ conversationId: aWithX });
    expect(page.list).toHaveLength(2);
  });

  it('staff of another store or merchant never see the store’s conversations', async () => {
    expect(await failure(im(f.staffY).queryConversations({ operator: storeOp(f.x.storeId) }))).toEqual({
      code: 'PermissionDenied',
      message: 'no store permission',
    });
    expect(
      await failure(im(f.staffY).queryMessages({ operator: storeOp(f.y.storeId), conversationId: aWithX })),
    ).toEqual({ code: 'NotFound', message: 'conversation does not exist' });
    expect(await failure(im(f.staffY).queryMessages({ conversationId: aWithX }))).toEqual({
      code: 'NotFound',
      message: 'conversation does not exist',
    });
    const info = await im(f.staffY).getImOperatorInfo({});
    expect(info.operatorList.map((o) => o.operator?.key)).toEqual([`USER:${f.staffY.userId}`, `STORE:${f.y.storeId}`]);
  });

  it('a store opens a chat only with a diner who booked with it; nobody chats as a merchant', async () => {
    expect(
      await failure(say(f.staffX, 'Hi!', { operator: storeOp(f.x.storeId), member: userOp(f.dinerB.userId) })),
    ).toEqual({ code: 'InvalidArgument', message: 'this conversation cannot be started' });
    expect(
      await failure(
        im(f.merchantStaff).queryConversations({
          operator: { type: 4, id: f.merchantId, key: `MERCHANT:${f.merchantId}` },
        }),
      ),
    ).toEqual({ code: 'PermissionDenied', message: 'you cannot chat as this operator' });
    expect(await failure(say(f.dinerA, 'hi', { member: userOp(f.dinerB.userId) }))).toEqual({
      code: 'InvalidArgument',
      message: 'this conversation cannot be started',
    });
  });

  it('a diner chats with the platform admin by default; only administrators answer as ADMIN', async () => {
    const m = await say(f.dinerB, 'How do I change my phone?', {});
    const adminInbox = await im(f.admin).queryConversations({ operator: ADMIN_OP });
    expect(adminInbox.list.map((c) => c.conversationId)).toContain(m.conversationId);
    const answer = await say(f.admin, 'From the profile page.', {
      conversationId: m.conversationId,
      operator: ADMIN_OP,
    });
    expect(answer.sender?.key).toBe('ADMIN');
    expect(await failure(im(f.staffX).queryConversations({ operator: ADMIN_OP }))).toEqual({
      code: 'PermissionDenied',
      message: 'you cannot chat as this operator',
    });
  });

  it('every call needs a login, and sending needs a phone-logged user', async () => {
    const anon = f.anonymous.client((await import('@gen/im/v1/im_service_pb')).ImService);
    expect((await failure(anon.queryConversations({}))).code).toBe('Unauthenticated');
    expect((await failure(anon.openSocket({}))).code).toBe('Unauthenticated');
    expect(
      (
        await failure(
          anon.sendMessage({
            clientMessageId: cid(),
            type: MessageType.TEXT,
            text: 'hi',
            member: storeOp(f.x.storeId),
          }),
        )
      ).code,
    ).toBe('Unauthenticated');
  });
});

describe('names in the reader’s language', () => {
  it('a store’s conversation carries its name per language, for the inbox, a new chat and the names looked up', async () => {
    const settings = f.staffX.client(StoreSettingService);
    const { store } = await settings.getStore({ storeId: f.x.storeId });
    await settings.updateStoreProfile({
      storeId: f.x.storeId,
      name: store!.name,
      timezone: store!.timezone,
      profile: store!.profile!,
      intlInfo: { name: { zhHans: '翡翠轩', zhHant: '翡翠軒', en: 'Jade' } },
    });
    const inbox = await im(f.dinerA).queryConversations({});
    const withX = inbox.list.find((c) => c.conversationId === aWithX)!;
    expect(withX.title).toBe('X');
    expect(withX.intlTitle).toMatchObject({ zhHans: '翡翠轩', zhHant: '翡翠軒', en: 'Jade' });
    const fresh = await im(f.dinerB).existSingleConversation({ member: storeOp(f.x.storeId) });
    expect(fresh.intlTitle?.zhHant).toBe('翡翠軒');
    const { operatorInfoMap } = await f.dinerA.client(OperatorInfoService).fulfillOperatorInfo({
      operatorList: [
        { type: OperatorType.STORE, id: f.x.storeId },
        { type: OperatorType.USER, id: f.dinerA.userId },
      ],
    });
    expect(operatorInfoMap[`STORE:${f.x.storeId}`]?.intlName?.zhHans).toBe('翡翠轩');
    // People have no translations: their own name is all there is.
    expect(operatorInfoMap[`USER:${f.dinerA.userId}`]?.intlName).toMatchObject({ zhHans: '', zhHant: '', en: '' });
    // The staff side's conversation is titled with the diner, who has no translations either.
    const staffInbox = await im(f.staffX).queryConversations({ operator: storeOp(f.x.storeId) });
    expect(staffInbox.list.find((c) => c.conversationId === aWithX)?.intlTitle?.zhHans).toBe('');
  });
});
