// The whole database as Kysely sees it: each domain declares its own tables
// next to its repository, and this file only joins them.
import type { FilesTables } from '../domain/files/files.tables';
import type { IdentityTables } from '../domain/identity/identity.tables';
import type { OrgTables } from '../domain/org/org.tables';
import type { PlatformTables } from '../domain/platform/platform.tables';
import type { JobTables } from '../jobs/job.tables';
// payments
import type { PaymentTables } from '../domain/payment/payment.tables';
import type { SandboxTables } from '../providers/payment/sandbox/sandbox.tables';
// booking engine: extends the foundation's store, store_shift and store_table
import type { BookingTables } from '../domain/booking/booking.tables';
import type { StoreTables } from '../domain/store/store.tables';
// diner app
import type { ContentTables } from '../domain/content/content.tables';
// diner CRM
import type { CrmTables } from '../domain/crm/crm.tables';
// several instances: shared request guards, shared provider tokens
import type { GuardTables } from '../guards/guards.tables';
import type { ProviderTokenTables } from '../providers/login/access-token.tables';
// messages
import type { ImTables } from '../domain/im/im.tables';
// notifications and invitations
import type { NotificationTables } from '../domain/notification/notification.tables';

export interface Database
  extends
    IdentityTables,
    Omit<OrgTables, keyof StoreTables>,
    PlatformTables,
    FilesTables,
    JobTables,
    // booking engine
    StoreTables,
    BookingTables,
    // diner app: menus, articles, booking order shares
    ContentTables {}

// payments (interfaces merge, so each area adds its own line)
export interface Database extends PaymentTables, SandboxTables {}

// diner CRM; a merge with one base is what the rule flags
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Database extends CrmTables {}

// several instances: shared request guards, shared provider tokens
export interface Database extends GuardTables, ProviderTokenTables {}
// feasts
import type { FeastTables } from '../domain/feast/feast.tables';
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Database extends FeastTables {}
// messages
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Database extends ImTables {}
// notifications and invitations
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Database extends NotificationTables {}
// retry-safe money calls
import type { IdempotencyTables } from '../domain/idempotency/idempotency.tables';
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Database extends IdempotencyTables {}
// diner app: fapiao titles
import type { FapiaoTables } from '../domain/diner/fapiao.tables';
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Database extends FapiaoTables {}
// private dining (book-out) requests
import type { BookOutTables } from '../domain/book-out/book-out.tables';
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Database extends BookOutTables {}
// third-party group-buying orders
import type { GroupBuyTables } from '../domain/groupbuy/groupbuy.tables';
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Database extends GroupBuyTables {}
// ticketing events, vouchers and dynamic codes
import type { TicketingTables } from '../domain/ticketing/ticketing.tables';
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Database extends TicketingTables {}
// the mall: catalogue, stock and delivery addresses
import type { MallTables } from '../domain/mall/mall.tables';
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Database extends MallTables {}
// product items on booking orders
import type { OrderProductItemTables } from '../domain/booking/product-item/order-product-item.tables';
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Database extends OrderProductItemTables {}
// mall orders, shipments and the seller mall config
import type { MallOrderTables } from '../domain/mall/mall-order.tables';
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Database extends MallOrderTables {}
// the walk-in queue
import type { QueueTables } from '../domain/queue/queue.tables';
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Database extends QueueTables {}
// the booking waitlist
import type { WaitlistTables } from '../domain/waitlist/waitlist.tables';
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Database extends WaitlistTables {}
