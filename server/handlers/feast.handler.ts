import type { HandlerContext, ServiceImpl } from '@connectrpc/connect';
import { FeastStatusCountSchema, Feast_Status } from '@gen/feast/v1/feast_pb';
import { create } from '@bufbuild/protobuf';
import type { DinerFeastService } from '@gen/feast/v1/diner_feast_service_pb';
import { ListMyFeastsRequest_Filter } from '@gen/feast/v1/diner_feast_service_pb';
import type { PublicFeastService } from '@gen/feast/v1/public_feast_service_pb';
import { dayClock } from '@common/zoned-time';
import { feastPosterSvg } from '../domain/feast/feast-poster';
import { page } from '../domain/feast/feast-query.service';
import type { Services } from '../services';
import { requireUser, rpcContext } from '../rpc/rpc-context';
import { valueOf } from './enum-names';
import { fromFeastInput, toFeast, toFeastMoney, toParticipant, toQuestion } from './feast-mappers';

const counts = (list: { status: string; count: number }[]) =>
  list.map((c) => create(FeastStatusCountSchema, { status: valueOf(Feast_Status, c.status), count: c.count }));

/** The caller's user id when logged in (public calls work without one). */
async function viewerId(ctx: HandlerContext): Promise<string | null> {
  return (await rpcContext(ctx).session())?.user?.id ?? null;
}

