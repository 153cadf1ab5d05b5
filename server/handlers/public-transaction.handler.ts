import type { ServiceImpl } from '@connectrpc/connect';
import type { PublicTransactionService } from '@gen/payment/v1/public_transaction_service_pb';
import type { CreateTransactionInput } from '../domain/payment/payment.service';
import type { TransactionRecord } from '../domain/payment/transaction.repository';
import { idempotentCalls } from '../rpc/idempotent-call';
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
  const once = idempotentCalls(services.idempotency);
  const answer = (tx: TransactionRecord) => ({
    transaction: toTransactionMessage(tx),
    payParams: toPayParams(tx.payParams),
  });
  return {
    // With a key, a retry answers the same attempt (asked of its channel again while it has not answered).
    async createTransaction(request, ctx) {
      const context = rpcContext(ctx);
      const active = await context.session();
      const input: CreateTransactionInput = {
        purpose: purposeName(request.purpose),
        subjectId: request.subjectId,
        channel: channelName(request.channel),
        method: methodName(request.method),
        returnPath: request.returnPath,
        payerAccount: request.payerAccount,
        payer: { userId: active?.user?.id ?? null, sessionId: active?.session.id ?? null },
        clientPlatform: context.meta.clientPlatform,
        publicBaseUrl: payments.publicBaseUrl(context.meta.origin),
      };
      return once(
        ctx,
        request,
        () => payments.payments.createTransaction(input),
        answer,
        (id) => payments.payments.resumeTransaction(id, input),
      );
    },
    async getAnonymousTransactionInfo(request) {
      return { info: toTransactionInfo(await payments.queries.byNumber(request.transactionNo)) };
    },
  };
}
