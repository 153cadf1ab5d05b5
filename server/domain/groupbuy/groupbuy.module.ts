import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { JobRunner } from '../../jobs/job-runner';
import { createGroupBuyPlatform, type GroupBuyConfig } from '../../providers/groupbuy/group-buy-config';
import { LocalGroupBuyPlatform } from '../../providers/groupbuy/local.platform';
import type { BookingEngine } from '../booking/booking-engine';
import { GroupBuyVoucherService } from './group-buy-vouchers.service';
import { PlatformTokens } from './platform-tokens';
import { ThirdPartyBindingService } from './third-party-binding.service';
import { ThirdPartyIngestService } from './third-party-ingest.service';
import { registerGroupBuyJobs } from './third-party-jobs';
import { ThirdPartyOrderService } from './third-party-order.service';
import { VoucherDeskService } from './voucher-desk.service';

/** Third-party group-buying: the platform adapter, bindings, vouchers, orders, the pull and the arrival reports. */
export function createGroupBuyModule(
  db: Kysely<Database>,
  config: GroupBuyConfig | undefined,
  jobs: JobRunner,
  booking: BookingEngine,
  now: () => Date,
  log: { warn(details: Record<string, unknown>, message: string): void } = { warn: () => undefined },
) {
  const platform = createGroupBuyPlatform(config, now);
  const tokens = new PlatformTokens(db, platform, now);
  const ingest = new ThirdPartyIngestService(db, platform.platform, booking.refunds, now);
  registerGroupBuyJobs(jobs, db, platform, tokens, ingest, now, log);
  // The local platform pushes in process, into the same inbox as real pushes.
  if (platform instanceof LocalGroupBuyPlatform) {
    platform.onNotification(async (notification) => {
      await ingest.receive(notification);
    });
  }
  const vouchers = new GroupBuyVoucherService(platform, tokens);
  return {
    platform,
    ingest,
    orders: new ThirdPartyOrderService(db, platform, tokens, booking.orderCreate, now),
    bindings: new ThirdPartyBindingService(db, platform, now),
    vouchers,
    desk: new VoucherDeskService(db, vouchers, platform.platform, now),
  };
}

export type GroupBuyModule = ReturnType<typeof createGroupBuyModule>;
