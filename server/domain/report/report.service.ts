import type { Kysely } from 'kysely';
import { epochDay } from '@common/business-date';
import { rangeProblem } from '@common/report-range';
import { depositSums, mealRevenue, type BookingBooks } from '@common/booking-money';
import { addCents } from '@common/money';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import type { PermissionService, StaffStanding } from '../identity/permission.service';
import {
  ReportRepository,
  type CountRow,
  type CurrencyAmount,
  type DayRow,
  type GroupRow,
  type Scope,
} from './report.repository';

export interface RevenueLine {
  kind: string;
  amount: string;
  currency: string;
}

/**
 * A source of money taken outside bookings (feasts, the mall, tickets): the
 * report lists a line per source and currency, never a sum over currencies.
 */
export interface RevenueSource {
  kind: string;
  amount(repo: ReportRepository, scope: Scope): Promise<CurrencyAmount[]>;
}

/** Deposits in one currency, in the shared sums' terms (src/common/booking-money.ts, DepositSums). */
export interface DepositFigures {
  currency: string;
  paid: string;
  refunded: string;
  refunding: string;
  /** Kept by the store. */
  forfeited: string;
  /** Paid towards the bill. */
  applied: string;
  /** Still held for the diners. */
  held: string;
  /** What the stores took: paid - refunded - refunding. */
  net: string;
}

/**
 * MEAL: what the period's meals brought in, the deposits applied to the bill
 * and the final payments taken (src/common/booking-money.ts, mealRevenue).
 */
export const MEAL_REVENUE = 'MEAL';

const REVENUE_SOURCES: RevenueSource[] = [
  { kind: 'FEAST', amount: (repo, scope) => repo.feastRevenue(scope) },
  { kind: 'MALL', amount: (repo, scope) => repo.mallRevenue(scope) },
  { kind: 'TICKET', amount: (repo, scope) => repo.ticketRevenue(scope) },
];

export interface BookingReportRecord {
  startDate: string;
  endDate: string;
  storeIds: string[];
  total: CountRow;
  cancellationRate: number;
  noShowRate: number;
  days: DayRow[];
  shifts: GroupRow[];
  channels: GroupRow[];
  sources: GroupRow[];
  takers: GroupRow[];
  leadTime: { averageHours: number; medianHours: number; buckets: number[] };
  utilisation: { seatedSeconds: string; openSeconds: string; rate: number };
  /** One entry per currency of the covered stores. */
  deposits: DepositFigures[];
  revenue: RevenueLine[];
  diners: number;
  repeatDiners: number;
}

const NO_MONEY: BookingBooks = {
  paidAmount: '0',
  refundAmount: '0',
  refundingAmount: '0',
  depositForfeitAmount: '0',
  depositDiscountAmount: '0',
  finalPaymentAmount: '0',
  finalPaidAmount: '0',
  finalRefundAmount: '0',
  finalRefundingAmount: '0',
  finalForfeitAmount: '0',
  mealCostAmount: '0',
};

const EMPTY: Omit<DayRow, 'date'> = {
  bookings: 0,
  covers: 0,
  cancelled: 0,
  noShow: 0,
  seatedSeconds: '0',
};

function sumCounts(days: CountRow[]): CountRow {
  const total = { bookings: 0, covers: 0, cancelled: 0, noShow: 0 };
  for (const d of days) {
    total.bookings += d.bookings;
    total.covers += d.covers;
    total.cancelled += d.cancelled;
    total.noShow += d.noShow;
  }
  return total;
}

/** Every date of the range, so a day without bookings shows as zero instead of a gap. */
function fillDays(startDate: string, endDate: string, rows: DayRow[]): DayRow[] {
  const byDate = new Map(rows.map((r) => [r.date, r]));
  const days: DayRow[] = [];
  for (let day = epochDay(startDate); day <= epochDay(endDate); day++) {
    const date = new Date(day * 86_400_000).toISOString().slice(0, 10);
    days.push(byDate.get(date) ?? { date, ...EMPTY });
  }
  return days;
}

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

