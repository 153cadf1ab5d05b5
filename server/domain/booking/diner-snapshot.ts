import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import { ReferenceDataRepository } from '../platform/reference-data.repository';
import type { DinerSnapshot } from './order.record';

export const DINER_TITLES = ['MR', 'MS', 'MISS', 'MRS', 'BOSS', 'UNKNOWN'];
const LANGUAGES = ['', 'zh-Hans', 'zh-Hant', 'en'];

/** Phone patterns per calling code, read once: regions are reference data shipped by migration. */
export class PhoneRules {
  private patterns: Promise<Map<string, RegExp>> | undefined;

  constructor(private readonly db: Kysely<Database>) {}

  async check(regionCode: string, phone: string): Promise<void> {
    this.patterns ??= new ReferenceDataRepository(this.db)
      .listRegions()
      .then((regions) => new Map(regions.map((r) => [r.callingCode, new RegExp(r.phonePattern)])));
    const pattern = (await this.patterns).get(regionCode);
    if (!pattern || !pattern.test(phone)) throw domainError('invalid', 'phoneNumberError');
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
    phoneRegionCode: diner.phoneRegionCode.trim().replace(/^\+/, ''),
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
  if (snapshot.phone) await phones.check(snapshot.phoneRegionCode || '86', snapshot.phone);
  if (snapshot.phone && !snapshot.phoneRegionCode) snapshot.phoneRegionCode = '86';
  return snapshot;
}
