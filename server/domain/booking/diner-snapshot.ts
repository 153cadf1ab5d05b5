import { GUEST_LANGUAGES } from '@common/guest-language';
import { checkPhone, normalizeRegionCode } from '@common/phone-number';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import { ReferenceDataRepository, type RegionRecord } from '../platform/reference-data.repository';
import type { DinerSnapshot } from './order.record';

export const DINER_TITLES = ['MR', 'MS', 'MISS', 'MRS', 'BOSS', 'UNKNOWN'];
const LANGUAGES: readonly string[] = ['', ...GUEST_LANGUAGES];

// Administrators edit regions (phone patterns) at run time: a minute's cache,
// as the login's PhoneParser keeps, instead of the process's life.
const REGIONS_CACHE_MS = 60_000;

/** The phone rule (common/phone-number) against the regions, disabled ones included (kept phones still book). */
export class PhoneRules {
  private cached: { regions: Promise<RegionRecord[]>; at: number } | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly nowMs: () => number = Date.now,
  ) {}

  /** The diner's phone in digits, as the snapshot keeps it; refused when it does not fit its region. */
  async check(regionCode: string, phone: string): Promise<string> {
    const now = this.nowMs();
    if (!this.cached || now - this.cached.at > REGIONS_CACHE_MS) {
      const regions = new ReferenceDataRepository(this.db).listRegions({ withDisabled: true });
      this.cached = { regions, at: now };
      // A failed read is not kept: the next check reads again.
      regions.catch(() => (this.cached = undefined));
    }
    const region = (await this.cached.regions).find((r) => r.callingCode === regionCode);
    const checked = checkPhone(regionCode, region, phone);
    if (checked.problem) throw domainError('invalid', 'phoneNumberError');
    return checked.phone;
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