/** Reports over bookings, for staff of the stores they may see. */
export class ReportService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly permissions: PermissionService,
  ) {}

  /** The stores a report covers: one the caller may see, or those of a merchant it may see. */
  async scopeStores(standing: StaffStanding, storeId: string, merchantId: string): Promise<string[]> {
    if (storeId && storeId !== '0') {
      await this.permissions.requireStore(standing, storeId).catch(() => {
        throw domainError('permission', 'reportNoStorePermission');
      });
      return [storeId];
    }
    if (!merchantId || merchantId === '0') throw domainError('invalid', 'reportScopeRequired');
    const ofMerchant = await new ReportRepository(this.db).storesOfMerchant(merchantId);
    const visible = standing.isAdmin ? ofMerchant : await this.permissions.permittedStoreIds(standing);
    const stores = ofMerchant.filter((id) => visible.includes(id));
    if (stores.length === 0) throw domainError('permission', 'reportNoStorePermission');
    return stores;
  }

  async bookingReport(
    standing: StaffStanding,
    request: { storeId: string; merchantId: string; startDate: string; endDate: string },
  ): Promise<BookingReportRecord> {
    const { startDate, endDate } = request;
    const problem = rangeProblem({ startDate, endDate });
    if (problem) throw domainError('invalid', problem);
    const storeIds = await this.scopeStores(standing, request.storeId, request.merchantId);
    const scope: Scope = { storeIds, startDate, endDate };
    // One read-only snapshot: every figure counts the same orders.
    return this.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute(async (trx) => {
        const r = new ReportRepository(trx);
        const days = await r.byDay(scope);
        const total = sumCounts(days);
        const shifts = await r.byShift(scope);
        const channels = await r.byChannel(scope);
        const sources = await r.bySource(scope);
        const takers = await r.byTaker(scope);
        const leadTime = await r.leadTime(scope);
        const seatedSeconds = addCents('0', ...days.map((d) => d.seatedSeconds));
        const openSeconds = await r.openSeconds(scope);
        // Money per currency of the covered stores, zeros included: two currencies are never added.
        const currencies = await r.currencies(scope);
        const booked = await r.bookingMoneyByCurrency(scope);
        const booksIn = (currency: string) => booked.find((row) => row.currency === currency) ?? NO_MONEY;
        const deposits = currencies.map((currency): DepositFigures => {
          const d = depositSums(booksIn(currency));
          return {
            currency,
            paid: d.paid,
            refunded: d.refunded,
            refunding: d.refunding,
            forfeited: d.kept,
            applied: d.applied,
            held: d.held,
            net: d.received,
          };
        });
        const revenue: RevenueLine[] = currencies.map((currency) => ({
          kind: MEAL_REVENUE,
          currency,
          amount: mealRevenue(booksIn(currency)),
        }));
        for (const source of REVENUE_SOURCES) {
          const amounts = await source.amount(r, scope);
          for (const currency of currencies) {
            const amount = amounts.find((a) => a.currency === currency)?.amount ?? '0';
            revenue.push({ kind: source.kind, currency, amount });
          }
        }
        const diners = await r.diners(scope);
        return {
          startDate,
          endDate,
          storeIds,
          total,
          cancellationRate: ratio(total.cancelled, total.bookings),
          noShowRate: ratio(total.noShow, total.bookings),
          days: fillDays(startDate, endDate, days),
          shifts,
          channels,
          sources,
          takers,
          leadTime,
          utilisation: {
            seatedSeconds,
            openSeconds,
            rate: ratio(Number(seatedSeconds), Number(openSeconds)),
          },
          deposits,
          revenue,
          diners: diners.diners,
          repeatDiners: diners.repeatDiners,
        };
      });
  }
}
