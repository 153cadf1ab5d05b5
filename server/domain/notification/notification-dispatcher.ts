import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { JobRunner } from '../../jobs/job-runner';
import { JobRepository } from '../../jobs/job.repository';
import { PushProviderError, type PushChannelAdapter } from '../../providers/push/push-channel';
import { planEvent, type ChannelApps } from './delivery-planner';
import { loadPlanContext } from './plan-context';
import { DELIVER_JOB, PLAN_JOB } from './notification-outbox';
import { NotificationRepository, type DeliveryRecord } from './notification.repository';
import type { Channel } from './notification-types';

/** Backoff of a delivery after a transient failure: 30 s, 1, 2, 4 ... minutes, at most an hour. */
export function deliveryRetryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3600_000);
}

export interface DispatcherOptions {
  maxAttempts?: number;
  /** Told after a provider answered and before the outcome is recorded: tests crash here. */
  afterSend?: (delivery: DeliveryRecord) => void | Promise<void>;
}

export interface PushChannels extends ChannelApps {
  adapter(channel: Channel): PushChannelAdapter | undefined;
}

/**
 * Turns raised events into deliveries and deliveries into messages, as two
 * job kinds of the durable runner:
 *
 * - notification.plan: in one transaction, the events of a raise not yet
 *   planned (locked), one delivery per channel and recipient (unique per
 *   event, channel and recipient), a send job per delivery to make.
 * - notification.deliver: the delivery marked PENDING and committed, the
 *   adapter called outside any transaction with the delivery's idempotency
 *   key, the outcome recorded. A run that finds a delivery PENDING with no
 *   retry scheduled knows an attempt died between send and record: it sends
 *   again only while the adapter's idempotency window covers that attempt
 *   (the provider then answers the first message), else records FAIL
 *   OUTCOME_UNKNOWN: never a second message.
 */
export class NotificationDispatcher {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly channels: PushChannels,
    private readonly now: () => Date,
    private readonly options: DispatcherOptions = {},
  ) {}

  register(jobs: JobRunner): void {
    jobs.register(PLAN_JOB, (payload: { eventIds: string[] }) => this.plan(payload.eventIds));
    jobs.register(DELIVER_JOB, (payload: { deliveryId: string }, job) => this.deliver(payload.deliveryId, job.runAt));
  }

  async plan(eventIds: string[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const events = new NotificationRepository(trx);
      const locked = await events.lockUnplanned(eventIds);
      if (locked.length === 0) return;
      const now = this.now();
      const context = await loadPlanContext(trx, this.channels, locked, now);
      const planned = (await Promise.all(locked.map((e) => planEvent(e, context)))).flat();
      const made = await events.insertDeliveries(planned, now);
      const runAt = new Map(planned.map((d) => [`${d.eventId}:${d.channel}:${d.recipientKey}`, d.runAt]));
      await new JobRepository(trx).enqueueMany(
        made
          .filter((d) => d.status === 'INIT')
          .map((d) => ({
            kind: DELIVER_JOB,
            payload: { deliveryId: d.id },
            runAt: runAt.get(d.key) ?? now,
            dedupeKey: `${DELIVER_JOB}:${d.id}:0`,
          })),
      );
      await events.markPlanned(
        locked.map((e) => e.id),
        now,
      );
    });
  }

  /** `scheduledAt`: when the job was due; a job older than the delivery's next attempt was superseded. */
  async deliver(deliveryId: string, scheduledAt?: Date): Promise<void> {
    const now = this.now();
    const delivery = await this.db.transaction().execute(async (trx) => {
      const repository = new NotificationRepository(trx);
      const found = await repository.findDeliveryForUpdate(deliveryId);
      if (!found || (found.status !== 'INIT' && found.status !== 'PENDING')) return null;
      // A job of an earlier schedule: the delivery's own job for its next attempt will come.
      if (found.next_attempt_time && found.next_attempt_time > (scheduledAt ?? now)) return null;
      const adapter = this.channels.adapter(found.channel);
      const interrupted = found.status === 'PENDING' && !found.next_attempt_time;
      if (interrupted) {
        const window = adapter?.idempotencyWindowMs ?? 0;
        const startedAt = found.send_start_time?.getTime() ?? 0;
        if (now.getTime() - startedAt > window) {
          await repository.finish(
            found.id,
            { status: 'FAIL', reason: 'OUTCOME_UNKNOWN', error: 'an attempt ended without an answer' },
            now,
          );
          return null;
        }
      }
      if (!adapter) {
        await repository.startAttempt(found.id, now);
        await repository.finish(
          found.id,
          { status: 'FAIL', reason: 'PROVIDER_UNAVAILABLE', error: 'no adapter for the channel' },
          now,
        );
        return null;
      }
      // A resend of an interrupted attempt keeps its start, so the window is counted from the first send.
      if (!interrupted) await repository.startAttempt(found.id, now);
      return { ...found, attempts: interrupted ? found.attempts : found.attempts + 1 };
    });
    if (!delivery) return;
    await this.send(delivery);
  }

  private async send(delivery: DeliveryRecord): Promise<void> {
    const adapter = this.channels.adapter(delivery.channel)!;
    const [regionCode, value] =
      delivery.channel === 'SMS' ? delivery.address.split(' ') : [undefined, delivery.address];
    let outcome: { ok: true; id: string } | { ok: false; error: unknown };
    try {
      const result = await adapter.send(
        {
          channel: delivery.channel,
          appId: delivery.app_id,
          templateId: delivery.template_id,
          address: { regionCode, value: value ?? '' },
          content: delivery.content,
          data: delivery.params,
          page: delivery.params.page ?? '',
          language: delivery.language,
        },
        { idempotencyKey: delivery.idempotency_key },
      );
      outcome = { ok: true, id: result.providerMessageId };
    } catch (error) {
      if (!(error instanceof PushProviderError)) throw error;
      outcome = { ok: false, error };
    }
    await this.options.afterSend?.(delivery);
    const repository = new NotificationRepository(this.db);
    const now = this.now();
    if (outcome.ok) {
      await repository.finish(delivery.id, { status: 'SUCCESS', providerMessageId: outcome.id }, now);
      return;
    }
    const error = outcome.error as PushProviderError;
    if (error.transient && delivery.attempts < (this.options.maxAttempts ?? 6)) {
      const retryAt = new Date(now.getTime() + deliveryRetryDelayMs(delivery.attempts));
      await this.db.transaction().execute(async (trx) => {
        await new NotificationRepository(trx).scheduleRetry(delivery.id, error.detail, retryAt, now);
        await new JobRepository(trx).enqueue({
          kind: DELIVER_JOB,
          payload: { deliveryId: delivery.id },
          runAt: retryAt,
          dedupeKey: `${DELIVER_JOB}:${delivery.id}:${delivery.attempts}`,
        });
      });
      return;
    }
    await repository.finish(delivery.id, { status: 'FAIL', reason: error.reason, error: error.detail }, now);
  }
}
