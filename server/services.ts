import type { Kysely } from 'kysely';
import type { ServerConfig } from './config';
import type { Database } from './db/schema';
import { FileRepository } from './domain/files/file.repository';
import { UploadService } from './domain/files/upload.service';
import { UserRepository } from './domain/identity/user.repository';
import { ClientConfigRepository } from './domain/platform/client-config.repository';
import { ClientConfigService } from './domain/platform/client-config.service';
import { PlatformOverviewService } from './domain/platform/platform-overview.service';
// client config editor
import { ClientConfigEditorService } from './domain/platform/client-config-editor.service';
import { ReferenceDataRepository } from './domain/platform/reference-data.repository';
import { ReferenceDataService } from './domain/platform/reference-data.service';
// the administrator's regions, holiday dates and articles
import { ReferenceDataAdminService } from './domain/platform/reference-data-admin.service';
import { ArticleAdminService } from './domain/content/article-admin.service';
import { createIdentityServices, type IdentityLog } from './identity-services';
import { JobRunner } from './jobs/job-runner';
// payments
import { createPaymentModule, type PaymentLog } from './domain/payment/payment.module';
// booking engine
import { createBookingEngine } from './domain/booking/booking-engine';
import { createFileStorage } from './providers/storage/create-file-storage';
// app shell: short links
import { ShortLinkRepository } from './domain/platform/short-link.repository';
import { ShortLinkService } from './domain/platform/short-link.service';
// diner app
import { createDinerServices } from './domain/diner/diner.module';
// diner CRM
import { createCrmModule } from './domain/crm/crm.module';
// feasts
import { FeastGroupChat } from './domain/feast/feast-group-chat';
import { createFeastModule } from './domain/feast/feast.module';
// messages
import { createImModule } from './domain/im/im.module';
// notifications and invitations
import { createNotificationModule } from './domain/notification/notification.module';
import { imNotifications } from './domain/notification/im-notifications';
// retry-safe money calls
import { IdempotencyPurge } from './domain/idempotency/idempotency-purge';
import { IdempotencyService } from './domain/idempotency/idempotency.service';
// private dining (book-out) requests
import { createBookOutModule } from './domain/book-out/book-out.module';
// third-party group-buying orders
import { createGroupBuyModule } from './domain/groupbuy/groupbuy.module';
// ticketing events, vouchers and dynamic codes
import { DynamicCodeService } from './domain/dynamic-code/dynamic-code.service';
import { createTicketingModule } from './domain/ticketing/ticketing.module';
// reports and settlement
import { ReportService } from './domain/report/report.service';
import { SettlementService } from './domain/settlement/settlement.service';
// the mall: catalogue, stock and delivery addresses
import { createMallModule } from './domain/mall/mall.module';
// mall orders, shipments and the seller mall config
import { createMallOrderModule } from './domain/mall/mall-order.module';
// the walk-in queue
import { createQueueModule } from './domain/queue/queue.module';
// the waitlist for full booking slots
import { createWaitlistModule } from './domain/waitlist/waitlist.module';

export interface ServiceOptions {
  /** Where job failures are reported. */
  onJobError?: (error: unknown, job: { id: string; kind: string }) => void;
  /** Told when the job runner pauses for a database outage and when it resumes. */
  onJobOutage?: (state: 'paused' | 'resumed', error?: unknown) => void;
  /** The clock of every rule with a time in it (tests pass their own). */
  now?: () => Date;
  /** Where services log (the server's logger). */
  log?: IdentityLog & PaymentLog;
  /** Groups of booking creates written at once (default 2; see OrderCreateService). */
  createLanes?: number;
  /** Standbys for reads that may be a moment stale (StoreService.queryStores, cities); the primary otherwise. */
  staleReadDb?: Kysely<Database>;
}

