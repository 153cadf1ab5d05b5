import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface BookingRuleRecord {
  minPeople: number;
  maxPeople: number;
  minQuantity: number;
  maxQuantity: number;
  /** '' when none. */
  earliestBookingDate: string;
  slotLeftOpen: boolean;
  defaultDurationSecond: number;
}

/** What a store without a saved rule books by. */
export const DEFAULT_BOOKING_RULE: BookingRuleRecord = {
  minPeople: 1,
  maxPeople: 20,
  minQuantity: 1,
  maxQuantity: 10,
  earliestBookingDate: '',
  slotLeftOpen: false,
  defaultDurationSecond: 7200,
};

export type DepositMode = 'PER_PERSON' | 'PER_PARTY';

export interface DepositPolicyRecord {
  /** null: any shift. */
  shiftId: string | null;
  minPeople: number;
  /** 0: no upper bound. */
  maxPeople: number;
  mode: DepositMode;
  amount: string;
}

export class BookingRuleRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async rule(storeId: string): Promise<BookingRuleRecord> {
    const row = await this.db
      .selectFrom('store_booking_rule')
      .selectAll()
      .where('store_id', '=', storeId)
      .executeTakeFirst();
    if (!row) return { ...DEFAULT_BOOKING_RULE };
    return {
      minPeople: row.min_people,
      maxPeople: row.max_people,
      minQuantity: row.min_quantity,
      maxQuantity: row.max_quantity,
      earliestBookingDate: row.earliest_booking_date ?? '',
      slotLeftOpen: row.slot_left_open,
      defaultDurationSecond: row.default_duration_second,
    };
  }

  async saveRule(storeId: string, rule: BookingRuleRecord): Promise<void> {
    const values = {
      min_people: rule.minPeople,
      max_people: rule.maxPeople,
      min_quantity: rule.minQuantity,
      max_quantity: rule.maxQuantity,
      earliest_booking_date: rule.earliestBookingDate || null,
      slot_left_open: rule.slotLeftOpen,
      default_duration_second: rule.defaultDurationSecond,
    };
    await this.db
      .insertInto('store_booking_rule')
      .values({ store_id: storeId, ...values })
      .onConflict((oc) => oc.column('store_id').doUpdateSet({ ...values, update_time: sql`now()` }))
      .execute();
  }

  async depositPolicies(storeId: string): Promise<DepositPolicyRecord[]> {
    const rows = await this.db
      .selectFrom('store_deposit_policy')
      .selectAll()
      .where('store_id', '=', storeId)
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      shiftId: r.store_shift_id,
      minPeople: r.min_people,
      maxPeople: r.max_people,
      mode: r.mode,
      amount: r.amount,
    }));
  }

  async replaceDepositPolicies(storeId: string, policies: DepositPolicyRecord[]): Promise<void> {
    await this.db.deleteFrom('store_deposit_policy').where('store_id', '=', storeId).execute();
    if (policies.length === 0) return;
    await this.db
      .insertInto('store_deposit_policy')
      .values(
        policies.map((p) => ({
          store_id: storeId,
          store_shift_id: p.shiftId,
          min_people: p.minPeople,
          max_people: p.maxPeople,
          mode: p.mode,
          amount: p.amount,
        })),
      )
      .execute();
  }
}
