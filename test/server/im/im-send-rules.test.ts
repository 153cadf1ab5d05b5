import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MessageType } from '@gen/im/v1/im_pb';
import { failure, makeBookingFixture, type BookingFixture } from '../../helpers/booking-fixture';
import { HEADER } from '@common/request-signature';
import { pngImage } from '../../helpers/images';
import { cid, im, say, storeOp } from '../../helpers/im-fixture';
import { rawCall } from '../../helpers/raw-call';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// Bad input: a clear error with the spec's message, and nothing stored.
let server: TestServer;
let f: BookingFixture;
let c: string;
let clock = new Date('2030-03-01T10:00:00Z');

beforeAll(async () => {
  server = await startTestServer({}, undefined, false, { now: () => clock });
  f = await makeBookingFixture(server);
  c = (await say(f.dinerA, 'hello', { member: storeOp(f.x.storeId) })).conversationId;
});
afterAll(() => server.close());

const count = async () => (await im(f.dinerA).queryMessages({ conversationId: c, limit: 100 })).list.length;
const tick = (seconds: number) => (clock = new Date(clock.getTime() + seconds * 1000));

describe('what a message may be', () => {
  it('refuses empty, blank and over-long text (at most 1000 characters)', async () => {
    const before = await count();
    for (const text of ['', '   \n ']) {
      expect(await failure(say(f.dinerA, text, { conversationId: c }))).toEqual({
        code: 'InvalidArgument',
        message: 'enter a message',
      });
    }
    expect(await failure(say(f.dinerA, '字'.repeat(1001), { conversationId: c }))).toEqual({
      code: 'InvalidArgument',
      message: 'a message can be at most 1000 characters',
    });
    const exactly = await say(f.dinerA, '字'.repeat(1000), { conversationId: c });
    expect([...exactly.text]).toHaveLength(1000);
    expect(await count()).toBe(before + 1);
  });

  it('does not send sensitive content, however it is spaced or widened', async () => {
    const before = await count();
    for (const text of ['you are a f u c k', 'ＦＵＣＫ', '我们可以私下转账吗', '傻 逼']) {
      tick(1);
      expect(await failure(say(f.dinerA, text, { conversationId: c }))).toEqual({
        code: 'InvalidArgument',
        message: 'sensitive content, message not sent',
      });
    }
    expect(await count()).toBe(before);
    expect((await say(f.dinerA, 'Can I bring a birthday cake?', { conversationId: c })).text).toBe(
      'Can I bring a birthday cake?',
    );
  });

  it('stores a resend once: the same client id answers the stored message', async () => {
    const id = cid();
    const send = () =>
      im(f.dinerA).sendMessage({ conversationId: c, clientMessageId: id, type: MessageType.TEXT, text: 'once' });
    const [a, b] = await Promise.all([send(), send()]);
    const again = await send();
    expect(a.message?.messageId).toBe(b.message?.messageId);
    expect(again.message?.messageId).toBe(a.message?.messageId);
    const texts = (await im(f.dinerA).queryMessages({ conversationId: c, limit: 100 })).list.filter(
      (m) => m.text === 'once',
    );
    expect(texts).toHaveLength(1);
  });

  it('an image must be one the sender uploaded under the upload rules', async () => {
    const upload = async (sessionKey: string, bytes: Buffer) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'a.png');
      const res = await fetch(`${server.url}/action/upload-file`, {
        method: 'POST',
        headers: { 'x-session-key': sessionKey },
        body: form,
      });
      return (await res.json()) as { fileId?: string; message?: string };
    };
    const mine = await upload(f.dinerA.sessionKey, pngImage(1, 1));
    expect(mine.fileId).toMatch(/^[0-9a-f]{32}$/);
    const sent = await im(f.dinerA).sendMessage({
      conversationId: c,
      clientMessageId: cid(),
      type: MessageType.IMAGE,
      image: { fileId: mine.fileId },
    });
    expect(sent.message?.image).toMatchObject({ fileId: mine.fileId, width: 1, height: 1, contentType: 'image/png' });
    expect(sent.message?.image?.url).toBe(`/files/${mine.fileId}.png`);

    const before = await count();
    const theirs = await upload(f.dinerB.sessionKey, pngImage(1, 1));
    for (const [fileId, message] of [
      ['', 'please select an image'],
      ['0'.repeat(32), 'the image was not found, please upload it again'],
      [theirs.fileId!, 'the image was not found, please upload it again'],
    ]) {
      tick(1);
      const error = await failure(
        im(f.dinerA).sendMessage({
          conversationId: c,
          clientMessageId: cid(),
          type: MessageType.IMAGE,
          image: { fileId },
        }),
      );
      expect(error).toEqual({ code: 'InvalidArgument', message });
    }
    // The upload itself refuses what is not an image (spec section 5).
    expect((await upload(f.dinerA.sessionKey, Buffer.from('not an image'))).message).toBe('unsupported image type');
    expect(await count()).toBe(before);
  });

  it('system lines cannot be sent by a client', async () => {
    expect(
      await failure(im(f.dinerA).sendMessage({ conversationId: c, clientMessageId: cid(), type: MessageType.EVENT })),
    ).toEqual({ code: 'InvalidArgument', message: 'this message type cannot be sent here' });
  });
});

