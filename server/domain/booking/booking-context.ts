import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import { BusinessPlanRepository, type WeeklyPlanDayRecord } from '../store/business-plan.repository';
import { ShiftRepository, type ShiftRecord } from '../store/shift.repository';
import { StoreRepository, type StoreRecord } from '../store/store.repository';
import { TableRepository, type TableItemRecord, type TableRecord } from '../store/table.repository';
import { BookingRuleRepository, type BookingRuleRecord, type DepositPolicyRecord } from './booking-rule.repository';
import { ContextRepository } from './context.repository';

/** Everything booking decisions read about a store, apart from who holds which table. */
export interface BookingContext {
  version: string;
  store: StoreRecord;
  rule: BookingRuleRecord;
  shifts: ShiftRecord[];
  tables: TableRecord[];
  weeklyPlan: WeeklyPlanDayRecord[];
  /** The store's own rest days and, when it closes on them, the public holidays. */
  restDates: Set<string>;
  depositPolicies: DepositPolicyRecord[];
  items: Map<string, { item: TableItemRecord; table: TableRecord }>;
}

/** The names of the given table items, in the order given (an order keeps them, migration 0720). */
export function itemNamesOf(context: BookingContext, itemIds: string[]): string[] {
  return itemIds.map((id) => context.items.get(id)?.item.name ?? '');
}

async function loadContext(db: Kysely<Database>, storeId: string, version: string): Promise<BookingContext> {
  const store = await new StoreRepository(db).findById(storeId);
  if (!store) throw domainError('not_found', 'storeDoesNotExist');
  const plan = new BusinessPlanRepository(db);
  const [rule, shifts, tables, weeklyPlan, restDays, holidays, depositPolicies] = await Promise.all([
    new BookingRuleRepository(db).rule(storeId),
    new ShiftRepository(db).listByStore(storeId),
    new TableRepository(db).listByStore(storeId),
    plan.weeklyPlan(storeId),
    plan.restDays(storeId, '0001-01-01', '9999-12-31'),
    store.businessConfig.restOnPublicHoliday
      ? plan.holidayRestDates(store.businessConfig.holidayRegionIsoCode, '0001-01-01', '9999-12-31')
      : Promise.resolve([]),
    new BookingRuleRepository(db).depositPolicies(storeId),
  ]);
  const items = new Map<string, { item: TableItemRecord; table: TableRecord }>();
  for (const table of tables) for (const item of table.items) items.set(item.id, { item, table });
  return {
    version,
    store,
    rule,
    shifts,
    tables,
    weeklyPlan,
    restDates: new Set([...restDays.map((r) => r.date), ...holidays]),
    depositPolicies,
    items,
  };
}

/**
 * Booking settings per store, kept in memory and re-read when the store's
 * settings_version (bumped by database triggers on every change) differs
 * from the cached one. Every caller passes the version it read in its own
 * query, so a change made through another instance is seen at once.
 * Public-holiday edits bump the version of the stores that close on them
 * (migration 2500), so they are seen at once too.
 */
export class BookingContextCache {
  private readonly entries = new Map<string, BookingContext>();

  /** The cached context without a version check: only to shape a query that returns the version. */
  peek(storeId: string): BookingContext | undefined {
    return this.entries.get(storeId);
  }

  /** The context at `version` (from the caller's query), or at the version read now. */
  async get(db: Kysely<Database>, storeId: string, version?: string): Promise<BookingContext> {
    const current = version ?? (await new ContextRepository(db).settingsVersion(storeId));
    if (current === undefined) throw domainError('not_found', 'storeDoesNotExist');
    const cached = this.entries.get(storeId);
    if (cached && cached.version === current) return cached;
    // The version is read before the settings: a change racing this load
    // leaves an older version on newer data, which only causes a reload.
    const fresh = await loadContext(db, storeId, current);
    this.entries.set(storeId, fresh);
    return fresh;
  }
}
