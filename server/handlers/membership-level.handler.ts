import type { ServiceImpl } from '@connectrpc/connect';
import type { MembershipLevelInput, MembershipLevelService } from '@gen/crm/v1/membership_level_service_pb';
import type { Services } from '../services';
import { toMembershipLevel } from './crm-mappers';

const fields = (l: MembershipLevelInput | undefined) => ({
  name: l?.name ?? '',
  description: l?.description ?? '',
  color: l?.color ?? '',
  sort: l?.sort ?? 0,
});

export function membershipLevelHandler(services: Services): ServiceImpl<typeof MembershipLevelService> {
  const { membershipLevels } = services.crm;
  return {
    async queryMembershipLevels(r) {
      return { list: (await membershipLevels.list(r.storeId)).map(toMembershipLevel) };
    },
    async createMembershipLevel(r) {
      return { level: toMembershipLevel(await membershipLevels.save(r.storeId, null, fields(r.level))) };
    },
    async updateMembershipLevel(r) {
      const level = await membershipLevels.save(r.storeId, r.membershipLevelId, fields(r.level));
      return { level: toMembershipLevel(level) };
    },
    async deleteMembershipLevel(r) {
      await membershipLevels.delete(r.storeId, r.membershipLevelId);
      return {};
    },
  };
}
