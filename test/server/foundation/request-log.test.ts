import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReferenceDataService } from '@gen/platform/v1/reference_data_pb';
import { startTestServer, type TestServer } from '../../helpers/test-server';

const lines: Array<Record<string, unknown>> = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, undefined, { level: 'info', stream: sink });
});
afterAll(() => server.close());

const rpcLines = () => lines.filter((l) => l.msg === 'rpc');

describe('request log', () => {
  it('writes one line per call with group, method, status and duration', async () => {
    await server.client(ReferenceDataService).listRegions({});
    const line = rpcLines().at(-1);
    expect(line).toMatchObject({
      group: 'public',
      method: 'platform.v1.ReferenceDataService/ListRegions',
      status: 200,
    });
    expect(typeof line?.ms).toBe('number');
    expect(rpcLines()).toHaveLength(1);
  });

  it('records the Connect code of a failed call', async () => {
    await server
      .client(ReferenceDataService)
      .listHolidayDates({ startDate: 'x', endDate: 'y' })
      .catch(() => undefined);
    expect(rpcLines().at(-1)).toMatchObject({
      method: 'platform.v1.ReferenceDataService/ListHolidayDates',
      status: 400,
      code: 'invalid_argument',
    });
  });
});
