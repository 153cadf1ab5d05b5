import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { JobRunner } from '../../jobs/job-runner';
import type { PermissionService } from '../identity/permission.service';
import type { PaymentPurposeHandler } from '../payment/payment-purpose';
import { BusinessPlanService } from '../store/business-plan.service';
import { ShiftService } from '../store/shift.service';
import { StoreCollectionService } from '../store/store-collection.service';
import { StoreDayService } from '../store/store-day.service';
import { StoreService } from '../store/store.service';
import { TableService } from '../store/table.service';
import { AvailabilityService } from './availability.service';
import { BoardVersionService } from './board-version.service';
import { BookingContextCache } from './booking-context';
import { BookingDepositService } from './booking-deposit.service';
import { BookingLabelService } from './booking-label.service';
import { BookingRuleService } from './booking-rule.service';
import { depositPurpose } from './deposit/deposit.purpose';
import { finalPaymentPurpose } from './deposit/final-payment.purpose';
import { OrderRefunds, type RefundPort } from './deposit/order-refunds';
import { storeCurrency } from '../store/store-currency';
import { StoreDepositService, type OfflinePort } from './deposit/store-deposit.service';
import { PhoneRules } from './diner-snapshot';
import { OrderActionService } from './order-action.service';
import { OrderCancelService } from './order-cancel.service';
import { OrderCreateService } from './order-create.service';
import { OrderDeleteService } from './order-delete.service';
import { OrderFapiaoService } from './order-fapiao.service';
import { OrderModifyService } from './order-modify.service';
import { OrderQueryService } from './order-query.service';
import { OrderRescheduleService } from './order-reschedule.service';
import { TableLockService } from './table-lock.service';
import { WalkInService } from './walk-in.service';
// product items on booking orders
import { OrderProductItemService } from './product-item/order-product-item.service';

/** What booking uses of payments (services.payments): it owns two purposes and refunds their payments. */
export interface BookingPaymentsPort {
  purposes: { register(handler: PaymentPurposeHandler): void };
  refunds: RefundPort;
  offline: OfflinePort;
}

/**
 * The booking engine's services (stores, tables, availability, orders),
 * wired once per server instance around one settings cache. Registers the
 * booking timers on the job runner and the booking-order payment purposes
 * (deposit, final payment) on payments.
 */
export function createBookingEngine(
  db: Kysely<Database>,
  permissions: PermissionService,
  jobs: JobRunner,
  payments: BookingPaymentsPort,
  now: () => Date = () => new Date(),
  log?: { warn(details: Record<string, unknown>, message: string): void },
  createLanes?: number,
  staleReadDb?: Kysely<Database>,
) {
  const cache = new BookingContextCache();
  const phones = new PhoneRules(db);
  const deposits = new BookingDepositService(db, now);
  deposits.registerTimers(jobs);
  const refunds = new OrderRefunds(payments.refunds);
  const reschedule = new OrderRescheduleService(db, cache, now, refunds);
  const availability = new AvailabilityService(db, cache, now);
  // Payments for an order are in its store's currency.
  payments.purposes.register(depositPurpose(deposits, storeCurrency));
  payments.purposes.register(finalPaymentPurpose(storeCurrency, refunds));
  return {
    stores: new StoreService(db, permissions, staleReadDb),
    collections: new StoreCollectionService(db),
    businessPlans: new BusinessPlanService(db),
    shifts: new ShiftService(db),
    tables: new TableService(db),
    storeDays: new StoreDayService(db),
    rules: new BookingRuleService(db),
    availability,
    /** The host stand seats a party that walked in, now, on a free table. */
    walkIns: new WalkInService(db, cache, availability, phones, now),
    tableLocks: new TableLockService(db, cache, now),
    labels: new BookingLabelService(db),
    /** The version the staff booking board polls to see a day changed. */
    boardVersions: new BoardVersionService(db),
    orderCreate: new OrderCreateService(db, cache, phones, now, {
      lanes: createLanes,
      onGroupRefused: (error, size) =>
        log?.warn(
          { error: (error as Error).message, size },
          'booking group refused by the database; creating one by one',
        ),
    }),
    orderQuery: new OrderQueryService(db),
    orderActions: new OrderActionService(db, cache, refunds, now),
    orderCancel: new OrderCancelService(db, refunds, now),
    orderReschedule: reschedule,
    orderModify: new OrderModifyService(db, phones, reschedule, now),
    /** The fapiao title on an order, by its diner or its staff. */
    orderFapiao: new OrderFapiaoService(db, now),
    /** Staff delete a closed order from the store's books. */
    orderDelete: new OrderDeleteService(db, now),
    /** Products of the mall catalogue staff serve with a booking. */
    orderProductItems: new OrderProductItemService(db, now),
    /** recordDepositPaid(trx, …) when a deposit payment succeeds (the deposit purpose calls it), and the timers. */
    deposits,
    /** Staff operations on an order's deposit and final payment. */
    storeDeposits: new StoreDepositService(db, refunds, deposits, payments.offline, now),
    /** Refunds of an order's money inside another domain's change to it (a platform closing its booking). */
    refunds,
  };
}

export type BookingEngine = ReturnType<typeof createBookingEngine>;
