import { ProviderError } from '../login/provider-error';

export interface ProviderResponse {
  status: number;
  text: string;
}

export interface ProviderRequestInit {
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 8000;

/**
 * One HTTP exchange with an outside provider. A network failure or timeout
 * becomes ProviderError('unavailable'); the URL is never put in the error,
 * because query strings of these APIs carry secrets (appid&secret=...).
 */
export async function providerRequest(url: string, init: ProviderRequestInit): Promise<ProviderResponse> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: init.headers,
      body: init.body,
      signal: AbortSignal.timeout(init.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
  } catch (error) {
    throw new ProviderError('unavailable', `request failed: ${(error as Error).name}`);
  }
  return { status: response.status, text: await response.text() };
}

/** The JSON body of a provider answer; anything else is the provider being unavailable. */
export function parseProviderJson(response: ProviderResponse): Record<string, unknown> {
  if (response.status >= 500) throw new ProviderError('unavailable', `HTTP ${response.status}`);
  try {
    const parsed = JSON.parse(response.text) as unknown;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new ProviderError('unavailable', `HTTP ${response.status}, not a JSON object`);
}

/** A string field of a provider answer ('' when absent or not a string). */
export function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}
