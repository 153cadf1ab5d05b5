import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';
import type { DbHandle } from '../../../server/db/client';
import { NotificationDispatcher, type PushChannels } from '../../../server/domain/notification/notification-dispatcher';
import { NotificationOutbox } from '../../../server/domain/notification/notification-outbox';
import type { Channel } from '../../../server/domain/notification/notification-types';
import { JobRunner } from '../../../server/jobs/job-runner';
import { LocalPushChannel } from '../../../server/providers/push/local-push.channel';
import {
  PushProviderError,
  type PushChannelAdapter,
  type PushMessage,
  type PushSendOptions,
} from '../../../server/providers/push/push-channel';
import { createTestDatabase } from '../../helpers/test-database';
import { testClock } from '../../helpers/test-clock';

let database: DbHandle;
let db: Kysely<Database>;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database.close());

/** An SMS channel that records every send and can be told how to behave. */
class ScriptedSms implements PushChannelAdapter {
  readonly channel = 'SMS' as const;
  readonly kind = 'real' as const;
  readonly keys: string[] = [];
  /** Failures to answer before succeeding (transient). */
  failTimes = 0;
  constructor(
    readonly idempotencyWindowMs: number,
    private readonly inner?: PushChannelAdapter,
  ) {}
  async send(message: PushMessage, options: PushSendOptions) {
    this.keys.push(options.idempotencyKey);
    if (this.failTimes > 0) {
      this.failTimes--;
      throw new PushProviderError(true, 'PROVIDER_UNAVAILABLE', 'busy');
    }
    return this.inner ? this.inner.send(message, options) : { providerMessageId: `m${this.keys.length}` };
  }
}

function channels(sms: PushChannelAdapter): PushChannels {
  return {
    local: true,
    appIdOf: (c: Channel) => (c === 'SMS' ? '' : null),
    adapter: (c: Channel) => (c === 'SMS' ? sms : undefined),
  };
}

let phone = 13700000000;
async function raise(clock: { now: () => Date }) {
  phone++;
  await db.transaction().execute((trx) =>
    new NotificationOutbox(trx).raise({
      type: 'REMIND_ARRIVAL',
      subject: { kind: 'USER', id: String(phone) },
      recipient: { phoneRegionCode: '86', phone: String(phone), language: 'en' },
      params: { storeName: 'Jade', reservationDate: '2026-05-02', reservationTime: '18:00', peopleCount: '2' },
      occurTime: clock.now(),
    }),
  );
  return String(phone);
}

const delivery = (address: string) =>
  db.selectFrom('notification_delivery').selectAll().where('address', '=', `86 ${address}`).executeTakeFirstOrThrow();

describe('exactly one delivery per event and channel', () => {
  it('a crash between send and record resends with the same key, and the provider keeps one message', async () => {
    const clock = testClock();
    const local = new LocalPushChannel('SMS', db, clock.now);
    const sms = new ScriptedSms(Number.POSITIVE_INFINITY, local);
    let crash = true;
    const jobs = new JobRunner(db, { now: clock.now, onError: () => undefined });
    new NotificationDispatcher(db, channels(sms), clock.now, {
      afterSend: () => {
        if (crash) {
          crash = false;
          throw new Error('process killed before the outcome was recorded');
        }
      },
    }).register(jobs);
    const to = await raise(clock);
    await jobs.runDue(clock.now());
    expect((await delivery(to)).status).toBe('PENDING');

    clock.advance(11_000); // the runner's retry of the dead attempt
    await jobs.runDue(clock.now());
    const done = await delivery(to);
    expect(done.status).toBe('SUCCESS');
    expect(sms.keys).toEqual([done.idempotency_key, done.idempotency_key]);
    const sent = await db.selectFrom('local_push_outbox').select('id').where('address', '=', `+86 ${to}`).execute();
    expect(sent).toHaveLength(1);
    expect(done.provider_message_id).toBe(`local-${sent[0].id}`);
  });

  it('a provider without idempotency is not asked twice: the unknown outcome is recorded as such', async () => {
    const clock = testClock();
    const sms = new ScriptedSms(0);
    let crash = true;
    const jobs = new JobRunner(db, { now: clock.now, onError: () => undefined });
    new NotificationDispatcher(db, channels(sms), clock.now, {
      afterSend: () => {
        if (crash) {
          crash = false;
          throw new Error('killed');
        }
      },
    }).register(jobs);
    const to = await raise(clock);
    await jobs.runDue(clock.now());
    clock.advance(11_000);
    await jobs.runDue(clock.now());
    const done = await delivery(to);
    expect(done).toMatchObject({ status: 'FAIL', reason: 'OUTCOME_UNKNOWN' });
    expect(sms.keys).toHaveLength(1);
  });

  it('the same job run twice at once sends once', async () => {
    const clock = testClock();
    const local = new LocalPushChannel('SMS', db, clock.now);
    const sms = new ScriptedSms(Number.POSITIVE_INFINITY, local);
    const a = new JobRunner(db, { now: clock.now });
    const b = new JobRunner(db, { now: clock.now });
    new NotificationDispatcher(db, channels(sms), clock.now).register(a);
    new NotificationDispatcher(db, channels(sms), clock.now).register(b);
    const to = await raise(clock);
    await Promise.all([a.runDue(clock.now()), b.runDue(clock.now())]);
    await Promise.all([a.runDue(clock.now()), b.runDue(clock.now())]);
    expect((await delivery(to)).status).toBe('SUCCESS');
    expect(
      await db.selectFrom('local_push_outbox').select('id').where('address', '=', `+86 ${to}`).execute(),
    ).toHaveLength(1);
  });

  it('transient failures retry with backoff, then succeed; too many end in FAIL', async () => {
    const clock = testClock();
    const sms = new ScriptedSms(0);
    sms.failTimes = 2;
    const jobs = new JobRunner(db, { now: clock.now });
    new NotificationDispatcher(db, channels(sms), clock.now, { maxAttempts: 3 }).register(jobs);
    const to = await raise(clock);
    await jobs.runDue(clock.now());
    let row = await delivery(to);
    expect(row).toMatchObject({ status: 'PENDING', attempts: 1 });
    expect(row.next_attempt_time!.getTime() - clock.now().getTime()).toBe(30_000);
    clock.advance(29_000);
    await jobs.runDue(clock.now());
    expect((await delivery(to)).attempts).toBe(1); // not yet
    clock.advance(1_000);
    await jobs.runDue(clock.now());
    row = await delivery(to);
    expect(row).toMatchObject({ status: 'PENDING', attempts: 2 });
    expect(row.next_attempt_time!.getTime() - clock.now().getTime()).toBe(60_000);
    clock.advance(60_000);
    await jobs.runDue(clock.now());
    expect(await delivery(to)).toMatchObject({ status: 'SUCCESS', attempts: 3 });

    sms.failTimes = 10;
    const other = await raise(clock);
    for (let i = 0; i < 5; i++) {
      await jobs.runDue(clock.now());
      clock.advance(3600_000);
    }
    expect(await delivery(other)).toMatchObject({ status: 'FAIL', reason: 'PROVIDER_UNAVAILABLE', attempts: 3 });
  });
});
