import type { ChannelAccount } from './payment-provider';

/** What an adapter needs of an account: public settings and secrets, by name. */
export interface CredentialNeeds {
  settings: readonly string[];
  secrets: readonly string[];
}

/** The names an account lacks, as `settings.x` / `secrets.y`, so a start-up error can say what to set. */
export function missingCredentials(account: ChannelAccount, needs: CredentialNeeds): string[] {
  return [
    ...needs.settings.filter((key) => !account.settings[key]).map((key) => `settings.${key}`),
    ...needs.secrets.filter((key) => !account.secrets[key]).map((key) => `secrets.${key}`),
  ];
}
