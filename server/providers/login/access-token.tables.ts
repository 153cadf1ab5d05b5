import type { CreatedAt, Timestamp } from '../../db/column-types';

/** An outside provider's app-level access token, shared by every instance. */
export interface ProviderAccessTokenTable {
  provider: string;
  app_id: string;
  token: string;
  expires_at: Timestamp;
  update_time: CreatedAt;
}

export interface ProviderTokenTables {
  provider_access_token: ProviderAccessTokenTable;
}
