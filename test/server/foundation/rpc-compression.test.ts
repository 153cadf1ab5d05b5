import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawCall } from '../../helpers/raw-call';
import { startTestServer, type TestServer } from '../../helpers/test-server';

// On a slow mobile network (400 kbit/s) every kilobyte of an answer is 20 ms, so answers
// the size of a page of stores (a few KB) come compressed too, as the app's files do.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const PATH = '/grpc/public/platform.v1.ReferenceDataService/ListHolidayDates';
const BODY = JSON.stringify({ startDate: '2026-01-01', endDate: '2026-12-31', regionIsoCode: 'cn' });

describe('RPC answers', () => {
  it('of a few KB come gzip-compressed to a browser that accepts it, with the same content', async () => {
    const plain = await rawCall(server.url, PATH, BODY, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-encoding')).toBeNull();
    const plainBytes = Buffer.byteLength(plain.text);
    // An answer below the old 14 KB threshold, where it was sent as it is.
    expect(plainBytes).toBeGreaterThan(1024);
    expect(plainBytes).toBeLessThan(14 * 1024);

    const gzip = await rawCall(server.url, PATH, BODY, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(gzip.status).toBe(200);
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(Number(gzip.headers.get('content-length'))).toBeLessThan(plainBytes / 2);
    expect(gzip.json).toEqual(plain.json);
  });

  it('under a kilobyte go as they are: compressing them would save nothing', async () => {
    const small = await rawCall(server.url, '/grpc/public/platform.v1.ReferenceDataService/ListRegions', '{}', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(small.status).toBe(200);
    expect(Buffer.byteLength(small.text)).toBeLessThan(1024);
    expect(small.headers.get('content-encoding')).toBeNull();
  });
});
