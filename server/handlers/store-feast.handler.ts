import { create } from '@bufbuild/protobuf';
import type { HandlerContext, ServiceImpl } from '@connectrpc/connect';
import { Feast_Status, FeastStatusCountSchema } from '@gen/feast/v1/feast_pb';
import { PermittedCreatorSchema, type StoreFeastService } from '@gen/feast/v1/store_feast_service_pb';
import type { FeastEditor } from '../domain/feast/feast.service';
import { page } from '../domain/feast/feast-query.service';
import type { Services } from '../services';
import { staffActor } from './booking-actor';
import { valueOf } from './enum-names';
import { feastStatusesOf, fromFeastInput, toFeast, toFeastMoney, toParticipant, toQuestion } from './feast-mappers';
import { requireUser } from '../rpc/rpc-context';

// The access interceptor has already checked the caller may act for store_id;
// each call then only reaches feasts and participants of that store.
export function storeFeastHandler(services: Services): ServiceImpl<typeof StoreFeastService> {
  const { feasts, tables, staff, questions, queries } = services.feasts;
  const editor = async (ctx: HandlerContext, storeId: string): Promise<FeastEditor> => ({
    kind: 'staff',
    userId: (await requireUser(ctx)).user.id,
    storeId,
  });
  const view = async (storeId: string, feastId: string) => ({
    feast: toFeast(await queries.getForStore(storeId, feastId), 'staff'),
  });
  const creator = (u: { id: string; nickname: string; phone: string }) =>
    create(PermittedCreatorSchema, { userId: u.id, nickname: u.nickname, phone: u.phone });
  return {
    async listStoreFeasts(r) {
      const { list, total } = await queries.listForStore(
        r.storeId,
        feastStatusesOf(r.statusIn),
        page(r.query?.limit ?? 0, r.query?.offset ?? 0),
      );
      return { list: list.map((v) => toFeast(v, 'staff')), total };
    },
    async countStoreFeastsByStatus(r) {
      const list = await queries.countForStore(r.storeId);
      return {
        list: list.map((c) =>
          create(FeastStatusCountSchema, { status: valueOf(Feast_Status, c.status), count: c.count }),
        ),
      };
    },
    async getStoreFeast(r) {
      return view(r.storeId, r.feastId);
    },
    async createStoreFeast(r, ctx) {
      const feast = await feasts.create(await editor(ctx, r.storeId), r.storeId, fromFeastInput(r.feast));
      return view(r.storeId, feast.id);
    },
    async updateStoreFeast(r, ctx) {
      await feasts.update(await editor(ctx, r.storeId), r.feastId, fromFeastInput(r.feast));
      return view(r.storeId, r.feastId);
    },
    async submitFeastAudit(r, ctx) {
      await feasts.submitAudit(await editor(ctx, r.storeId), r.feastId);
      return view(r.storeId, r.feastId);
    },
    async auditFeast(r, ctx) {
      await feasts.audit(await editor(ctx, r.storeId), r.feastId, r.approve, r.remark.trim());
      return view(r.storeId, r.feastId);
    },
    async publishFeast(r, ctx) {
      await tables.publish(r.storeId, r.feastId, r.tableItemIdList, await staffActor(ctx, r.storeId));
      return view(r.storeId, r.feastId);
    },
    async finishFeast(r, ctx) {
      await feasts.finish(await editor(ctx, r.storeId), r.feastId);
      return view(r.storeId, r.feastId);
    },
    async closeFeast(r, ctx) {
      await feasts.close(await editor(ctx, r.storeId), r.feastId, r.remark.trim());
      return view(r.storeId, r.feastId);
    },
    async listFeastParticipants(r) {
      return { list: (await staff.list(r.storeId, r.feastId)).map((p) => toParticipant(p, true)) };
    },
    async markParticipantArrived(r) {
      return { participant: toParticipant(await staff.arrive(r.storeId, r.participantId), true) };
    },
    async refundParticipantDeposit(r, ctx) {
      const userId = (await requireUser(ctx)).user.id;
      const refunded = await staff.refund(r.storeId, r.participantId, r.amount || '0', userId);
      return { participant: toParticipant(refunded, true) };
    },
    async listStoreFeastQuestions(r) {
      return { list: (await questions.listForStore(r.storeId, r.feastId)).map((q) => toQuestion(q, null)) };
    },
    async answerFeastQuestion(r, ctx) {
      const userId = (await requireUser(ctx)).user.id;
      return {
        question: toQuestion(await questions.answer({ storeId: r.storeId }, userId, r.questionId, r.answer), null),
      };
    },
    async getFeastMoney(r) {
      return { money: toFeastMoney(await staff.money(r.storeId, r.feastId)) };
    },
    async listPermittedCreators(r) {
      return { list: (await questions.permittedCreators(r.storeId)).map(creator) };
    },
    async addPermittedCreator(r) {
      return { creator: creator(await questions.addPermitted(r.storeId, r.phoneRegionCode, r.phone)) };
    },
    async removePermittedCreator(r) {
      await questions.removePermitted(r.storeId, r.userId);
      return {};
    },
  };
}
