import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawCall, signatureHeaders } from '../../helpers/raw-call';
import { startTestServer, type TestServer } from '../../helpers/test-server';

const PATH = '/grpc/public/platform.v1.ReferenceDataService/ListRegions';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('request signature', () => {
  it('accepts a correctly signed call', async () => {
    const result = await rawCall(server.url, PATH, '{}');
    expect(result.status).toBe(200);
  });

  it('refuses a call without a signature', async () => {
    const result = await rawCall(server.url, PATH, '{}', { sign: false });
    expect(result.status).toBe(403);
    expect(result.json).toEqual({ code: 'permission_denied', message: 'request signature missing' });
  });

  it('refuses a body changed after signing', async () => {
    const headers = signatureHeaders(PATH, '{}');
    const result = await rawCall(server.url, PATH, '{ }', { sign: false, headers });
    expect(result.status).toBe(403);
    expect(result.json.message).toBe('request signature does not match');
  });

  it('refuses a signature made for another method', async () => {
    const headers = signatureHeaders('/grpc/public/platform.v1.ReferenceDataService/ListHolidayDates', '{}');
    const result = await rawCall(server.url, PATH, '{}', { sign: false, headers });
    expect(result.json.message).toBe('request signature does not match');
  });

  it('refuses a timestamp more than the allowed skew away, either way', async () => {
    for (const offset of [-6 * 60_000, 6 * 60_000]) {
      const result = await rawCall(server.url, PATH, '{}', { timestamp: Date.now() + offset });
      expect(result.status).toBe(400);
      expect(result.json).toEqual({
        code: 'failed_precondition',
        message: 'request time is too far from server time, check the device clock',
      });
    }
    const withinSkew = await rawCall(server.url, PATH, '{}', { timestamp: Date.now() - 4 * 60_000 });
    expect(withinSkew.status).toBe(200);
  });

  it('takes a signed request once: the same nonce and timestamp again is a replay', async () => {
    const headers = signatureHeaders(PATH, '{}');
    const first = await rawCall(server.url, PATH, '{}', { sign: false, headers });
    const again = await rawCall(server.url, PATH, '{}', { sign: false, headers });
    expect(first.status).toBe(200);
    expect(again.status).toBe(403);
    expect(again.json.message).toBe('replayed request');
  });
});