describe('a flooding sender', () => {
  it('is held back with 429 and Retry-After after 20 messages in 10 seconds, and nothing is stored', async () => {
    tick(60);
    const flood = (await say(f.dinerB, 'start', { member: storeOp(f.x.storeId) })).conversationId;
    for (let i = 1; i < 20; i++) await say(f.dinerB, `spam ${i}`, { conversationId: flood });
    tick(3);
    const raw = await rawCall(
      server.url,
      '/grpc/im/im.v1.ImService/SendMessage',
      JSON.stringify({ conversationId: flood, clientMessageId: cid(), type: 'TEXT', text: 'one too many' }),
      { headers: { [HEADER.sessionKey]: f.dinerB.sessionKey } },
    );
    expect(raw.status).toBe(429);
    expect(raw.headers.get('retry-after')).toBe('7');
    expect(raw.json).toEqual({
      code: 'resource_exhausted',
      message: 'you are sending messages too fast, please wait',
    });
    const page = await im(f.dinerB).queryMessages({ conversationId: flood, limit: 100 });
    expect(page.list.map((m) => m.text)).not.toContain('one too many');
    // Others are not held back by one sender's flood; the sender may go on once the window has passed.
    await say(f.dinerA, 'still fine', { conversationId: c });
    tick(7);
    expect((await say(f.dinerB, 'back again', { conversationId: flood })).text).toBe('back again');
  });

  it('at the limit, a resend of a message already stored answers that message, not 429', async () => {
    tick(60);
    const first = { clientMessageId: cid(), type: MessageType.TEXT, text: 'did this arrive?' };
    const opened = (await im(f.dinerB).sendMessage({ ...first, member: storeOp(f.x.storeId) })).message!;
    for (let i = 1; i < 20; i++) await say(f.dinerB, `more ${i}`, { conversationId: opened.conversationId });
    // The client did not hear the first answer and resends it, by id and by member alike.
    const byId = await im(f.dinerB).sendMessage({ ...first, conversationId: opened.conversationId });
    const byMember = await im(f.dinerB).sendMessage({ ...first, member: storeOp(f.x.storeId) });
    expect([byId.message?.messageId, byMember.message?.messageId]).toEqual([opened.messageId, opened.messageId]);
    // Something new is still held back.
    expect(await failure(say(f.dinerB, 'new one', { conversationId: opened.conversationId }))).toEqual({
      code: 'ResourceExhausted',
      message: 'you are sending messages too fast, please wait',
    });
  });
});
