import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBaseData } from '../../../server/db/seed/base-data.seed';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// The app's first page waits for the client config with its first data calls; on a slow
// mobile network (400 kbit/s) each KB is 20 ms, so it comes compressed as RPC answers do.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await ensureBaseData(server.database.db);
});
afterAll(() => server.close());

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: Buffer;
}

/** The answer's bytes as they cross the network (fetch would decompress them). */
function get(path: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    request(`${server.url}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

const PATH = '/platform-client-config/1.json';

describe('the client config document', () => {
  it('comes brotli- or gzip-compressed to a browser that accepts it, with the same content', async () => {
    const plain = await get(PATH, { 'accept-encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.length).toBeGreaterThan(1024);

    const br = await get(PATH, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.bytes.length).toBeLessThan(plain.bytes.length / 2);
    expect(brotliDecompressSync(br.bytes).equals(plain.bytes)).toBe(true);

    const gzip = await get(PATH, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.bytes).equals(plain.bytes)).toBe(true);
  });

  it('is revalidated per encoding: an unchanged config costs a 304, never the other encoding', async () => {
    const br = await get(PATH, { 'accept-encoding': 'br' });
    const etag = String(br.headers.etag);
    expect((await get(PATH, { 'accept-encoding': 'br', 'if-none-match': etag })).status).toBe(304);
    const gzip = await get(PATH, { 'accept-encoding': 'gzip', 'if-none-match': etag });
    expect(gzip.status).toBe(200);
    expect(gzip.headers.etag).not.toBe(etag);
  });
});
