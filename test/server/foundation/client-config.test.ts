import { fromJson } from '@bufbuild/protobuf';
import { Code, type ConnectError } from '@connectrpc/connect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientConfigSchema, ClientConfigService, ColorScheme } from '@gen/platform/v1/client_config_pb';
import { ensureBaseData } from '../../../server/db/seed/base-data.seed';
import { startTestServer, type TestServer } from '../../helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await ensureBaseData(server.database.db);
});
afterAll(() => server.close());

describe('client config', () => {
  it('answers the default config with the spec flags through the RPC', async () => {
    const { clientConfig } = await server.client(ClientConfigService).getClientConfig({ platformClientConfigId: '1' });
    expect(clientConfig?.model?.id).toBe('1');
    const flags = clientConfig?.config?.flags;
    expect(flags).toMatchObject({
      theme: ColorScheme.GREEN,
      showBookingCalendar: false,
      showNoticePage: true,
      showBookingConfirmRemark: true,
      showStoreMenu: false,
      showStoreLocation: false,
      showStoreHeaderInfo: true,
      showStoreTitle: false,
      showStoreFeastHistory: true,
    });
    expect(clientConfig?.config?.common?.globalContactEnabled).toBe(true);
    expect(clientConfig?.config?.pageList[0].moduleList.length).toBeGreaterThan(0);
  });

  it('serves the same document as JSON at /platform-client-config/{id}.json and /static-config/client-config.json', async () => {
    const byId = await fetch(`${server.url}/platform-client-config/1.json`);
    expect(byId.status).toBe(200);
    expect(byId.headers.get('cache-control')).toContain('max-age');
    const json = await byId.json();
    expect(json.model.id).toBe('1');
    expect(json.config.flags.showStoreMenu).toBe(false);
    expect(fromJson(ClientConfigSchema, json).config?.common?.appName).toBe('FeastBook');

    const fallback = await (await fetch(`${server.url}/static-config/client-config.json`)).json();
    expect(fallback.model.id).toBe('1');

    // Revalidation of an unchanged config costs headers only.
    const etag = byId.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await fetch(`${server.url}/platform-client-config/1.json`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('answers not found for an unknown config', async () => {
    const error = await server
      .client(ClientConfigService)
      .getClientConfig({ platformClientConfigId: '999' })
      .catch((e) => e);
    expect((error as ConnectError).code).toBe(Code.NotFound);
    expect((error as ConnectError).rawMessage).toBe('client config does not exist');
    expect((await fetch(`${server.url}/platform-client-config/999.json`)).status).toBe(404);
    expect((await fetch(`${server.url}/platform-client-config/abc.json`)).status).toBe(404);
  });

  it('never overwrites an existing default config on later starts', async () => {
    await server.database.db
      .updateTable('client_config')
      .set({ body: JSON.stringify({ common: { appName: 'Edited' } }) })
      .execute();
    await ensureBaseData(server.database.db);
    const { clientConfig } = await server.client(ClientConfigService).getClientConfig({ platformClientConfigId: '1' });
    expect(clientConfig?.config?.common?.appName).toBe('Edited');
  });
});
