// Phones as the person types and sees them (spec section 5), and the one rule that
// checks them: the client's form runs it to tell the person at once, the server
// runs it again on every call that takes a phone (logins, profiles, diners). The
// region patterns are reference data (ReferenceDataService.ListRegions), never
// copied into code.

/** A phone region as ReferenceDataService.ListRegions gives it. */
export interface PhoneRegion {
  callingCode: string;
  isoCode: string;
  name: string;
  phonePattern: string;
}

export type PhoneProblem = 'regionCodeRequired' | 'enterPhoneNumber' | 'phoneNumberError';

/** The mainland's calling code: its numbers are shown without the prefix (spec section 5). */
export const MAINLAND_CALLING_CODE = '86';

/** A phone checked against its region: the national number in digits, or the first problem. */
export type PhoneCheck = { phone: string; problem?: undefined } | { phone?: undefined; problem: PhoneProblem };

// Regions whose national numbers may be written with a trunk '0' in front;
// it is dropped so 0912345678 and 912345678 are one phone.
const TRUNK_ZERO_REGIONS = new Set(['886', '60']);

/** A calling code as typed ('+852 ', '852') as stored: digits without the '+'. */
export function normalizeRegionCode(input: string): string {
  return input.trim().replace(/^\+/, '');
}

/** What people type around the digits: spaces, dashes, brackets, dots, and the region's own +code. */
export function normalizePhone(regionCode: string, input: string): string {
  const phone = input.replace(/[\s\-().]/g, '');
  return regionCode && phone.startsWith(`+${regionCode}`) ? phone.slice(regionCode.length + 1) : phone;
}

const patterns = new Map<string, RegExp | null>();

function fitsPattern(source: string, phone: string): boolean {
  if (!patterns.has(source)) {
    try {
      patterns.set(source, new RegExp(source));
    } catch {
      // A pattern an old mini-program engine cannot read: the server's check,
      // on a current engine, decides.
      patterns.set(source, null);
    }
  }
  return patterns.get(source)?.test(phone) ?? true;
}

/**
 * The phone rule of both halves, problems in the order the spec lists them: a
 * region, then a number, then the region's format. `region` is the region
 * `regionCode` names, undefined when no region has that code.
 */
export function checkPhone(
  regionCode: string,
  region: Pick<PhoneRegion, 'phonePattern'> | undefined,
  input: string,
): PhoneCheck {
  if (!regionCode) return { problem: 'regionCodeRequired' };
  const phone = normalizePhone(regionCode, input);
  if (!phone) return { problem: 'enterPhoneNumber' };
  if (!region || !/^\d+$/.test(phone) || !fitsPattern(region.phonePattern, phone)) {
    return { problem: 'phoneNumberError' };
  }
  return { phone };
}

/** The first problem with a phone in the region the person picked; null when it is fine. */
export function phoneProblem(region: PhoneRegion | undefined, input: string): PhoneProblem | null {
  return checkPhone(region?.callingCode ?? '', region, input).problem ?? null;
}

/** A checked national number as one person's phone: without the trunk '0' where a region allows one. */
export function withoutTrunkZero(regionCode: string, phone: string): string {
  return TRUNK_ZERO_REGIONS.has(regionCode) && phone.startsWith('0') ? phone.slice(1) : phone;
}

/** +86 numbers are shown bare; other regions keep their +code. */
export function displayPhone(regionCode: string, phone: string): string {
  if (!phone) return '';
  return !regionCode || regionCode === MAINLAND_CALLING_CODE ? phone : `+${regionCode} ${phone}`;
}

/** Only the last four digits shown, for places others may see (spec section 5). */
export function maskedPhone(regionCode: string, phone: string): string {
  if (!phone) return '';
  // Up to three leading digits stay (138****0001), never more than the four hidden ones.
  const head = Math.min(3, Math.max(0, phone.length - 8));
  const hidden = Math.max(0, phone.length - head - 4);
  const masked = `${phone.slice(0, head)}${'*'.repeat(hidden)}${phone.slice(-4)}`;
  return displayPhone(regionCode, masked);
}
