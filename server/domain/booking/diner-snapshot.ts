import { GUEST_LANGUAGES } from '@common/guest-language';
import { checkPhone, normalizeRegionCode, withoutTrunkZero } from '@common/phone-number';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import { RegionsCache } from '../platform/regions-cache';
import type { DinerSnapshot } from './order.record';

export const DINER_TITLES = ['MR', 'MS', 'MISS', 'MRS', 'BOSS', 'UNKNOWN'];
const LANGUAGES: readonly string[] = ['', ...GUEST_LANGUAGES];

/** The phone rule (common/phone-number) against the regions, disabled ones included (kept phones still book). */
export class PhoneRules {
  private readonly cache: RegionsCache;

  constructor(db: Kysely<Database>, nowMs: () => number = Date.now) {
    this.cache = new RegionsCache(db, nowMs);
  }

  /**
   * The diner's phone in digits, as the snapshot keeps it and as the login stores
   * it (without a trunk '0'), so the booking finds the same guest and account;
   * refused when it does not fit its region.
   */
  async check(regionCode: string, phone: string): Promise<string> {
    const region = (await this.cache.regions()).find((r) => r.callingCode === regionCode);
    const checked = checkPhone(regionCode, region, phone);
    if (checked.problem) throw domainError('invalid', 'phoneNumberError');
    return withoutTrunkZero(regionCode, checked.phone);
  }
}

/**
 * The diner of a booking (spec: 'please select a diner'): a name or a phone
 * at least; a diner booking for themselves may leave the phone out and gets
 * their own. A phone must match its region's format.
 */
export async function checkDinerSnapshot(
  diner: DinerSnapshot | undefined,
  fallbackPhone: { regionCode: string; phone: string } | undefined,
  phones: PhoneRules,
): Promise<DinerSnapshot> {
  if (!diner) throw domainError('invalid', 'pleaseSelectDiner');
  const snapshot: DinerSnapshot = {
    title: diner.title || 'UNKNOWN',
    lastName: diner.lastName.trim(),
    firstName: diner.firstName.trim(),
    phoneRegionCode: normalizeRegionCode(diner.phoneRegionCode),
    phone: diner.phone.replace(/[\s-]/g, ''),
    language: diner.language,
  };
  if (!snapshot.phone && fallbackPhone) {
    snapshot.phone = fallbackPhone.phone;
    snapshot.phoneRegionCode = fallbackPhone.regionCode;
  }
  if (!snapshot.lastName && !snapshot.firstName && !snapshot.phone) throw domainError('invalid', 'pleaseSelectDiner');
  if (!DINER_TITLES.includes(snapshot.title) || !LANGUAGES.includes(snapshot.language)) {
    throw domainError('invalid', 'invalidOption');
  }
  if (snapshot.phone) snapshot.phone = await phones.check(snapshot.phoneRegionCode || '86', snapshot.phone);
  if (snapshot.phone && !snapshot.phoneRegionCode) snapshot.phoneRegionCode = '86';
  return snapshot;
}
