import { create } from '@bufbuild/protobuf';
import type { ServiceImpl } from '@connectrpc/connect';
import { StorePermittedCreatorSchema, type AdminFeastService } from '@gen/feast/v1/admin_feast_service_pb';
import type { StorePermittedCreatorRecord } from '../domain/feast/feast-admin.repository';
import { page } from '../domain/feast/feast-query.service';
import { requireUser } from '../rpc/rpc-context';
import type { Services } from '../services';
import { toFeast } from './feast-mappers';

const toCreator = (c: StorePermittedCreatorRecord) =>
  create(StorePermittedCreatorSchema, {
    storeId: c.storeId,
    storeName: c.storeName,
    creator: { userId: c.user.id, nickname: c.user.nickname, phone: c.user.phone },
  });

// The access interceptor has checked the caller is an administrator.
export function adminFeastHandler(services: Services): ServiceImpl<typeof AdminFeastService> {
  const admin = services.feasts.admin;
  return {
    async listMerchantPermittedCreators(r) {
      return { list: (await admin.permittedCreators(r.merchantId)).map(toCreator) };
    },
    async grantPermittedCreator(r) {
      return { creator: toCreator(await admin.grant(r.merchantId, r.storeId, r.phoneRegionCode, r.phone)) };
    },
    async revokePermittedCreator(r) {
      await admin.revoke(r.merchantId, r.storeId, r.userId);
      return {};
    },
    async listFeastAuditQueue(r) {
      const merchantId = r.merchantId && r.merchantId !== '0' ? r.merchantId : null;
      const { list, total } = await admin.auditQueue(merchantId, page(r.query?.limit ?? 0, r.query?.offset ?? 0));
      return { list: list.map((v) => toFeast(v, 'staff')), total };
    },
    async reviewQueuedFeast(r, ctx) {
      const { user } = await requireUser(ctx);
      return { feast: toFeast(await admin.review(user.id, r.feastId, r.approve, r.reason.trim()), 'staff') };
    },
  };
}
