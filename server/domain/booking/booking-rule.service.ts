import type { Kysely } from 'kysely';
import { isBusinessDate } from '@common/business-date';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import { ShiftRepository } from '../store/shift.repository';
import { BookingRuleRepository, type BookingRuleRecord, type DepositPolicyRecord } from './booking-rule.repository';

const MAX_PEOPLE = 1000;
const MAX_POLICY_AMOUNT = 100_000_000n; // one million yuan in cents

/** A store's booking rule and deposit policy. */
export class BookingRuleService {
  constructor(private readonly db: Kysely<Database>) {}

  rule(storeId: string): Promise<BookingRuleRecord> {
    return new BookingRuleRepository(this.db).rule(storeId);
  }

  async updateRule(storeId: string, rule: BookingRuleRecord): Promise<BookingRuleRecord> {
    if (rule.minPeople < 1 || rule.maxPeople < rule.minPeople || rule.maxPeople > MAX_PEOPLE) {
      throw domainError('invalid', 'invalidPeopleLimits');
    }
    if (rule.minQuantity < 1 || rule.maxQuantity < rule.minQuantity || rule.maxQuantity > 100) {
      throw domainError('invalid', 'invalidQuantityLimits');
    }
    if (rule.earliestBookingDate && !isBusinessDate(rule.earliestBookingDate))
      throw domainError('invalid', 'invalidDate');
    if (rule.defaultDurationSecond < 300 || rule.defaultDurationSecond > 86_400) {
      throw domainError('invalid', 'invalidShiftTime');
    }
    const repo = new BookingRuleRepository(this.db);
    await repo.saveRule(storeId, rule);
    return repo.rule(storeId);
  }

  depositPolicies(storeId: string): Promise<DepositPolicyRecord[]> {
    return new BookingRuleRepository(this.db).depositPolicies(storeId);
  }

  async replaceDepositPolicies(storeId: string, policies: DepositPolicyRecord[]): Promise<DepositPolicyRecord[]> {
    // Two policies for the same shift and party range would leave one of them
    // silently unused (the earlier wins): refused, so what staff see is what applies.
    // A minimum of 0 covers the same parties as 1.
    const ranges = new Set<string>();
    for (const p of policies) {
      const range = `${p.shiftId ?? '*'}:${Math.max(p.minPeople, 1)}:${p.maxPeople}`;
      if (ranges.has(range)) throw domainError('invalid', 'invalidDepositPolicy');
      ranges.add(range);
      const amount = BigInt(p.amount);
      const validRange = p.minPeople >= 0 && p.maxPeople >= 0 && (p.maxPeople === 0 || p.maxPeople >= p.minPeople);
      if (!validRange || amount < 0n || amount > MAX_POLICY_AMOUNT || !['PER_PERSON', 'PER_PARTY'].includes(p.mode)) {
        throw domainError('invalid', 'invalidDepositPolicy');
      }
    }
    return this.db.transaction().execute(async (trx) => {
      const shiftIds = new Set((await new ShiftRepository(trx).listByStore(storeId)).map((s) => s.id));
      if (policies.some((p) => p.shiftId !== null && !shiftIds.has(p.shiftId))) {
        throw domainError('not_found', 'shiftNotFound');
      }
      const repo = new BookingRuleRepository(trx);
      await repo.replaceDepositPolicies(storeId, policies);
      return repo.depositPolicies(storeId);
    });
  }
}
