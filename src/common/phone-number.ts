// Phones as the person types and sees them (spec section 5). The server checks again
// with the same rules (server/domain/identity/phone-number.ts); checking here first
// tells the person at once, without a round trip.

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

/** What people type around the digits: spaces, dashes, brackets, dots, and the region's own +code. */
export function normalizePhone(regionCode: string, input: string): string {
  const phone = input.replace(/[\s\-().]/g, '');
  return regionCode && phone.startsWith(`+${regionCode}`) ? phone.slice(regionCode.length + 1) : phone;
}

/** The first problem with a phone, in the order the spec lists them; null when it is fine. */
export function phoneProblem(region: PhoneRegion | undefined, input: string): PhoneProblem | null {
  if (!region) return 'regionCodeRequired';
  const phone = normalizePhone(region.callingCode, input);
  if (!phone) return 'enterPhoneNumber';
  if (!/^\d+$/.test(phone)) return 'phoneNumberError';
  let pattern: RegExp;
  try {
    pattern = new RegExp(region.phonePattern);
  } catch {
    // A pattern this client cannot read: the server's check decides.
    return null;
  }
  return pattern.test(phone) ? null : 'phoneNumberError';
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
