import type { User } from '../gen/identity/v1/user_pb';
import type { Api } from './api';

export interface PassportLoginOutcome {
  sessionKey: string;
  user?: User;
}

/**
 * SEAM for the identity issue: log in with a passport code (spec section 7, Login with
 * providerType PASSPORT and providerRequest.passportCode). The identity engineer's
 * Login proto does not exist yet, so this answers null ("no passport login available")
 * and SessionStore.relogin() keeps everything around it (once per code, the address
 * cleaned afterwards). Replace the body with the Login call when identity.v1 has it.
 */
export async function passportLogin(_api: Api, _passportCode: string): Promise<PassportLoginOutcome | null> {
  return null;
}
