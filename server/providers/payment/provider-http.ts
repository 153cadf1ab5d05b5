import { ProviderError } from './payment-provider';

const TIMEOUT_MS = 10_000;

export interface ProviderResponse {
  status: number;
  headers: Headers;
  body: string;
}

/**
 * One HTTP call to a channel with a timeout. Network failures and timeouts are
 * retryable provider errors; the URL and headers (which carry signatures) are
 * never put in the error.
 */
export async function callProvider(channel: string, url: string, init: RequestInit): Promise<ProviderResponse> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    const reason = (error as Error)?.name === 'TimeoutError' ? 'timed out' : 'could not be reached';
    throw new ProviderError(`${channel}: the channel ${reason}`, true);
  }
  return { status: response.status, headers: response.headers, body: await response.text() };
}
