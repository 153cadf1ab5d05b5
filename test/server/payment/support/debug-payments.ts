import { PaymentChannel, PaymentMethod, PaymentPurpose } from '@gen/payment/v1/payment_pb';
import { PublicTransactionService } from '@gen/payment/v1/public_transaction_service_pb';
import type { TransactionRecord } from '../../../../server/domain/payment/transaction.repository';
import { TransactionRepository } from '../../../../server/domain/payment/transaction.repository';
import type { TestServer } from '../../../helpers/test-server';
import { debugSubjects, type Org, type TestClock } from './payment-fixtures';

/** A debug subject of the org's first store, and an open sandbox attempt to pay it. */
export async function openDebugPayment(
  server: TestServer,
  org: Org,
  clock: TestClock,
  payer: { userId: string; sessionKey: string },
  amount: string,
  expireInMs: number | null = 30 * 60_000,
) {
  const subject = await debugSubjects(server).create({
    merchantId: org.merchantId,
    storeId: org.storeId,
    payerUserId: payer.userId,
    amount,
    expireTime: expireInMs === null ? null : new Date(clock.now().getTime() + expireInMs),
  });
  const created = await server.client(PublicTransactionService, { sessionKey: payer.sessionKey }).createTransaction({
    purpose: PaymentPurpose.DEBUG,
    subjectId: subject.id,
    channel: PaymentChannel.SANDBOX,
    method: PaymentMethod.ALIPAY_APP_PAY,
  });
  const tx = created.transaction!;
  return {
    subject,
    transactionNo: tx.transactionNo,
    id: tx.model!.id,
    cashierUrl: created.payParams!.kind.value as string,
  };
}

/** Pays in the sandbox as the payer would (its books, not ours), without going through HTTP. */
export async function payAtSandbox(server: TestServer, cashierUrl: string, payer = 'sandbox-buyer') {
  const url = new URL(cashierUrl);
  const cashier = server.services.payments.sandboxCashier!;
  const order = await cashier.open(url.searchParams.get('order') ?? '', url.searchParams.get('sig') ?? '');
  if (!order) throw new Error('no such sandbox order');
  return cashier.pay(order, payer);
}

export async function transactionByNo(server: TestServer, transactionNo: string): Promise<TransactionRecord> {
  const tx = await new TransactionRepository(server.database.db).findByNo(transactionNo);
  if (!tx) throw new Error(`no transaction ${transactionNo}`);
  return tx;
}

export function refundsOf(server: TestServer, paymentId: string) {
  return new TransactionRepository(server.database.db).refundsOf(paymentId);
}
