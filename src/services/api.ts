import { createClient, type Transport } from '@connectrpc/connect';
import { AccountService } from '../gen/identity/v1/account_service_pb';
import { SessionService } from '../gen/identity/v1/session_service_pb';
import { ClientConfigService } from '../gen/platform/v1/client_config_pb';
import { ReferenceDataService } from '../gen/platform/v1/reference_data_pb';
// app shell
import { ShortLinkService } from '../gen/platform/v1/short_link_pb';

/**
 * The generated clients of every service the app calls, over one transport.
 * Stores call these; pages never reach the network themselves.
 */
export function createApi(transport: Transport) {
  return {
    // public group
    session: createClient(SessionService, transport),
    clientConfig: createClient(ClientConfigService, transport),
    referenceData: createClient(ReferenceDataService, transport),
    // app shell: /mch/{key} links
    shortLink: createClient(ShortLinkService, transport),
    // private group
    account: createClient(AccountService, transport),
  };
}

export type Api = ReturnType<typeof createApi>;
