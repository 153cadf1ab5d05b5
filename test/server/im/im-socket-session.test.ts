import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { AccountService } from '@gen/identity/v1/account_service_pb';
import { StoreStaffService } from '@gen/identity/v1/store_staff_service_pb';
import { UserSessionService } from '@gen/identity/v1/user_session_service_pb';
import { addStaff, makeBookingFixture, type BookingFixture, type Caller } from '../../helpers/booking-fixture';
import { im, say, storeOp } from '../../helpers/im-fixture';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// A socket belongs to the session that opened it: when the session ends (log
// out, kick-out, expiry) or the person's access changes, the socket closes and
// hears nothing more. Raw sockets here, so nothing reconnects behind the test.
let server: TestServer;
let f: BookingFixture;
let clock = new Date('2030-03-01T10:00:00Z');

beforeAll(async () => {
  server = await startTestServer({}, undefined, false, { now: () => clock });
  f = await makeBookingFixture(server);
}, 60_000);
afterAll(() => server.close());

/** A second, separate session of a new phone user. */
async function person(nickname: string): Promise<Caller> {
  const made = await server.createUserSession({ nickname });
  return { ...made, client: (s) => server.client(s, { sessionKey: made.sessionKey }) } as Caller;
}

/** Another live session of the same user, on another device. */
async function anotherDevice(of: Caller): Promise<Caller & { sessionId: string }> {
  const { key, session } = await server.services.sessions.start(of.userId, {
    clientPlatform: 'WEB',
    platformId: 'web',
    deviceId: 'other-device',
  });
  return { ...of, sessionKey: key, sessionId: session.id, client: (s) => server.client(s, { sessionKey: key }) };
}

interface RawSocket {
  frames: Array<{ type: string }>;
  closed: Promise<number>;
  isClosed(): boolean;
}

/** Opens the socket with a fresh ticket of the caller's session; resolves once `ready` arrived. */
async function rawSocket(caller: Caller): Promise<RawSocket> {
  const { ticket } = await im(caller).openSocket({});
  return socketOf(ticket);
}

function socketOf(ticket: string): Promise<RawSocket> {
  const ws = new WebSocket(`${server.url.replace('http', 'ws')}/im/socket?ticket=${ticket}`);
  const frames: Array<{ type: string }> = [];
  let closed = false;
  const closedPromise = new Promise<number>((resolve) =>
    ws.on('close', (code) => {
      closed = true;
      resolve(code);
    }),
  );
  return new Promise((resolve, reject) => {
    ws.on('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
    ws.on('error', () => undefined);
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data)) as { type: string };
      frames.push(frame);
      if (frame.type === 'ready') resolve({ frames, closed: closedPromise, isClosed: () => closed });
    });
  });
}

const status = (ticket: string) =>
  new Promise<number>((resolve) => {
    const ws = new WebSocket(`${server.url.replace('http', 'ws')}/im/socket?ticket=${ticket}`);
    ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.on('open', () => {
      ws.close();
      resolve(101);
    });
    ws.on('error', () => undefined);
  });

/**
 * Resolves with the close code. The server closes within about a second (its
 * session check runs every second); the wait here is only how long the test
 * gives up after, not a speed requirement on a loaded machine.
 */
const closedCode = (socket: RawSocket) =>
  Promise.race([
    socket.closed,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('socket still open')), 10_000)),
  ]);

describe('a socket ticket', () => {
  it('is refused once its session has logged out', async () => {
    const diner = await person('ticket holder');
    const { ticket } = await im(diner).openSocket({});
    await diner.client(AccountService).logOut({});
    expect(await status(ticket)).toBe(401);
  });

  it('is refused once its session was kicked out from another device', async () => {
    const diner = await person('kicked ticket');
    const laptop = await anotherDevice(diner);
    const { ticket } = await im(laptop).openSocket({});
    await diner.client(UserSessionService).kickOutSession({ sessionId: laptop.sessionId });
    expect(await status(ticket)).toBe(401);
  });
});

describe('an open socket', () => {
  it('closes when its session is kicked out, and hears no message after', async () => {
    const diner = await person('kicked');
    const laptop = await anotherDevice(diner);
    const phoneSocket = await rawSocket(diner);
    const laptopSocket = await rawSocket(laptop);
    const c = (await say(diner, 'first', { member: storeOp(f.x.storeId) })).conversationId;
    await diner.client(UserSessionService).kickOutSession({ sessionId: laptop.sessionId });
    expect(await closedCode(laptopSocket)).toBe(4001);
    const heardBefore = laptopSocket.frames.length;
    await say(f.staffX, 'are you there?', { conversationId: c, operator: storeOp(f.x.storeId) });
    await new Promise((r) => setTimeout(r, 200));
    expect(laptopSocket.frames.length).toBe(heardBefore);
    // The session that did the kicking keeps its socket and hears the reply.
    expect(phoneSocket.isClosed()).toBe(false);
    expect(phoneSocket.frames.some((fr) => fr.type === 'message')).toBe(true);
  });

  it('closes when its session logs out', async () => {
    const diner = await person('logging out');
    const socket = await rawSocket(diner);
    await diner.client(AccountService).logOut({});
    expect(await closedCode(socket)).toBe(4001);
  });

  it('closes when its session expires', async () => {
    const diner = await person('idle');
    const socket = await rawSocket(diner);
    const start = clock;
    clock = new Date(clock.getTime() + 31 * 24 * 3600 * 1000);
    try {
      expect(await closedCode(socket)).toBe(4001);
    } finally {
      clock = start;
    }
  });

  it('closes when its staff member is removed from the store, so it no longer hears the store', async () => {
    const staff = await person('leaving staff');
    await addStaff(server, staff.userId, f.merchantId, f.x.storeId);
    const socket = await rawSocket(staff);
    const row = await server.database.db
      .selectFrom('staff_member')
      .select('id')
      .where('user_id', '=', staff.userId)
      .executeTakeFirstOrThrow();
    await f.merchantStaff
      .client(StoreStaffService)
      .removeStoreStaff({ storeId: f.x.storeId, staffMemberId: String(row.id) });
    expect(await closedCode(socket)).toBe(4003);
    // Reconnecting gives the keys it has now: no longer the store's.
    const again = await rawSocket(staff);
    const ready = again.frames[0] as unknown as { keys: string[] };
    expect(ready.keys).toEqual([`USER:${staff.userId}`]);
  });
});
