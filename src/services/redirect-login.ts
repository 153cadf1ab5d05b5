import type { KeyValueStorage, Platform } from '@/platform';
import { ROUTES } from '../routing/routes';
import type { Api } from './api';
import { localRefusal } from './login-errors';
import type { ProviderCode, ProviderLogin } from './platform-login';
import { silentCall } from './silent-call';
import { claimLoginCode } from './used-login-codes';

// The official account's web authorisation (spec section 7): BeforeLogin gives a
// one-time state, the browser goes to the provider and comes back to the login page
// with ?code=&state=, and the code is exchanged once (recorded per day on the device).

export interface RedirectLoginDeps {
  api: Api;
  platform: Pick<Platform, 'storage' | 'loginCode' | 'appUrl'>;
}

/** The code the address brought back, unless this device already used it today. */
export function takeRedirectCode(
  storage: KeyValueStorage,
  provider: ProviderLogin,
  query: { code?: string; state?: string; scope?: string },
): ProviderCode {
  const code = query.code ?? '';
  if (!claimLoginCode(storage, code)) throw localRefusal('codeAlreadyUsed');
  return { code, state: query.state ?? '', scope: query.scope ?? provider.scope };
}

/**
 * Leaves for the provider's authorisation page (answers null), or, when the address
 * already carries a code, answers that code (refused if used before).
 */
export async function startRedirectLogin(
  deps: RedirectLoginDeps,
  provider: ProviderLogin,
): Promise<ProviderCode | null> {
  const { providerResponse } = await deps.api.login.beforeLogin(
    {
      providerType: provider.type,
      providerId: provider.providerId,
      providerRequest: { redirectUri: deps.platform.appUrl(ROUTES.login), scope: provider.scope },
    },
    silentCall(),
  );
  const result = await deps.platform.loginCode({
    appId: provider.providerId,
    scope: provider.scope,
    state: providerResponse?.state ?? '',
  });
  if (result.kind !== 'code') return null;
  return takeRedirectCode(deps.platform.storage, provider, result);
}
