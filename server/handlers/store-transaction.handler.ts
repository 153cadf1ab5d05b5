import type { ServiceImpl } from '@connectrpc/connect';
import type { StoreTransactionService } from '@gen/payment/v1/store_transaction_service_pb';
import { pageOf } from '../domain/payment/transaction-query.service';
import { idempotentCalls } from '../rpc/idempotent-call';
import { requireUser } from '../rpc/rpc-context';
import type { Services } from '../services';
import {
  channelName,
  offlineKindName,
  optionalId,
  optionalPurpose,
  optionalStatus,
  purposeName,
  toTransactionMessage,
} from './payment.mappers';

// The access interceptor has already checked the caller may act for store_id.
export function storeTransactionHandler(services: Services): ServiceImpl<typeof StoreTransactionService> {
  const { queries, offline } = services.payments;
  const once = idempotentCalls(services.idempotency);
  return {
    async listStoreTransactions(request) {
      const { list, total, totals } = await queries.listForStore(
        request.storeId,
        {
          purpose: optionalPurpose(request.purpose),
          subjectId: optionalId(request.subjectId),
          status: optionalStatus(request.status),
          channel: request.channel ? channelName(request.channel) : undefined,
          startDate: request.startDate || undefined,
          endDate: request.endDate || undefined,
        },
        pageOf(request.query),
      );
      return { list: list.map(toTransactionMessage), total, totalList: totals };
    },
    async getStoreTransaction(request) {
      const found = await queries.forStore(request.storeId, request.transactionId);
      return {
        transaction: toTransactionMessage(found.transaction),
        refundList: found.refunds.map(toTransactionMessage),
      };
    },
    async recordOfflinePayment(request, ctx) {
      const { user } = await requireUser(ctx);
      const exec = () =>
        offline.record({
          storeId: request.storeId,
          staffUserId: user.id,
          purpose: purposeName(request.purpose),
          subjectId: request.subjectId,
          offlineKind: offlineKindName(request.offlineKind),
          remark: request.remark,
        });
      return once(ctx, request, exec, (tx) => ({ transaction: toTransactionMessage(tx) }));
    },
  };
}
