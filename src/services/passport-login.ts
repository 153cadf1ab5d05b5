import { IdentityProviderType } from '../gen/identity/v1/identity_provider_pb';
import type { User } from '../gen/identity/v1/user_pb';
import type { Api } from './api';
import { silentCall } from './silent-call';

export interface PassportLoginOutcome {
  sessionKey: string;
  user?: User;
}

/**
 * Logs in with a passport code (spec section 7: Login with providerType PASSPORT and
 * providerRequest.passportCode). Browser platforms get the session as the HttpOnly
 * cookie and an empty key; mini-programs get the key. A code that is unknown, used
 * or expired answers null: the address held a stale link, and the person simply
 * stays as they were (the launch then asks the server who this is).
 */
export async function passportLogin(api: Api, passportCode: string): Promise<PassportLoginOutcome | null> {
  try {
    const response = await api.login.login(
      { providerType: IdentityProviderType.PASSPORT, providerRequest: { passportCode } },
      silentCall(),
    );
    return { sessionKey: response.sessionKey, user: response.user };
  } catch {
    return null;
  }
}
