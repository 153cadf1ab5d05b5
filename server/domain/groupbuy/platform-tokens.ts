import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { GroupBuyPlatformError, type GroupBuyPlatform } from '../../providers/groupbuy/group-buy-platform';
import { domainError } from '../errors';
import { ThirdPartyBindingRepository } from './third-party-binding.repository';

/** Refreshed this long before the platform would refuse it, so a call in flight does not meet the expiry. */
const REFRESH_MARGIN_MS = 5 * 60_000;

/**
 * Calls the platform with a store's access token: refreshed ahead of its
 * expiry, and once more when the platform says it expired anyway (revoked,
 * or its clock differs from ours). Never inside a transaction.
 */
export class PlatformTokens {
  private readonly bindings: ThirdPartyBindingRepository;

  constructor(
    db: Kysely<Database>,
    private readonly platform: GroupBuyPlatform,
    private readonly now: () => Date,
  ) {
    this.bindings = new ThirdPartyBindingRepository(db);
  }

  /** `fn` gets the store's access token and its shop's id on the platform. */
  async call<T>(storeId: string, fn: (accessToken: string, shopId: string) => Promise<T>): Promise<T> {
    const binding = await this.bindings.get(storeId, this.platform.platform);
    if (!binding?.bound) throw domainError('precondition', 'thirdPartyNotBound');
    let token = binding.access_token;
    const expiresAt = binding.token_expire_time?.getTime() ?? 0;
    if (expiresAt - REFRESH_MARGIN_MS <= this.now().getTime())
      token = await this.refresh(storeId, binding.refresh_token);
    try {
      return await fn(token, binding.platform_shop_id);
    } catch (error) {
      if (!(error instanceof GroupBuyPlatformError) || error.failure !== 'token_expired') throw error;
      return fn(await this.refresh(storeId, binding.refresh_token), binding.platform_shop_id);
    }
  }

  private async refresh(storeId: string, refreshToken: string): Promise<string> {
    const tokens = await this.platform.refresh(refreshToken);
    await this.bindings.saveTokens(storeId, this.platform.platform, tokens, this.now());
    return tokens.accessToken;
  }
}

/** A platform failure in the words staff see; anything else goes on as it is. */
export function platformFailure(error: unknown): unknown {
  if (!(error instanceof GroupBuyPlatformError)) return error;
  if (error.failure === 'refused') return domainError('precondition', 'thirdPartyPlatformRefused');
  if (error.failure === 'token_expired') return domainError('precondition', 'thirdPartyAuthorizationFailed');
  return domainError('unavailable', 'thirdPartyPlatformUnavailable');
}
