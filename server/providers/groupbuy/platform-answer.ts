import { yuanToCents } from '@common/money';
import { providerRequest, type ProviderRequestInit } from '../http/provider-http';
import { GroupBuyPlatformError } from './group-buy-platform';

/** One HTTP exchange; a network failure, a timeout, HTTP 5xx or a body that is not JSON is "unavailable". */
export async function platformJson(url: string, init: ProviderRequestInit): Promise<Record<string, unknown>> {
  const response = await providerRequest(url, init).catch((error: Error) => {
    throw new GroupBuyPlatformError('unavailable', error.message);
  });
  if (response.status >= 500) throw new GroupBuyPlatformError('unavailable', `HTTP ${response.status}`);
  try {
    const answer: unknown = JSON.parse(response.text);
    if (answer && typeof answer === 'object' && !Array.isArray(answer)) return answer as Record<string, unknown>;
  } catch {
    // falls through to the same failure
  }
  throw new GroupBuyPlatformError('unavailable', `HTTP ${response.status}, not a JSON object`);
}

export function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

export function object(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

export function objects(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.map(object) : [];
}

/** A whole number of cents from a platform that states cents; anything else is 0. */
export function cents(value: unknown): string {
  const written = text(value);
  return /^\d{1,15}$/.test(written) ? written : '0';
}

/** Yuan as a platform writes them (1, 99.9), to cents; anything else is 0. */
export function centsOfYuan(value: unknown): string {
  const written = text(value);
  return /^\d{1,13}(\.\d+)?$/.test(written) ? yuanToCents(written) : '0';
}

/** A time in milliseconds (or seconds, `unit` 1000) since the epoch; absent or 0 is null. */
export function timeOf(value: unknown, unit = 1): Date | null {
  const n = Number(text(value));
  return Number.isFinite(n) && n > 0 ? new Date(n * unit) : null;
}
