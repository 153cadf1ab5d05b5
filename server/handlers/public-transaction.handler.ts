import type { ServiceImpl } from '@connectrpc/connect';
import type { PublicTransactionService } from '@gen/payment/v1/public_transaction_service_pb';
import { rpcContext } from '../rpc/rpc-context';
import type { Services } from '../services';
import {
  channelName,
  methodName,
  purposeName,
  toPayParams,
  toTransactionInfo,
  toTransactionMessage,
} from './payment.mappers';

export function publicTransactionHandler(services: Services): ServiceImpl<typeof PublicTransactionService> {
  const { payments } = services;
  return {
    async createTransaction(request, ctx) {
      const context = rpcContext(ctx);
      const active = await context.session();
      const tx = await payments.payments.createTransaction({
        purpose: purposeName(request.purpose),
        subjectId: request.subjectId,
        channel: channelName(request.channel),
        method: methodName(request.method),
        returnPath: request.returnPath,
        payerAccount: request.payerAccount,
        payer: { userId: active?.user?.id ?? null, sessionId: active?.session.id ?? null },
        clientPlatform: context.meta.clientPlatform,
        publicBaseUrl: payments.publicBaseUrl(context.meta.origin),
      });
      return { transaction: toTransactionMessage(tx), payParams: toPayParams(tx.payParams) };
    },
    async getAnonymousTransactionInfo(request) {
      return { info: toTransactionInfo(await payments.queries.byNumber(request.transactionNo)) };
    },
  };
}
