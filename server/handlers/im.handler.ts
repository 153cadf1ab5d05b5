import { intlToFields } from '@common/intl-text';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import type { HandlerContext, ServiceImpl } from '@connectrpc/connect';
import type { ImService } from '@gen/im/v1/im_service_pb';
import type { ImCaller } from '../domain/im/im-access';
import { requireUser, rpcContext } from '../rpc/rpc-context';
import type { Services } from '../services';
import { fromOperator } from './identity-mappers';
import { fromIntention, messageTypeName, toConversation, toImMessage, toOperator } from './im-mappers';

async function callerOf(ctx: HandlerContext): Promise<ImCaller> {
  const { user } = await requireUser(ctx);
  const context = rpcContext(ctx);
  return { userId: user.id, hasPhone: !!user.phone, standing: () => context.standing() };
}

/** An operator field: unset (no type, no key) means the caller as a diner. */
const operatorOf = (operator: Parameters<typeof fromOperator>[0] | undefined) =>
  operator && (operator.key || operator.type)
    ? (fromOperator(operator) ?? { type: 'MERCHANT' as const, id: '0' })
    : undefined;

/** A member field: unset means the platform admin (spec: default member type ADMIN key ADMIN). */
const memberOf = (member: Parameters<typeof fromOperator>[0] | undefined) =>
  member && (member.key || member.type) ? (fromOperator(member) ?? null) : undefined;

export function imHandler(services: Services): ServiceImpl<typeof ImService> {
  const im = services.im;
  return {
    async getImOperatorInfo(_request, ctx) {
      const { list, unreadTotal } = await im.conversations.operators(await callerOf(ctx));
      return {
        operatorList: list.map((p) => ({
          operator: toOperator(p.party),
          name: p.name,
          avatarUrl: p.avatarUrl,
          unreadCount: p.unreadCount,
          intlName: intlToFields(p.intlName),
        })),
        unreadTotal,
      };
    },
    async queryConversations(request, ctx) {
      const { actor, list, total, unreadTotal } = await im.conversations.list(
        await callerOf(ctx),
        operatorOf(request.operator),
        {
          limit: request.query?.limit ?? 0,
          offset: request.query?.offset ?? 0,
          withTotal: request.query?.shouldReturnTotal ?? false,
        },
      );
      return { list: list.map((entry) => toConversation(actor, entry)), total, unreadTotal };
    },
    async getConversation(request, ctx) {
      const { actor, entry } = await im.conversations.get(
        await callerOf(ctx),
        operatorOf(request.operator),
        request.conversationId,
      );
      return { conversation: toConversation(actor, entry) };
    },
    async existSingleConversation(request, ctx) {
      const single = await im.conversations.existSingle(
        await callerOf(ctx),
        operatorOf(request.operator),
        memberOf(request.member),
      );
      return { ...single, intlTitle: intlToFields(single.intlTitle) };
    },
    async queryMessages(request, ctx) {
      const page = await im.messages.page(
        await callerOf(ctx),
        operatorOf(request.operator),
        request.conversationId,
        {
          afterSeq: request.afterSeq && request.afterSeq !== '0' ? request.afterSeq : undefined,
          beforeSeq: request.beforeSeq && request.beforeSeq !== '0' ? request.beforeSeq : undefined,
        },
        request.limit,
      );
      return {
        list: page.list.map((m) => toImMessage(m)),
        hasMore: page.hasMore,
        lastSeq: page.lastSeq,
        readSeq: page.readSeq,
      };
    },
    async sendMessage(request, ctx) {
      const type = messageTypeName(request.type);
      const message = await im.messages.send(await callerOf(ctx), {
        operator: operatorOf(request.operator),
        conversationId: request.conversationId,
        member: memberOf(request.member),
        clientMessageId: request.clientMessageId,
        type: type ?? 'EVENT',
        text: request.text,
        image: request.image ? { fileId: request.image.fileId } : null,
        intention: request.bookingOrderIntention ? fromIntention(request.bookingOrderIntention) : null,
      });
      return { message: toImMessage(message) };
    },
    async readConversation(request, ctx) {
      return im.messages.read(await callerOf(ctx), operatorOf(request.operator), request.conversationId, request.seq);
    },
    async openSocket(_request, ctx) {
      const { session, user } = await requireUser(ctx);
      const issued = await im.tickets.issue(user.id, session.id);
      return { ticket: issued.ticket, path: issued.path, expireTime: timestampFromDate(issued.expireTime) };
    },
    async linkIntentionOrder(request, ctx) {
      const message = await im.messages.linkIntentionOrder(
        await callerOf(ctx),
        operatorOf(request.operator),
        request.conversationId,
        request.messageId,
        request.bookingOrderId,
      );
      return { message: toImMessage(message) };
    },
  };
}
