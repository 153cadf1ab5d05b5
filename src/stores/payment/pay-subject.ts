import type { Client } from '@connectrpc/connect';
import type { PaymentResult, Platform } from '@/platform';
import type { DinerPaymentConfigService } from '../../gen/payment/v1/diner_payment_config_service_pb';
import type { PaymentOption, PaymentPurpose } from '../../gen/payment/v1/payment_pb';
import type { PublicTransactionService } from '../../gen/payment/v1/public_transaction_service_pb';
import { silentCall } from '../../services/silent-call';

/** The H5 router's basename: the hosted cashier sends the payer back to a path on this site. */
const APP_BASE = '/app';

export type PayOutcome = PaymentResult | 'unavailable';

export interface PaymentClients {
  paymentConfig: Client<typeof DinerPaymentConfigService>;
  transactions: Client<typeof PublicTransactionService>;
}

/** What the host's payment said, and the transaction it was for. */
export interface StartedPayment {
  result: PaymentResult;
  transactionNo: string;
}

/**
 * Makes the transaction for one subject of a purpose with a chosen way to pay,
 * and hands it to the host's payment: mini-program payment APIs; on H5 the
 * server's hosted cashier, which comes back to `returnPage` (an app route with
 * its query). The one place that turns the server's pay parameters into the host's.
 */
export async function startPayment(
  transactions: PaymentClients['transactions'],
  platform: Pick<Platform, 'requestPayment'>,
  request: { purpose: PaymentPurpose; subjectId: string; option: PaymentOption; returnPage: string },
): Promise<StartedPayment> {
  const answer = await transactions.createTransaction({
    purpose: request.purpose,
    subjectId: request.subjectId,
    channel: request.option.channel,
    method: request.option.method,
    returnPath: `${APP_BASE}${request.returnPage}`,
  });
  const params = answer.payParams?.kind;
  const wechat = params?.case === 'wechatPay' ? params.value : undefined;
  const result = await platform.requestPayment({
    cashierUrl: params?.case === 'cashierUrl' ? params.value : '',
    alipayTradeNo: params?.case === 'alipayTradeNo' ? params.value : undefined,
    wechat: wechat && {
      timeStamp: wechat.timeStamp,
      nonceStr: wechat.nonceStr,
      package: wechat.prepayPackage,
      signType: wechat.signType,
      paySign: wechat.paySign,
    },
  });
  return { result, transactionNo: answer.transaction?.transactionNo ?? '' };
}

/** How paying a subject went, and the transaction whose result its page then waits for ('' when none was made). */
export interface SubjectPayment {
  outcome: PayOutcome;
  transactionNo: string;
}

/**
 * Pays one subject of a purpose (a mall order, a ticket voucher) the first way
 * the server offers on this host.
 */
export async function paySubject(
  api: PaymentClients,
  platform: Pick<Platform, 'requestPayment'>,
  purpose: PaymentPurpose,
  subjectId: string,
  returnPage: string,
): Promise<SubjectPayment> {
  const config = await api.paymentConfig.getPaymentConfig({ purpose, subjectId }, silentCall());
  const option = config.optionList[0];
  if (!option) return { outcome: 'unavailable', transactionNo: '' };
  const started = await startPayment(api.transactions, platform, { purpose, subjectId, option, returnPage });
  return { outcome: started.result, transactionNo: started.transactionNo };
}