/** The poster's time line: the store's wall clock, as a person reads it. */
function posterWhen(date: string, second: number, timezone: string, language: string) {
  const at = new Date(dayClock(date, timezone)(second));
  const locale = language === 'en' ? 'en-GB' : language === 'zh-Hant' ? 'zh-TW' : 'zh-CN';
  return new Intl.DateTimeFormat(locale, {
    timeZone: timezone,
    month: 'short',
    day: 'numeric',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(at);
}

export function publicFeastHandler(services: Services): ServiceImpl<typeof PublicFeastService> {
  const { queries, questions } = services.feasts;
  // Staff of the feast's store see it whatever its visibility (requireStore refuses anyone else).
  const staffOf = (ctx: HandlerContext) => async (storeId: string) =>
    services.permissions
      .requireStore(await rpcContext(ctx).standing(), storeId)
      .then(() => true)
      .catch(() => false);
  return {
    async queryFeasts(r, ctx) {
      const { list, total } = await queries.queryPublic(
        {
          city: r.city.trim(),
          storeId: r.storeId === '0' ? '' : r.storeId,
          merchantId: r.merchantId === '0' ? '' : r.merchantId,
          includePast: r.includePast,
        },
        page(r.query?.limit ?? 0, r.query?.offset ?? 0),
        await viewerId(ctx),
        r.query?.shouldReturnTotal ?? false,
      );
      return { list: list.map((v) => toFeast(v)), total };
    },
    async getFeast(r, ctx) {
      const view = await queries.getForViewer(r.feastId, await viewerId(ctx), r.shareToken, staffOf(ctx));
      return { feast: toFeast(view) };
    },
    async listFeastQuestions(r, ctx) {
      const viewer = await viewerId(ctx);
      const list = await questions.listPublic(viewer, r.feastId, r.shareToken);
      return { list: list.map((q) => toQuestion(q, viewer)) };
    },
    async generateFeastPoster(r, ctx) {
      const view = await queries.getForViewer(r.feastId, await viewerId(ctx), r.shareToken, staffOf(ctx));
      const f = view.feast;
      const poster = feastPosterSvg({
        view,
        language: r.language,
        linkUrl: r.linkUrl || `/app/pages/sub-user/feast-detail/index?id=${f.id}`,
        when: posterWhen(f.reservationDate, f.startSecond, view.timezone, r.language),
      });
      return { contentType: 'image/svg+xml', svg: poster.svg, width: poster.width, height: poster.height };
    },
  };
}

export function dinerFeastHandler(services: Services): ServiceImpl<typeof DinerFeastService> {
  const { feasts, tables, participants, staff, questions, queries } = services.feasts;
  const diner = async (ctx: HandlerContext) => (await requireUser(ctx)).user;
  const mine = async (ctx: HandlerContext, feastId: string) =>
    queries.getForViewer(feastId, (await diner(ctx)).id, '', async () => false);
  return {
    async queryPermittedCreator(_r, ctx) {
      return { storeIdList: await questions.permittedStores((await diner(ctx)).id) };
    },
    async createFeast(r, ctx) {
      const user = await diner(ctx);
      const feast = await feasts.create({ kind: 'diner', userId: user.id }, r.storeId, fromFeastInput(r.feast));
      return { feast: toFeast((await queries.views([feast], user.id))[0]) };
    },
    async updateFeast(r, ctx) {
      const user = await diner(ctx);
      const feast = await feasts.update({ kind: 'diner', userId: user.id }, r.feastId, fromFeastInput(r.feast));
      return { feast: toFeast((await queries.views([feast], user.id))[0]) };
    },
    async publishMyFeast(r, ctx) {
      const user = await diner(ctx);
      const feast = await tables.publishForCreator(user.id, r.feastId);
      return { feast: toFeast((await queries.views([feast], user.id))[0]) };
    },
    async closeMyFeast(r, ctx) {
      const user = await diner(ctx);
      const feast = await feasts.close({ kind: 'diner', userId: user.id }, r.feastId, r.remark.trim());
      return { feast: toFeast((await queries.views([feast], user.id))[0]) };
    },
    async listMyFeasts(r, ctx) {
      const user = await diner(ctx);
      const filter = r.filter === ListMyFeastsRequest_Filter.MINE ? 'MINE' : 'JOINED';
      const { list, total } = await queries.listMine(user.id, filter, page(r.query?.limit ?? 0, r.query?.offset ?? 0));
      return { list: list.map((v) => toFeast(v)), total };
    },
    async countMyFeastsByStatus(_r, ctx) {
      return { list: counts(await queries.countForCreator((await diner(ctx)).id)) };
    },
    async joinFeast(r, ctx) {
      const user = await diner(ctx);
      const participant = await participants.join(
        { userId: user.id, nickname: user.nickname, phone: user.phone, phoneRegionCode: user.phoneRegionCode },
        {
          feastId: r.feastId,
          seatCount: r.seatCount,
          shareToken: r.shareToken,
          answers: r.answerList,
          remark: r.remark,
          arrivalSecond: r.arrivalSecond,
          displayName: r.displayName,
        },
      );
      return { participant: toParticipant(participant) };
    },
    async getMyParticipation(r, ctx) {
      const user = await diner(ctx);
      await mine(ctx, r.feastId);
      return { list: (await queries.myParticipation(user.id, r.feastId)).map((p) => toParticipant(p)) };
    },
    async listMyParticipations(r, ctx) {
      const user = await diner(ctx);
      const { list, total } = await queries.myParticipations(user.id, page(r.query?.limit ?? 0, r.query?.offset ?? 0));
      return { list: list.map((x) => ({ participant: toParticipant(x.participant), feast: toFeast(x.view) })), total };
    },
    async cancelParticipation(r, ctx) {
      return { participant: toParticipant(await participants.cancel((await diner(ctx)).id, r.participantId)) };
    },
    async updateArrivalTime(r, ctx) {
      const user = await diner(ctx);
      return {
        participant: toParticipant(await participants.updateArrival(user.id, r.participantId, r.arrivalSecond)),
      };
    },
    async askQuestion(r, ctx) {
      const user = await diner(ctx);
      return { question: toQuestion(await questions.ask(user, r.feastId, r.content), user.id) };
    },
    async answerMyFeastQuestion(r, ctx) {
      const user = await diner(ctx);
      const answered = await questions.answer({ creatorUserId: user.id }, user.id, r.questionId, r.answer);
      return { question: toQuestion(answered, user.id) };
    },
    async listFeastMembers(r, ctx) {
      const user = await diner(ctx);
      const { list, money } = await staff.members(user.id, r.feastId);
      return { list: list.map((p) => toParticipant(p)), money: money ? toFeastMoney(money) : undefined };
    },
  };
}
