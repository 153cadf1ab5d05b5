import type { KeyValueStorage } from '@/platform';

// Spec section 4: an official-account login code is recorded per day on the device
// and refused if it comes back ('code already used'): a reload or a shared address
// carrying ?code= must not try the same code twice. The server refuses reuse too;
// this saves the round trip and the provider call.

export const USED_CODES_KEY = 'login.usedOfficialAccountCodes';

interface UsedCodes {
  day: string;
  codes: string[];
}

function read(storage: KeyValueStorage): UsedCodes | null {
  try {
    const parsed = JSON.parse(storage.get(USED_CODES_KEY) ?? '') as UsedCodes;
    return Array.isArray(parsed.codes) && typeof parsed.day === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

/** The device's calendar day, YYYY-MM-DD: codes are kept for the current day only. */
export function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Records the code; false when it was already used today. */
export function claimLoginCode(storage: KeyValueStorage, code: string, now: Date = new Date()): boolean {
  const day = localDay(now);
  const stored = read(storage);
  const codes = stored?.day === day ? stored.codes : [];
  if (codes.includes(code)) return false;
  storage.set(USED_CODES_KEY, JSON.stringify({ day, codes: [...codes, code] }));
  return true;
}
