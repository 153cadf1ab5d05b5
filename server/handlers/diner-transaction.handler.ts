import type { ServiceImpl } from '@connectrpc/connect';
import type { DinerTransactionService } from '@gen/payment/v1/diner_transaction_service_pb';
import { pageOf } from '../domain/payment/transaction-query.service';
import { requireUser } from '../rpc/rpc-context';
import type { Services } from '../services';
import { optionalId, optionalPurpose, toTransactionMessage } from './payment.mappers';

export function dinerTransactionHandler(services: Services): ServiceImpl<typeof DinerTransactionService> {
  const { queries } = services.payments;
  return {
    async getTransaction(request, ctx) {
      const { user } = await requireUser(ctx);
      const found = await queries.forPayer(user.id, request.transactionId);
      return {
        transaction: toTransactionMessage(found.transaction),
        refundList: found.refunds.map(toTransactionMessage),
      };
    },
    async listTransactions(request, ctx) {
      const { user } = await requireUser(ctx);
      const { list, total } = await queries.listForPayer(
        user.id,
        { purpose: optionalPurpose(request.purpose), subjectId: optionalId(request.subjectId) },
        pageOf(request.query),
      );
      return { list: list.map(toTransactionMessage), total };
    },
  };
}
