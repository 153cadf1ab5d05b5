import { getOption, type DescService } from '@bufbuild/protobuf';
import type { ServiceImpl } from '@connectrpc/connect';
import { group as groupOption } from '../src/gen/common/v1/options_pb';
import { AccountService } from '../src/gen/identity/v1/account_service_pb';
import { SessionService } from '../src/gen/identity/v1/session_service_pb';
import { ClientConfigService } from '../src/gen/platform/v1/client_config_pb';
import { ReferenceDataService } from '../src/gen/platform/v1/reference_data_pb';
import { accountHandler } from './handlers/account.handler';
import { clientConfigHandler } from './handlers/client-config.handler';
import { referenceDataHandler } from './handlers/reference-data.handler';
import { sessionHandler } from './handlers/session.handler';
// app shell: short links
import { ShortLinkService } from '../src/gen/platform/v1/short_link_pb';
import { shortLinkHandler } from './handlers/short-link.handler';
import type { Services } from './services';

/** The audience groups of spec section 7, each mounted at /grpc/{group}. */
export const API_GROUPS = [
  'public',
  'private',
  'im',
  'operator-store',
  'operator-user',
  'operator-unknown',
  'booking',
  'feast',
  'push',
] as const;
export type ApiGroup = (typeof API_GROUPS)[number];

export interface ServiceRegistration {
  service: DescService;
  impl: Partial<ServiceImpl<DescService>>;
}

function mount<S extends DescService>(service: S, impl: ServiceImpl<S>): ServiceRegistration {
  return { service, impl: impl as unknown as Partial<ServiceImpl<DescService>> };
}

/** Every service the server answers. A new service is added here and nowhere else. */
export function serviceRegistrations(services: Services): ServiceRegistration[] {
  return [
    mount(SessionService, sessionHandler(services)),
    mount(ClientConfigService, clientConfigHandler(services)),
    mount(ReferenceDataService, referenceDataHandler(services)),
    mount(AccountService, accountHandler(services)),
    // app shell: short links
    mount(ShortLinkService, shortLinkHandler(services)),
  ];
}

/** The group a service declares with (common.v1.group); an unknown one is a build error. */
export function groupOf(service: DescService): ApiGroup {
  const declared = getOption(service, groupOption);
  if (!(API_GROUPS as readonly string[]).includes(declared)) {
    throw new Error(`${service.typeName} declares group "${declared}", expected one of ${API_GROUPS.join(', ')}`);
  }
  return declared as ApiGroup;
}
