import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { JobRunner } from '../../jobs/job-runner';
import { JobRepository } from '../../jobs/job.repository';
import type { GroupBuyPlatform } from '../../providers/groupbuy/group-buy-platform';
import { DomainError } from '../errors';
import type { PlatformTokens } from './platform-tokens';
import { ThirdPartyBindingRepository } from './third-party-binding.repository';
import type { ThirdPartyIngestService } from './third-party-ingest.service';
import { ThirdPartyOrderRepository } from './third-party-order.repository';

export const PULL_JOB = 'groupbuy.pull';
import { REPORT_JOB } from './arrival-report';
/** Between two pulls of a store; a failed pull is retried sooner, with the runner's backoff. */
export const PULL_INTERVAL_MS = 5 * 60_000;
/** A first pull looks back this far (orders placed before the binding). */
const FIRST_PULL_LOOKBACK_MS = 24 * 3600_000;

/**
 * The next pull of a store. Two keys take turns, so the running pull can
 * queue its successor while its own key is still pending, and binding again
 * while a pull is queued adds no second chain.
 */
export async function schedulePull(trx: Kysely<Database>, storeId: string, runAt: Date, turn: 'a' | 'b' = 'a') {
  await new JobRepository(trx).enqueue({
    kind: PULL_JOB,
    payload: { storeId, turn },
    runAt,
    dedupeKey: `${PULL_JOB}:${storeId}:${turn}`,
    maxAttempts: 1000,
  });
}

export function registerGroupBuyJobs(
  jobs: JobRunner,
  db: Kysely<Database>,
  platform: GroupBuyPlatform,
  tokens: PlatformTokens,
  ingest: ThirdPartyIngestService,
  now: () => Date,
  log: { warn(details: Record<string, unknown>, message: string): void },
) {
  jobs.register(PULL_JOB, async (payload: { storeId: string; turn: 'a' | 'b' }) => {
    // The voucher APIs have no reservation orders: nothing to pull.
    const channel = platform.orders;
    if (!channel) return;
    const bindings = new ThirdPartyBindingRepository(db);
    const binding = await bindings.get(payload.storeId, platform.platform);
    if (!binding?.bound) return;
    const since = binding.pull_cursor ?? new Date(binding.bind_time.getTime() - FIRST_PULL_LOOKBACK_MS);
    let cursor = since;
    // A failure anywhere throws: the runner tries the whole pull again later
    // from the same cursor; orders already taken are found again and change nothing.
    for (let page = 1; ; page++) {
      const { orders, hasMore } = await tokens.call(payload.storeId, (token) =>
        channel.queryOrders(token, since, page),
      );
      for (const order of orders) {
        try {
          await ingest.pulled(order);
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          log.warn({ order: order.platformOrderId, error: error.message }, 'third-party order not taken');
        }
        if (order.updateTime > cursor) cursor = order.updateTime;
      }
      if (!hasMore) break;
    }
    await db.transaction().execute(async (trx) => {
      await new ThirdPartyBindingRepository(trx).savePull(payload.storeId, platform.platform, cursor, now());
      await schedulePull(
        trx,
        payload.storeId,
        new Date(now().getTime() + PULL_INTERVAL_MS),
        payload.turn === 'a' ? 'b' : 'a',
      );
    });
  });

  jobs.register(REPORT_JOB, async (payload: { thirdPartyOrderId: string; arrived: boolean }) => {
    const order = await new ThirdPartyOrderRepository(db).find(payload.thirdPartyOrderId);
    const binding = order && (await new ThirdPartyBindingRepository(db).get(order.store_id, platform.platform));
    const channel = platform.orders;
    // Unbound since, or a platform without reservation orders: nobody on the platform to tell.
    if (!order || !binding?.bound || !channel) return;
    await tokens.call(order.store_id, (token) =>
      channel.reportArrival(token, order.platform_order_id, payload.arrived),
    );
  });
}
