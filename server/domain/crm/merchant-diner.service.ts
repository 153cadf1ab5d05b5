import type { Kysely } from 'kysely';
import { epochDay } from '@common/business-date';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../booking/booking-label.repository';
import { DINER_TITLES } from '../booking/diner-snapshot';
import { domainError } from '../errors';
import type { PhoneParser } from '../identity/phone-parser';
import { PREFERRED_LANGUAGES } from '../identity/user-diner.service';
import { DinerHistoryRepository } from './diner-history.repository';
import { riskLevel } from './diner-tags';
import {
  MerchantDinerCrmRepository,
  type DinerListFilter,
  type MerchantDinerFields,
  type MerchantDinerRecord,
} from './merchant-diner-crm.repository';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const DINER_PAGE_DEFAULT = 20;
export const DINER_PAGE_MAX = 100;
const RECENT_ORDERS = 20;

/**
 * The merchant's diner list (spec section 3's diner, plus visits and spend
 * from its orders). Every call names a store its caller may act for (the
 * access interceptor checked that); the diners are those of the store's
 * merchant, so a record of another merchant answers 'diner does not exist'.
 */
export class MerchantDinerService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly phones: PhoneParser,
    private readonly now: () => Date,
  ) {}

  private repo() {
    return new MerchantDinerCrmRepository(this.db);
  }

  private async merchantOf(storeId: string): Promise<string> {
    const merchantId = await this.repo().merchantOfStore(storeId);
    if (!merchantId) throw domainError('not_found', 'storeDoesNotExist');
    return merchantId;
  }

  async query(storeId: string, filter: DinerListFilter) {
    const limit = Math.min(Math.max(filter.limit || DINER_PAGE_DEFAULT, 1), DINER_PAGE_MAX);
    return this.repo().query(await this.merchantOf(storeId), { ...filter, limit, offset: Math.max(filter.offset, 0) });
  }

  async get(storeId: string, dinerId: string) {
    const merchantId = await this.merchantOf(storeId);
    const diner = await this.mustFind(merchantId, dinerId);
    const history = new DinerHistoryRepository(this.db);
    const [stats, orders] = await Promise.all([
      history.stats(merchantId, dinerId),
      history.recentOrders(merchantId, dinerId, RECENT_ORDERS),
    ]);
    return { diner, stats, orders };
  }

  async create(storeId: string, input: MerchantDinerFields): Promise<MerchantDinerRecord> {
    const merchantId = await this.merchantOf(storeId);
    const fields = await this.checked(merchantId, input);
    try {
      const id = await this.repo().insert(merchantId, fields);
      return this.mustFind(merchantId, id);
    } catch (error) {
      if (isUniqueViolation(error)) throw domainError('conflict', 'merchantDinerExists');
      throw error;
    }
  }

  async update(storeId: string, dinerId: string, input: MerchantDinerFields): Promise<MerchantDinerRecord> {
    const merchantId = await this.merchantOf(storeId);
    const fields = await this.checked(merchantId, input);
    try {
      if (!(await this.repo().update(merchantId, dinerId, fields))) throw domainError('not_found', 'dinerDoesNotExist');
    } catch (error) {
      if (isUniqueViolation(error)) throw domainError('conflict', 'merchantDinerExists');
      throw error;
    }
    return this.mustFind(merchantId, dinerId);
  }

  /** Blacklisting is a staff action with a reason (spec section 6), recorded with who and when. */
  async blacklist(storeId: string, dinerId: string, reason: string, byUserId: string | null) {
    const text = reason.trim();
    if (!text) throw domainError('invalid', 'blacklistReasonRequired');
    const merchantId = await this.merchantOf(storeId);
    const entry = { reason: text, byUserId, at: this.now() };
    if (!(await this.repo().setBlacklist(merchantId, dinerId, entry))) {
      throw domainError('not_found', 'dinerDoesNotExist');
    }
    return this.mustFind(merchantId, dinerId);
  }

  async unblacklist(storeId: string, dinerId: string) {
    const merchantId = await this.merchantOf(storeId);
    if (!(await this.repo().setBlacklist(merchantId, dinerId, null))) {
      throw domainError('not_found', 'dinerDoesNotExist');
    }
    return this.mustFind(merchantId, dinerId);
  }

  /**
   * Before staff accept a booking: the merchant's record of the phone (or of
   * the record the order links) and what it says. An unknown phone is no risk.
   */
  async checkRisk(storeId: string, target: { phoneRegionCode: string; phone: string; dinerId: string }) {
    const merchantId = await this.merchantOf(storeId);
    let diner: MerchantDinerRecord | null;
    if (target.dinerId && target.dinerId !== '0') {
      diner = await this.mustFind(merchantId, target.dinerId);
    } else {
      const phone = await this.phones.parse(target.phoneRegionCode || '86', target.phone);
      diner = await this.repo().findByPhone(merchantId, phone.regionCode, phone.phone);
    }
    const stats = diner ? await new DinerHistoryRepository(this.db).stats(merchantId, diner.id) : null;
    return { level: riskLevel(diner, stats?.noShowCount ?? 0), diner, stats };
  }

  private async mustFind(merchantId: string, dinerId: string): Promise<MerchantDinerRecord> {
    const diner = await this.repo().find(merchantId, dinerId);
    if (!diner) throw domainError('not_found', 'dinerDoesNotExist');
    return diner;
  }

  /** The spec's diner fields: a name, a valid phone, a well-formed email, language and dates; a level of this merchant. */
  private async checked(merchantId: string, input: MerchantDinerFields): Promise<MerchantDinerFields> {
    const fields: MerchantDinerFields = {
      ...input,
      title: input.title || 'UNKNOWN',
      lastName: input.lastName.trim(),
      firstName: input.firstName.trim(),
      email: input.email.trim(),
      wechatId: input.wechatId.trim(),
      dietPreference: input.dietPreference.trim(),
      dietTaboo: input.dietTaboo.trim(),
      otherRequirements: input.otherRequirements.trim(),
      remark: input.remark.trim(),
      membershipLevelId: input.membershipLevelId && input.membershipLevelId !== '0' ? input.membershipLevelId : null,
    };
    if (!fields.lastName && !fields.firstName) throw domainError('invalid', 'dinerNameRequired');
    if (!DINER_TITLES.includes(fields.title)) throw domainError('invalid', 'invalidOption');
    const phone = await this.phones.parse(input.phoneRegionCode, input.phone);
    fields.phoneRegionCode = phone.regionCode;
    fields.phone = phone.phone;
    if (fields.email && !EMAIL.test(fields.email)) throw domainError('invalid', 'invalidEmail');
    if (fields.preferredLanguage && !PREFERRED_LANGUAGES.includes(fields.preferredLanguage)) {
      throw domainError('invalid', 'invalidPreferredLanguage');
    }
    const today = Math.floor(this.now().getTime() / 86_400_000);
    for (const date of [fields.birthday, fields.weddingAnniversary]) {
      if (!date) continue;
      const day = epochDay(date);
      // A birthday or an anniversary lies in the past (today counts, in any zone).
      if (Number.isNaN(day) || day > today + 1) throw domainError('invalid', 'invalidDate');
    }
    if (fields.membershipLevelId && !(await this.repo().hasMembershipLevel(merchantId, fields.membershipLevelId))) {
      throw domainError('not_found', 'membershipLevelNotFound');
    }
    return fields;
  }
}
