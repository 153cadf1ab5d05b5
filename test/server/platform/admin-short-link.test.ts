import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminShortLinkService, ShortLinkService } from '@gen/platform/v1/short_link_pb';
import { refusal } from '../../helpers/identity';
import { addStaff, createMerchant, createStore, makeAdmin } from '../../helpers/org-fixtures';
import { startTestServer, type TestServer } from '../../helpers/test-server';

let server: TestServer;
let store = '';
const people: Record<string, { userId: string; sessionKey: string }> = {};

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  const merchant = await createMerchant(db, 'Jade Garden');
  store = await createStore(db, merchant, 'Jade · Bund');
  for (const name of ['admin', 'manager', 'diner']) people[name] = await server.createUserSession({ nickname: name });
  await makeAdmin(db, people.admin.userId);
  await addStaff(db, people.manager.userId, merchant, null, 'MANAGER');
});
afterAll(() => server.close());

const admin = () => server.client(AdminShortLinkService, { sessionKey: people.admin.sessionKey });

describe('short links for posters and QR codes', () => {
  it('makes a link to a page of the app, which anyone resolves', async () => {
    const target = `/pages/sub-user/store-detail/index?storeId=${store}`;
    const { shortLink } = await admin().createShortLink({ target, key: 'Bund-Poster' });
    expect(shortLink).toMatchObject({ key: 'bund-poster', target });
    expect((await server.client(ShortLinkService).resolveLink({ key: 'bund-poster' })).target).toBe(target);
    expect((await refusal(server.client(ShortLinkService).resolveLink({ key: 'nothing' }))).message).toBe(
      'short link does not exist',
    );
  });

  it('picks a readable key when none is asked for, and lists the newest first', async () => {
    const { shortLink } = await admin().createShortLink({ target: '/pages/home/index' });
    expect(shortLink?.key).toMatch(/^[a-z2-9]{7}$/);
    const page = await admin().listShortLinks({ query: { limit: 10 } });
    expect(page.total).toBe(2);
    expect(page.list.map((l) => l.target)).toContain('/pages/home/index');
  });

  it('refuses a foreign host, a taken key and a malformed key, making nothing', async () => {
    for (const target of ['https://evil.example/phish', '//evil.example/x', 'javascript:alert(1)']) {
      expect(await refusal(admin().createShortLink({ target }))).toMatchObject({
        code: 'invalid_argument',
        message: 'a short link may only lead to this app or the platform’s own sites',
      });
    }
    expect(await refusal(admin().createShortLink({ target: '/pages/home/index', key: 'bund-poster' }))).toMatchObject({
      code: 'aborted',
      message: 'short key already exists',
    });
    expect((await refusal(admin().createShortLink({ target: '/pages/home/index', key: 'no spaces' }))).message).toBe(
      'short key must be 2 to 32 lower-case letters, digits or hyphens',
    );
    expect((await admin().listShortLinks({})).total).toBe(2);
  });

  it('refuses staff and diners', async () => {
    for (const who of ['manager', 'diner']) {
      const links = server.client(AdminShortLinkService, { sessionKey: people[who].sessionKey });
      expect((await refusal(links.createShortLink({ target: '/pages/home/index' }))).code).toBe('permission_denied');
      expect((await refusal(links.listShortLinks({}))).code).toBe('permission_denied');
      expect((await refusal(links.updateShortLink({ key: 'bund-poster', target: '/pages/home/index' }))).code).toBe(
        'permission_denied',
      );
      expect((await refusal(links.deleteShortLink({ key: 'bund-poster' }))).code).toBe('permission_denied');
    }
    const resolve = server.client(ShortLinkService).resolveLink({ key: 'bund-poster' });
    expect((await resolve).target).toBe(`/pages/sub-user/store-detail/index?storeId=${store}`);
  });

  it('leads a printed key elsewhere, under the same rule as a new link', async () => {
    const moved = await admin().updateShortLink({ key: 'Bund-Poster', target: '/pages/feast/index' });
    expect(moved.shortLink).toMatchObject({ key: 'bund-poster', target: '/pages/feast/index' });
    expect((await server.client(ShortLinkService).resolveLink({ key: 'bund-poster' })).target).toBe(
      '/pages/feast/index',
    );
    expect(
      await refusal(admin().updateShortLink({ key: 'bund-poster', target: 'https://evil.example/x' })),
    ).toMatchObject({
      code: 'invalid_argument',
      message: 'a short link may only lead to this app or the platform’s own sites',
    });
    expect((await refusal(admin().updateShortLink({ key: 'nothing', target: '/pages/home/index' }))).message).toBe(
      'short link does not exist',
    );
    expect((await server.client(ShortLinkService).resolveLink({ key: 'bund-poster' })).target).toBe(
      '/pages/feast/index',
    );
  });

  it('deletes a link, after which its key leads nowhere and may be taken again', async () => {
    await admin().deleteShortLink({ key: 'bund-poster' });
    expect((await refusal(server.client(ShortLinkService).resolveLink({ key: 'bund-poster' }))).message).toBe(
      'short link does not exist',
    );
    expect((await refusal(admin().deleteShortLink({ key: 'bund-poster' }))).code).toBe('not_found');
    expect((await admin().listShortLinks({})).list.map((l) => l.key)).not.toContain('bund-poster');
    const again = await admin().createShortLink({ target: '/pages/home/index', key: 'bund-poster' });
    expect(again.shortLink?.key).toBe('bund-poster');
  });
});
