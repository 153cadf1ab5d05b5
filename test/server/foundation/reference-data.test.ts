import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectError, Code } from '@connectrpc/connect';
import { ReferenceDataService } from '@gen/platform/v1/reference_data_pb';
import { startTestServer, type TestServer } from '../../helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('ReferenceDataService', () => {
  it('lists the five phone regions of the spec in display order', async () => {
    const { list } = await server.client(ReferenceDataService).listRegions({});
    expect(list.map((r) => r.callingCode)).toEqual(['86', '852', '853', '886', '60']);
    const mainland = new RegExp(list[0].phonePattern);
    expect(mainland.test('13800000001')).toBe(true);
    expect(mainland.test('12800000001')).toBe(false);
  });

  it('lists holidays in a date range, rest days and moved working days alike', async () => {
    const { list } = await server.client(ReferenceDataService).listHolidayDates({
      startDate: '2026-09-20',
      endDate: '2026-10-10',
      regionIsoCode: 'cn',
    });
    expect(list[0]).toMatchObject({ date: '2026-09-20', isRestDay: false, regionIsoCode: 'CN' });
    expect(list.filter((d) => d.name === 'National Day' && d.isRestDay)).toHaveLength(7);
    expect(list.at(-1)?.date).toBe('2026-10-10');
  });

  it('refuses a reversed, impossible or too long range', async () => {
    const client = server.client(ReferenceDataService);
    for (const [startDate, endDate, message] of [
      ['2026-10-10', '2026-10-01', 'invalid date'],
      ['2026-02-30', '2026-03-01', 'invalid date'],
      ['2026-01-01', '2027-12-31', 'date range too long'],
    ]) {
      const error = await client.listHolidayDates({ startDate, endDate }).catch((e) => e);
      expect(error).toBeInstanceOf(ConnectError);
      expect((error as ConnectError).code).toBe(Code.InvalidArgument);
      expect((error as ConnectError).rawMessage).toBe(message);
    }
  });
});
