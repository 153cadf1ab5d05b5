import { createClient, Code, ConnectError } from '@connectrpc/connect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReferenceDataService } from '@gen/platform/v1/reference_data_pb';
import { AccountService } from '@gen/identity/v1/account_service_pb';
import { HEADER } from '@common/request-signature';
import { createRpcTransport } from '@/services/rpc-transport';
import { openDatabase, type DbHandle } from '../../../server/db/client';
import { startSilentHost } from '../../helpers/silent-host';
import { freePort } from '../../helpers/free-port';
import { nodeFetchRequest } from '../../helpers/node-request';
import { rawCall } from '../../helpers/raw-call';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// A server whose PostgreSQL is not there (stopped, failing over, not started
// yet): nothing listens on its port. Runs without any database server, so on
// every suite. docs/deploy.md states the bound: a call is answered within the
// connection timeout, and at once while the outage is known; how long that takes
// depends on the machine, so the test asks for the answer, not for its time.
const READ = '/grpc/public/platform.v1.ReferenceDataService/ListRegions';

let database: DbHandle;
let server: TestServer;
let memoryGuards: TestServer;

beforeAll(async () => {
  database = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${await freePort()}/feastbook` });
  // The replay guard in the database (as on PostgreSQL by default) and in memory,
  // so both the guard's and the call's own meeting with the database are seen.
  server = await startTestServer({}, database);
  memoryGuards = await startTestServer({ guardStore: 'memory' }, database);
});
afterAll(async () => {
  await server?.close();
  await memoryGuards?.close();
  await database?.close();
});

const call = (url: string, path = READ, headers: Record<string, string> = {}) => rawCall(url, path, '{}', { headers });

describe('while the database is unreachable', () => {
  it.each([
    ['the replay guard', () => server],
    ['the call itself', () => memoryGuards],
  ])('a call that needs it (%s) gets 503 unavailable with Retry-After', async (_, which) => {
    for (let i = 0; i < 3; i++) {
      const answer = await call(which().url);
      expect(answer.status).toBe(503);
      expect(answer.json).toEqual({ code: 'unavailable', message: 'server busy, please try later' });
      expect(answer.headers.get('retry-after')).toBe('1');
    }
  });

  it('a call with a session (looked up in the database) is unavailable too, not unauthenticated', async () => {
    const answer = await call(memoryGuards.url, '/grpc/private/identity.v1.UserDinerService/ListUserDiners', {
      [HEADER.sessionKey]: 'some-session',
    });
    expect(answer.status).toBe(503);
    expect(answer.json.code).toBe('unavailable');
  });

  it('says not ready, so a load balancer drains the instance, while the process stays live', async () => {
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'unavailable', reason: 'database unreachable' });
    const live = await fetch(`${server.url}/healthz`);
    expect(live.status).toBe(200);
  });

  it("the client's transport asks again for a read, and sends a write once", async () => {
    const sent: string[] = [];
    const transport = createRpcTransport({
      baseUrl: () => memoryGuards.url,
      request: (request) => {
        sent.push(new URL(request.url).pathname);
        return nodeFetchRequest(request);
      },
      headers: () => ({ [HEADER.deviceId]: 'outage-device', [HEADER.sessionKey]: 'some-session' }),
      readRetryDelaysMs: [0, 0, 0],
    });
    const read = await createClient(ReferenceDataService, transport)
      .listRegions({})
      .catch((error: unknown) => error);
    expect(read).toBeInstanceOf(ConnectError);
    expect((read as ConnectError).code).toBe(Code.Unavailable);
    // Four tries, each after the server's Retry-After of one second.
    expect(sent).toEqual([READ, READ, READ, READ]);

    sent.length = 0;
    const write = await createClient(AccountService, transport)
      .logOut({})
      .catch((error: unknown) => error);
    expect((write as ConnectError).code).toBe(Code.Unavailable);
    expect(sent).toHaveLength(1);
  });
});

describe('while the database takes connections and never answers', () => {
  it('a call is answered 503 unavailable once its connection times out, and the next ones without trying', async () => {
    // Without the bound every call here would hang until the caller gave up.
    const silent = await startSilentHost();
    const hung = await openDatabase({ databaseUrl: silent.url });
    const hungServer = await startTestServer({ guardStore: 'memory' }, hung);
    try {
      for (let i = 0; i < 3; i++) {
        const answer = await call(hungServer.url);
        expect(answer.status).toBe(503);
        expect(answer.headers.get('retry-after')).toBe('1');
      }
      expect(silent.connections()).toBeGreaterThan(0);
      // Once a connect timed out the gate is closed: calls are refused before they try.
      expect(hung.gate?.isOpen).toBe(false);
    } finally {
      await hungServer.close();
      await hung.close();
      await silent.close();
    }
  });
});
