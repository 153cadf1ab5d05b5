import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, ConnectError } from '@connectrpc/connect';
import { AccountService } from '@gen/identity/v1/account_service_pb';
import { SessionService } from '@gen/identity/v1/session_service_pb';
import { rawCall } from '../../helpers/raw-call';
import { startTestServer, type TestServer } from '../../helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('sessions', () => {
  it('answers an empty session info to an anonymous caller, without an error', async () => {
    const info = await server.client(SessionService).currentSessionInfo({});
    expect(info.user).toBeUndefined();
    expect(info.sessionKey).toBe('');
  });

  it('tells a logged-in caller who they are', async () => {
    const { userId, sessionKey } = await server.createUserSession({ nickname: 'Mei' });
    const info = await server.client(SessionService, { sessionKey }).currentSessionInfo({});
    expect(info.user?.model?.id).toBe(userId);
    expect(info.user?.nickname).toBe('Mei');
    expect(info.sessionKey).toBe(sessionKey);
    const me = await server.client(AccountService, { sessionKey }).myUser({});
    expect(me.user?.nickname).toBe('Mei');
  });

  it('refuses private calls without a session as unauthenticated', async () => {
    const error = await server
      .client(AccountService)
      .myUser({})
      .catch((e) => e);
    expect(error).toBeInstanceOf(ConnectError);
    expect((error as ConnectError).code).toBe(Code.Unauthenticated);
  });

  it('refuses an unknown session key as unauthenticated', async () => {
    const error = await server
      .client(AccountService, { sessionKey: 'not-a-key' })
      .myUser({})
      .catch((e) => e);
    expect((error as ConnectError).code).toBe(Code.Unauthenticated);
  });

  it('ends the session on log out: the same key stops working at once', async () => {
    const { sessionKey } = await server.createUserSession();
    const account = server.client(AccountService, { sessionKey });
    await account.logOut({});
    const error = await account.myUser({}).catch((e) => e);
    expect((error as ConnectError).code).toBe(Code.Unauthenticated);
    const info = await server.client(SessionService, { sessionKey }).currentSessionInfo({});
    expect(info.user).toBeUndefined();
  });

  it('accepts the session key from the session cookie too', async () => {
    const { sessionKey } = await server.createUserSession({ nickname: 'Cookie' });
    const result = await rawCall(server.url, '/grpc/public/identity.v1.SessionService/CurrentSessionInfo', '{}', {
      headers: { cookie: `other=1; fb_session=${sessionKey}` },
    });
    expect(result.status).toBe(200);
    expect((result.json.user as { nickname: string }).nickname).toBe('Cookie');
  });
});
