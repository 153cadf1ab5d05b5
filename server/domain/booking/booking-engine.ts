import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { JobRunner } from '../../jobs/job-runner';
import type { PermissionService } from '../identity/permission.service';
import { BusinessPlanService } from '../store/business-plan.service';
import { ShiftService } from '../store/shift.service';
import { StoreCollectionService } from '../store/store-collection.service';
import { StoreDayService } from '../store/store-day.service';
import { StoreService } from '../store/store.service';
import { TableService } from '../store/table.service';
import { AvailabilityService } from './availability.service';
import { BookingContextCache } from './booking-context';
import { BookingDepositService } from './booking-deposit.service';
import { BookingLabelService } from './booking-label.service';
import { BookingRuleService } from './booking-rule.service';
import { PhoneRules } from './diner-snapshot';
import { OrderActionService } from './order-action.service';
import { OrderCancelService } from './order-cancel.service';
import { OrderCreateService } from './order-create.service';
import { OrderModifyService } from './order-modify.service';
import { OrderQueryService } from './order-query.service';
import { OrderRescheduleService } from './order-reschedule.service';
import { TableLockService } from './table-lock.service';

/**
 * The booking engine's services (stores, tables, availability, orders),
 * wired once per server instance around one settings cache. Registers the
 * booking timers on the job runner.
 */
export function createBookingEngine(
  db: Kysely<Database>,
  permissions: PermissionService,
  jobs: JobRunner,
  now: () => Date = () => new Date(),
) {
  const cache = new BookingContextCache();
  const phones = new PhoneRules(db);
  const reschedule = new OrderRescheduleService(db, cache, now);
  const deposits = new BookingDepositService(db, now);
  deposits.registerTimers(jobs);
  return {
    stores: new StoreService(db, permissions),
    collections: new StoreCollectionService(db),
    businessPlans: new BusinessPlanService(db),
    shifts: new ShiftService(db),
    tables: new TableService(db),
    storeDays: new StoreDayService(db),
    rules: new BookingRuleService(db),
    availability: new AvailabilityService(db, cache, now),
    tableLocks: new TableLockService(db, cache, now),
    labels: new BookingLabelService(db),
    orderCreate: new OrderCreateService(db, cache, phones, now),
    orderQuery: new OrderQueryService(db),
    orderActions: new OrderActionService(db, cache, now),
    orderCancel: new OrderCancelService(db, now),
    orderReschedule: reschedule,
    orderModify: new OrderModifyService(db, phones, reschedule, now),
    /** For payments: recordDepositPaid(trx, …) when a deposit payment succeeds. */
    deposits,
  };
}

export type BookingEngine = ReturnType<typeof createBookingEngine>;
