import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PushConfigService } from '@gen/push/v1/push_config_service_pb';
import { businessDateOf, secondOfDate } from '@common/zoned-time';
import { formatClock, parseClock, releaseTime } from '../../../server/domain/notification/quiet-hours';
import { failure, makeBookingFixture, type BookingFixture } from '../../helpers/booking-fixture';
import { startTestServer, type TestServer } from '../../helpers/test-server';
import { bookAtX, deliveriesOf, drain } from './support';

// booking-fixture sets the host zone to America/Los_Angeles: nothing may read it.
const at = (iso: string) => new Date(iso);

describe("quiet hours in the store's time zone", () => {
  it("holds a message inside the window until its end, in the store's zone, not the server's", () => {
    const shanghai = { startSecond: parseClock('22:00')!, endSecond: parseClock('08:00')! };
    // 23:30 in Shanghai is 15:30 UTC and 08:30 in Los Angeles.
    expect(releaseTime(at('2026-05-01T15:30:00Z'), shanghai, 'Asia/Shanghai').toISOString()).toBe(
      '2026-05-02T00:00:00.000Z',
    );
    // 02:00 Shanghai (after midnight, same window): released at 08:00 the same day.
    expect(releaseTime(at('2026-05-01T18:00:00Z'), shanghai, 'Asia/Shanghai').toISOString()).toBe(
      '2026-05-02T00:00:00.000Z',
    );
    // 12:00 Shanghai: outside, goes now.
    expect(releaseTime(at('2026-05-01T04:00:00Z'), shanghai, 'Asia/Shanghai').toISOString()).toBe(
      '2026-05-01T04:00:00.000Z',
    );
    // A daytime window in Tokyo: 13:00-14:00 local.
    const lunch = { startSecond: parseClock('13:00')!, endSecond: parseClock('14:00')! };
    expect(releaseTime(at('2026-05-01T04:30:00Z'), lunch, 'Asia/Tokyo').toISOString()).toBe('2026-05-01T05:00:00.000Z');
  });
});

describe('quiet hours on a store', () => {
  let server: TestServer;
  let f: BookingFixture;
  beforeAll(async () => {
    server = await startTestServer();
    f = await makeBookingFixture(server);
  });
  afterAll(() => server.close());

  it('refuses quiet hours that are not valid times and writes nothing', async () => {
    const push = f.staffX.client(PushConfigService);
    const { config } = await push.getAutoPushSmsConfig({ storeId: f.x.storeId });
    expect(config!.timezone).toBe('Asia/Shanghai');
    for (const [quietStart, quietEnd] of [
      ['25:00', '07:00'],
      ['22:00', ''],
      ['9pm', '07:00'],
      ['08:00', '08:00'],
    ]) {
      expect(
        await failure(
          push.updateAutoPushSmsConfig({ storeId: f.x.storeId, config: { ...config!, quietStart, quietEnd } }),
        ),
      ).toEqual({
        code: 'InvalidArgument',
        message: 'quiet hours must be valid times',
      });
    }
    expect((await push.getAutoPushSmsConfig({ storeId: f.x.storeId })).config).toEqual(config);
  });

  it('an SMS raised inside the window waits for its end; the other channels do not', async () => {
    const push = f.staffX.client(PushConfigService);
    const { config } = await push.getAutoPushSmsConfig({ storeId: f.x.storeId });
    // A window around the store's present moment, whatever the hour.
    const now = Date.now();
    const local = secondOfDate(now, businessDateOf(now, 'Asia/Shanghai'), 'Asia/Shanghai');
    const start = Math.floor(((local - 3600 + 86_400) % 86_400) / 60) * 60;
    const end = Math.floor(((local + 3600) % 86_400) / 60) * 60;
    await push.updateAutoPushSmsConfig({
      storeId: f.x.storeId,
      config: { ...config!, quietStart: formatClock(start), quietEnd: formatClock(end) },
    });
    const order = await bookAtX(f);
    await drain(server);
    const sms = (await deliveriesOf(server, order.model!.id)).find((d) => d.channel === 'SMS')!;
    expect(sms.status).toBe('INIT');
    const row = await server.database.db
      .selectFrom('notification_delivery')
      .select('next_attempt_time')
      .where('channel', '=', 'SMS')
      .where('address', '=', sms.address)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const wait = row.next_attempt_time!.getTime() - now;
    expect(wait).toBeGreaterThan(3500_000);
    expect(wait).toBeLessThan(3700_000);
    await drain(server, wait + 60_000);
    expect((await deliveriesOf(server, order.model!.id)).find((d) => d.channel === 'SMS')!.status).toBe('SUCCESS');
    await push.updateAutoPushSmsConfig({ storeId: f.x.storeId, config: config! });
  });
});
