import { domainError } from '../errors';
import type { RegionRecord } from '../platform/reference-data.repository';

/** A phone as stored: calling code without '+', national number in digits. */
export interface PhoneNumber {
  regionCode: string;
  phone: string;
}

// Regions whose national numbers may be written with a trunk '0' in front;
// it is dropped so 0912345678 and 912345678 are one phone.
const TRUNK_ZERO_REGIONS = new Set(['886', '60']);

/**
 * Checks a phone against its region's pattern (spec section 5: +86, +852,
 * +853, +886, +60), after taking out what people type around the digits:
 * spaces, dashes, parentheses, and the region's own prefix.
 */
export function parsePhone(regions: RegionRecord[], regionCodeInput: string, phoneInput: string): PhoneNumber {
  const regionCode = regionCodeInput.trim().replace(/^\+/, '');
  if (!regionCode) throw domainError('invalid', 'regionCodeRequired');
  let phone = phoneInput.replace(/[\s\-().]/g, '');
  if (!phone) throw domainError('invalid', 'enterPhoneNumber');
  const region = regions.find((r) => r.callingCode === regionCode);
  if (!region) throw domainError('invalid', 'phoneNumberError');
  if (phone.startsWith(`+${regionCode}`)) phone = phone.slice(regionCode.length + 1);
  if (!/^\d+$/.test(phone)) throw domainError('invalid', 'phoneNumberError');
  if (!new RegExp(region.phonePattern).test(phone)) throw domainError('invalid', 'phoneNumberError');
  if (TRUNK_ZERO_REGIONS.has(regionCode) && phone.startsWith('0')) phone = phone.slice(1);
  return { regionCode, phone };
}

/** Last four digits, for logs and lists that must not show the whole number. */
export function maskPhone(phone: string): string {
  return phone.length <= 4 ? '****' : `${'*'.repeat(phone.length - 4)}${phone.slice(-4)}`;
}
