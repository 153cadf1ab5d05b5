import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADER } from '@common/request-signature';
import { rawCall } from '../../helpers/raw-call';
import { startTestServer, type TestServer } from '../../helpers/test-server';

const PATH = '/grpc/public/platform.v1.ReferenceDataService/ListRegions';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ rateLimit: { perDevicePerMinute: 3, perAddressPerMinute: 8 } });
});
afterAll(() => server.close());

describe('rate limits', () => {
  it('answers 429 with Retry-After once a device passes its limit, other devices unaffected', async () => {
    const device = { headers: { [HEADER.deviceId]: 'busy-phone' } };
    for (let i = 0; i < 3; i++) expect((await rawCall(server.url, PATH, '{}', device)).status).toBe(200);
    const refused = await rawCall(server.url, PATH, '{}', device);
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ code: 'resource_exhausted', message: 'too many requests, please try again later' });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);

    const other = await rawCall(server.url, PATH, '{}', { headers: { [HEADER.deviceId]: 'calm-phone' } });
    expect(other.status).toBe(200);
  });

  it('limits an address across all its devices', async () => {
    // 5 calls were made above from this address; three more reach its limit of 8.
    for (let i = 0; i < 3; i++) {
      const result = await rawCall(server.url, PATH, '{}', { headers: { [HEADER.deviceId]: `device-${i}` } });
      expect(result.status).toBe(200);
    }
    const refused = await rawCall(server.url, PATH, '{}', { headers: { [HEADER.deviceId]: 'yet-another' } });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
  });
});
