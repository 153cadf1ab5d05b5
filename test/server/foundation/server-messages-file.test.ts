import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGE } from '@common/server-messages';
import { zhHansServerMessages } from '@locales/server-messages.zh-hans';
import { serverMessagesFile } from '../../../server/http/server-messages-file';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// Mini-programs' main package holds neither the table of server messages nor their
// Simplified Chinese texts: they fetch both here with the first message they show.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the server messages mini-programs fetch (GET /i18n/server-messages.json)', () => {
  it('serves the table and its Simplified Chinese texts as the H5 build bundles them', async () => {
    const { version } = serverMessagesFile();
    const response = await fetch(`${server.url}/i18n/server-messages.json?v=${version}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('etag')).toBe(`"${version}"`);
    const doc = await response.json();
    expect(doc.version).toBe(version);
    expect(doc.table).toEqual(SERVER_MESSAGE);
    expect(doc.texts).toEqual(zhHansServerMessages);
    expect(doc.texts.invalidDate).toBe('日期无效');
  });

  it('an unversioned request is revalidated, and an unknown file is still not found', async () => {
    const loose = await fetch(`${server.url}/i18n/server-messages.json`);
    expect(loose.headers.get('cache-control')).toBe('public, no-cache');
    expect((await fetch(`${server.url}/i18n/messages.json`)).status).toBe(404);
  });
});