/** Every domain service, wired once per server instance. */
export function createServices(db: Kysely<Database>, config: ServerConfig, options: ServiceOptions = {}) {
  const users = new UserRepository(db);
  // Domains register their job kinds on it; the server starts it when told to.
  const jobs = new JobRunner(db, { onError: options.onJobError, onOutage: options.onJobOutage, now: options.now });
  const storage = createFileStorage(config.storage, config.dataDir);
  // identity: sessions, permissions, logins, profiles, diners, staff
  const identity = createIdentityServices(db, config, { now: options.now ?? (() => new Date()), log: options.log });
  identity.identityPurge.register(jobs);
  const now = options.now ?? (() => new Date());
  // payments (created first: the booking engine registers its purposes on them)
  const payments = createPaymentModule(db, config, jobs, {
    now,
    log: options.log ?? { warn: () => undefined, error: () => undefined },
  });
  const booking = createBookingEngine(
    db,
    identity.permissions,
    jobs,
    payments,
    now,
    options.log,
    options.createLanes,
    options.staleReadDb,
  );
  // feasts: group dinners on the booking engine's tables, deposits through payments
  const feasts = createFeastModule(db, jobs, payments, booking, now, options.log);
  // messages: conversations, messages, read state, group chats, socket tickets
  const im = createImModule(db, identity.permissions, identity.operatorInfo, {
    now,
    sensitiveWords: config.im?.sensitiveWords,
  });
  // notifications: channels, the dispatcher's jobs and the reminder sweep
  const notifications = createNotificationModule(db, config, jobs, { now });
  // a feast's participants and host store form its group chat; its
  // participants hear of their seats, all inside the feast change's transaction
  feasts.events.subscribe(new FeastGroupChat(im.groups));
  feasts.events.subscribe(notifications.feastSubscriber);
  // diners away from a chat hear of its first unread message
  im.hooks.onMessageCreated(imNotifications(now));
  // retry-safe money calls: the answers of money-moving calls by their callers' keys
  const idempotencyPurge = new IdempotencyPurge(db, now);
  idempotencyPurge.register(jobs);
  // third-party group-buying orders: platform adapter, pushes, the pull, arrival reports
  const groupBuy = createGroupBuyModule(db, config.groupBuy, jobs, booking, now, options.log);
  // ticketing: events, vouchers paid through payments; dynamic codes validated at the door
  const ticketing = createTicketingModule(db, jobs, payments, now);
  const dynamicCodes = new DynamicCodeService(
    db,
    config.dynamicCode?.secret ?? 'feastbook-dynamic-code-development-secret',
    {
      arrive: (storeId, orderId, actor, alongside) =>
        booking.orderActions.arrive({ storeId }, orderId, actor, alongside),
      verifyVoucher: (trx, voucherId, storeId, redeem) => ticketing.vouchers.verifyIn(trx, voucherId, storeId, redeem),
    },
    now,
  );
  return {
    db,
    /** The services' clock (a test moves it): what "now" is for sessions, codes and timers. */
    now,
    jobs,
    users,
    ...identity,
    clientConfigs: new ClientConfigService(new ClientConfigRepository(db)),
    // client config editor: drafts and publishing
    clientConfigEditor: new ClientConfigEditorService(db, now),
    referenceData: new ReferenceDataService(new ReferenceDataRepository(db)),
    // the administrator's regions, holiday dates and articles
    referenceDataAdmin: new ReferenceDataAdminService(db),
    articleAdmin: new ArticleAdminService(db),
    uploads: new UploadService(new FileRepository(db), storage),
    // payments
    payments,
    // app shell: short links
    shortLinks: new ShortLinkService(new ShortLinkRepository(db), config.identity.allowedRedirectOrigins),
    // the administrator's platform overview
    platformOverview: new PlatformOverviewService(db),
    // booking engine: stores, tables, availability, orders (registers its timers on jobs)
    // deposits: the engine takes payments for its deposit and final-payment purposes, and the clock
    booking,
    // diner app: menus, articles, booking quotes, share links
    diner: createDinerServices(db, now),
    // diner CRM: merchant diners and membership levels
    crm: createCrmModule(db, identity.phones, now),
    feasts,
    im,
    notifications,
    idempotency: new IdempotencyService(db, now),
    idempotencyPurge,
    // private dining (book-out) requests
    bookOut: createBookOutModule(db, booking.orderCreate, now),
    groupBuy,
    ticketing,
    dynamicCodes,
    // the mall: catalogue, sale plans, stock, delivery addresses
    mall: createMallModule(db, identity.phones, now),
    // mall orders: checkout, the MALL_ORDER payment purpose, shipments, seller config, timers
    mallOrders: createMallOrderModule(db, jobs, payments, now),
    // reports and settlement
    reports: new ReportService(db, identity.permissions),
    settlement: new SettlementService(db, now),
    // the walk-in queue: setup, numbers, the board and its estimates
    queue: createQueueModule(db, identity.phones, now),
    // the waitlist for full booking slots: entries, offers and their holds (registers its jobs)
    waitlist: createWaitlistModule(db, booking, jobs, now),
  };
}

export type Services = ReturnType<typeof createServices>;
