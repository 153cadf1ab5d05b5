/**
 * Why a provider call failed, in the terms the login rules need:
 * - code_used: the provider says the code was already exchanged
 * - invalid_code: the code is wrong or expired
 * - rejected: the provider refused for another reason (risk control, quota, configuration)
 * - unavailable: the provider could not be reached or answered nonsense
 */
export type ProviderFailure = 'code_used' | 'invalid_code' | 'rejected' | 'unavailable';

export class ProviderError extends Error {
  constructor(
    readonly failure: ProviderFailure,
    /** For the log: the provider's own error code and text, never a secret. */
    readonly detail: string,
  ) {
    super(`${failure}: ${detail}`);
    this.name = 'ProviderError';
  }
}
