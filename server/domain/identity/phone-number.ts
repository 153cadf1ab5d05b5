import { checkPhone, normalizeRegionCode, withoutTrunkZero } from '@common/phone-number';
import { domainError } from '../errors';
import type { RegionRecord } from '../platform/reference-data.repository';

/** A phone as stored: calling code without '+', national number in digits. */
export interface PhoneNumber {
  regionCode: string;
  phone: string;
}

/**
 * A person's phone as the server stores it: checked with the rule the client's
 * form runs (common/phone-number) against the regions of the database, then
 * without a trunk '0', so one phone has one spelling.
 */
export function parsePhone(regions: RegionRecord[], regionCodeInput: string, phoneInput: string): PhoneNumber {
  const regionCode = normalizeRegionCode(regionCodeInput);
  const region = regions.find((r) => r.callingCode === regionCode);
  const checked = checkPhone(regionCode, region, phoneInput);
  if (checked.problem) throw domainError('invalid', checked.problem);
  return { regionCode, phone: withoutTrunkZero(regionCode, checked.phone) };
}
