import { Code, ConnectError } from '@connectrpc/connect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShortLinkService } from '@gen/platform/v1/short_link_pb';
import { startTestServer, type TestServer } from '../../helpers/test-server';

let server: TestServer;
let jadeId: string;
let lotusId: string;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  jadeId = (
    await db
      .insertInto('merchant')
      .values({ name: 'Jade', short_key: 'jade' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  lotusId = (
    await db
      .insertInto('merchant')
      .values({ name: 'Lotus', short_key: 'lotus' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => server.close());

describe('ShortLinkService', () => {
  it.each([
    ['jade', () => jadeId],
    ['lotus', () => lotusId],
    [' jade ', () => jadeId],
  ])('resolves %j to its merchant, for a caller without a session', async (key, expected) => {
    const { merchantId } = await server.client(ShortLinkService).resolveShortLink({ key });
    expect(merchantId).toBe(expected());
  });

  it('answers not found with the catalogue message for an unknown key', async () => {
    const error = await server
      .client(ShortLinkService)
      .resolveShortLink({ key: 'nobody' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectError);
    expect((error as ConnectError).code).toBe(Code.NotFound);
    expect((error as ConnectError).rawMessage).toBe('short link does not exist');
  });

  it('is case-sensitive, as the unique column is', async () => {
    const error = await server
      .client(ShortLinkService)
      .resolveShortLink({ key: 'JADE' })
      .catch((e: unknown) => e);
    expect((error as ConnectError).code).toBe(Code.NotFound);
  });

  it('refuses a missing or overlong key before the handler', async () => {
    for (const key of ['', 'x'.repeat(65)]) {
      const error = await server
        .client(ShortLinkService)
        .resolveShortLink({ key })
        .catch((e: unknown) => e);
      expect((error as ConnectError).code).toBe(Code.InvalidArgument);
    }
  });
});
