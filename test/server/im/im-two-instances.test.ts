import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import WebSocket from 'ws';
import { AccountService } from '@gen/identity/v1/account_service_pb';
import { UserSessionService } from '@gen/identity/v1/user_session_service_pb';
import { openDatabase, type DbHandle } from '../../../server/db/client';
import { makeBookingFixture, type BookingFixture } from '../../helpers/booking-fixture';
import { im, openSocket, say, storeOp } from '../../helpers/im-fixture';
import { createTestDatabase } from '../../helpers/test-database';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { imRealtimeOf } from '../../../server/http/im-socket.routes';
import type { PgImListener } from '../../../server/realtime/im-listener';

// Two server instances on one PostgreSQL (TEST_DATABASE_URL): a message
// posted to one reaches a socket held by the other, through LISTEN/NOTIFY;
// and a listening connection the database drops comes back and catches up.
// Runs in the suite's PostgreSQL pass (TEST_DB=postgres); PGlite is one process.
const url = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

describe.skipIf(!url)('two instances on one PostgreSQL', () => {
  let first: TestServer;
  let second: TestServer;
  let secondDb: DbHandle;
  let f: BookingFixture;

  beforeAll(async () => {
    const db = await createTestDatabase();
    first = await startTestServer({}, db);
    secondDb = await openDatabase({ databaseUrl: db.connectionString });
    second = await startTestServer({}, secondDb);
    f = await makeBookingFixture(first);
  });
  afterAll(async () => {
    await second.close();
    await secondDb.close();
    await first.close();
    await first.database.close();
  });

  // Callers of the fixture speak to the first instance; these speak to the second.
  const onSecond = (caller: BookingFixture['staffX']) => ({
    ...caller,
    client: ((service: Parameters<TestServer['client']>[0]) =>
      second.client(service, { sessionKey: caller.sessionKey })) as BookingFixture['staffX']['client'],
  });

  it('a message posted to one instance is pushed to a socket open on the other', async () => {
    const staffOnSecond = await openSocket(second, onSecond(f.staffX));
    const livesBefore = staffOnSecond.lives;
    const m = await say(f.dinerA, 'Posted on instance one', { member: storeOp(f.x.storeId) });
    await staffOnSecond.waitFor((fr) => fr.type === 'message' && fr.message.messageId === m.messageId);
    // Through the database's notification to the other instance, on the open connection:
    // no reconnect and catch-up carried it.
    expect(staffOnSecond.lives).toBe(livesBefore);
    expect(imRealtimeOf(second.app)?.hub.size).toBe(1);
    expect(imRealtimeOf(first.app)?.hub.size).toBe(0);
    staffOnSecond.close();
  });

  it('a dropped listening connection reconnects, tells sockets to catch up, and delivers again', async () => {
    const diner = await openSocket(second, onSecond(f.dinerA));
    const listener = imRealtimeOf(second.app)?.listener as PgImListener;
    const livesBefore = diner.lives;
    // What a database restart or failover does to the listener's connection.
    await sql`
      SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`.execute(
      first.database.db,
    );
    const deadline = Date.now() + 20_000;
    while (diner.lives === livesBefore) {
      if (Date.now() > deadline) throw new Error('no resync after the listener came back');
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(listener.connected).toBe(true);
    const reply = await say(f.staffX, 'Still here', {
      member: { $typeName: 'identity.v1.Operator', type: 2, id: f.dinerA.userId, key: `USER:${f.dinerA.userId}` },
      operator: storeOp(f.x.storeId),
    });
    await diner.waitFor((fr) => fr.type === 'message' && fr.message.messageId === reply.messageId);
    diner.close();
  });

  /** A socket opened on the second instance with a ticket of the caller's session; nothing reconnects it. */
  async function rawSocketOnSecond(sessionKey: string) {
    const { ticket } = await im(onSecond({ ...f.dinerA, sessionKey })).openSocket({});
    const ws = new WebSocket(`${second.url.replace('http', 'ws')}/im/socket?ticket=${ticket}`);
    const frames: Array<{ type: string }> = [];
    let closedWith: number | undefined;
    const closed = new Promise<number>((resolve) =>
      ws.on('close', (code) => {
        closedWith = code;
        resolve(code);
      }),
    );
    await new Promise<void>((resolve, reject) => {
      ws.on('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
      ws.on('error', () => undefined);
      ws.on('message', (data) => {
        const frame = JSON.parse(String(data)) as { type: string };
        frames.push(frame);
        if (frame.type === 'ready') resolve();
      });
    });
    return { frames, closed, isClosed: () => closedWith !== undefined, close: () => ws.close() };
  }

  /** Another session of a user, started through the first instance's services. */
  async function session(userId: string, deviceId: string) {
    const { key, session: started } = await first.services.sessions.start(userId, {
      clientPlatform: 'WEB',
      platformId: 'web',
      deviceId,
    });
    return { key, id: started.id };
  }

  // The second instance's own session check only looks again at a socket
  // when its known expiry passes; a revocation reaches it only as the close
  // event the first instance's change notifies. The waits below are for that
  // condition; the test gives up only if it never comes.
  it('a logout on one instance closes the socket its session opened on the other', async () => {
    const user = await first.createUserSession({ nickname: 'leaves on one' });
    const socket = await rawSocketOnSecond(user.sessionKey);
    await first.client(AccountService, { sessionKey: user.sessionKey }).logOut({});
    expect(await socket.closed).toBe(4001);
  });

  it('a kick-out on one instance closes the kicked socket on the other; the kicking session keeps hearing', async () => {
    const user = await first.createUserSession({ nickname: 'kicked across' });
    const laptop = await session(user.userId, 'laptop');
    const kickedSocket = await rawSocketOnSecond(laptop.key);
    const keptSocket = await rawSocketOnSecond(user.sessionKey);
    await first.client(UserSessionService, { sessionKey: user.sessionKey }).kickOutSession({ sessionId: laptop.id });
    expect(await kickedSocket.closed).toBe(4001);
    const heardBefore = kickedSocket.frames.length;
    const asUser = {
      ...f.dinerA,
      ...user,
      client: ((s: Parameters<TestServer['client']>[0]) =>
        first.client(s, { sessionKey: user.sessionKey })) as BookingFixture['dinerA']['client'],
    };
    const m = await say(asUser, 'still me', { member: storeOp(f.x.storeId) });
    // The kept socket hears its own message (through the second instance's listener) ...
    const deadline = Date.now() + 20_000;
    while (!keptSocket.frames.some((fr) => fr.type === 'message' && JSON.stringify(fr).includes(m.messageId))) {
      if (Date.now() > deadline) throw new Error('the kept socket never heard the message');
      await new Promise((r) => setTimeout(r, 20));
    }
    // ... which the kicked one, already out of the hub, never got.
    expect(kickedSocket.frames.length).toBe(heardBefore);
    expect(keptSocket.isClosed()).toBe(false);
    keptSocket.close();
  });
});
