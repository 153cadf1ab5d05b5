import type { ServiceImpl } from '@connectrpc/connect';
import type { UserMembershipService } from '@gen/crm/v1/user_membership_service_pb';
import { requireUser } from '../rpc/rpc-context';
import type { Services } from '../services';

export function userMembershipHandler(services: Services): ServiceImpl<typeof UserMembershipService> {
  const { userMemberships } = services.crm;
  return {
    async queryMyMemberships(_request, ctx) {
      const { user } = await requireUser(ctx);
      return { list: await userMemberships.list(user) };
    },
  };
}
