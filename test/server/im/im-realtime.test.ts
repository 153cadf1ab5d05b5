import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, makeBookingFixture, type BookingFixture } from '../../helpers/booking-fixture';
import { im, openSocket, say, storeOp } from '../../helpers/im-fixture';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { ConversationStore } from '@/stores/im/conversation.store';
import { isContiguous } from '@/stores/im/timeline';
import WebSocket from 'ws';

// The socket as the app uses it (its own connection class), against the real
// server: live delivery, and reconnect with catch-up, nothing lost or doubled.
let server: TestServer;
let f: BookingFixture;
let clock = new Date('2030-03-01T10:00:00Z');

beforeAll(async () => {
  server = await startTestServer({}, undefined, process.env.IM_DEBUG ? { level: 'warn' } : false, { now: () => clock });
  f = await makeBookingFixture(server);
});
afterAll(() => server.close());

const step = () => (clock = new Date(clock.getTime() + 1000));
// Long enough for a machine at load 8, inside the test's own timeout.
const until = async (check: () => boolean, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('live delivery', () => {
  it('a diner’s message is pushed to the staff’s open socket, with the new conversation first', async () => {
    const staff = await openSocket(server, f.staffX);
    const stranger = await openSocket(server, f.dinerB);
    const livesBefore = staff.lives;
    const m = await say(f.dinerA, 'Do you have high chairs?', { member: storeOp(f.x.storeId) });
    const frame = await staff.waitFor((fr) => fr.type === 'message' && fr.message.messageId === m.messageId);
    // Pushed on the connection that was open when it was sent, not caught up after a reconnect.
    expect(staff.lives).toBe(livesBefore);
    expect(frame.type === 'message' && frame.message.text).toBe('Do you have high chairs?');
    expect(
      staff.frames.some(
        (fr) => fr.type === 'sync' && fr.syncType === 'CREATE_CONVERSATION' && fr.conversationId === m.conversationId,
      ),
    ).toBe(true);
    await new Promise((r) => setTimeout(r, 200));
    expect(stranger.frames.filter((fr) => fr.type === 'message')).toEqual([]);
    staff.close();
    stranger.close();
  });

  it('reaches every device of the member, and a read on one clears the badge on the others', async () => {
    const phone = await openSocket(server, f.dinerA);
    const laptop = await openSocket(server, f.dinerA);
    const c = (await say(f.dinerA, 'Parking?', { member: storeOp(f.y.storeId) })).conversationId;
    const reply = await say(f.staffY, 'Yes', { conversationId: c, operator: storeOp(f.y.storeId) });
    for (const device of [phone, laptop]) {
      await device.waitFor((fr) => fr.type === 'message' && fr.message.messageId === reply.messageId);
    }
    await im(f.dinerA).readConversation({ conversationId: c });
    await laptop.waitFor((fr) => fr.type === 'read' && fr.conversationId === c && fr.readSeq === reply.seq);
    phone.close();
    laptop.close();
  });

  it('refuses a socket without a valid ticket, and a ticket twice', async () => {
    const status = (url: string) =>
      new Promise<number>((resolve) => {
        const ws = new WebSocket(url);
        ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        ws.on('open', () => resolve(101));
        ws.on('error', () => undefined);
      });
    const base = server.url.replace('http', 'ws');
    expect(await status(`${base}/im/socket?ticket=nonsense`)).toBe(401);
    const { ticket } = await im(f.dinerA).openSocket({});
    expect(await status(`${base}/im/socket?ticket=${ticket}`)).toBe(101);
    expect(await status(`${base}/im/socket?ticket=${ticket}`)).toBe(401);
    expect(
      (await failure(f.anonymous.client((await import('@gen/im/v1/im_service_pb')).ImService).openSocket({}))).code,
    ).toBe('Unauthenticated');
  });
});

describe('reconnect', () => {
  it('catches up from the last message held: nothing sent while away is lost or shown twice', async () => {
    step();
    const c = (await say(f.dinerB, 'Hello Y', { member: storeOp(f.y.storeId) })).conversationId;
    const store = new ConversationStore(im(f.dinerB), { conversationId: c });
    await store.open();
    const socket = await openSocket(server, f.dinerB, () => void store.catchUp());
    const frames = socket.frames;
    const seen = frames.length;
    // Feed the store what the socket brings, as the app does.
    const feed = setInterval(() => {
      while (frames.length > fed) {
        const fr = frames[fed++];
        if (fr.type === 'message') store.receive(fr.message);
      }
    }, 5);
    let fed = seen;

    for (let i = 1; i <= 3; i++) {
      step();
      await say(f.staffY, `live ${i}`, { conversationId: c, operator: storeOp(f.y.storeId) });
    }
    await until(() => store.messages.length === 4);

    // The network drops; the store answers meanwhile, some while the socket is coming back.
    socket.connection.reconnectNow();
    expect(socket.connection.live).toBe(false);
    for (let i = 1; i <= 5; i++) {
      step();
      await say(f.staffY, `away ${i}`, { conversationId: c, operator: storeOp(f.y.storeId) });
    }
    const during = (async () => {
      for (let i = 1; i <= 5; i++) {
        step();
        await say(f.staffY, `during ${i}`, { conversationId: c, operator: storeOp(f.y.storeId) });
        await new Promise((r) => setTimeout(r, 150));
      }
    })();
    await until(() => socket.connection.live && socket.lives >= 2);
    await during;
    await until(() => store.messages.length === 14);
    await new Promise((r) => setTimeout(r, 300));
    clearInterval(feed);

    expect(store.messages.map((m) => m.text)).toEqual([
      'Hello Y',
      'live 1',
      'live 2',
      'live 3',
      ...[1, 2, 3, 4, 5].map((i) => `away ${i}`),
      ...[1, 2, 3, 4, 5].map((i) => `during ${i}`),
    ]);
    expect(isContiguous(store.messages)).toBe(true);
    expect(new Set(store.messages.map((m) => m.messageId)).size).toBe(14);
    socket.close();
  });
});
