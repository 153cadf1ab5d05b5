import type { Platform } from '@/platform';
import { PaymentPurpose, type PaymentOption } from '../../gen/payment/v1/payment_pb';
import type { Api } from '../../services/api';
import { silentCall } from '../../services/silent-call';
import { FEAST_ROUTES, feastUrl } from './feast-routes';

/** The H5 router's basename: the hosted cashier sends the payer back to a path on this site. */
const APP_BASE = '/app';

export type FeastPayOutcome =
  | { kind: 'redirecting' }
  | { kind: 'done'; transactionNo: string }
  | { kind: 'cancelled' }
  | { kind: 'failed'; transactionNo: string };

/**
 * The ways a participation's deposit can be paid on this host, as payments offers
 * them. Asked in the background when the page opens (silent); asked on a tap, a
 * failure is shown like any other.
 */
export async function depositOptions(
  api: Api,
  participantId: string,
  options: { silent: boolean } = { silent: true },
): Promise<PaymentOption[]> {
  const config = await api.dinerPaymentConfig.getPaymentConfig(
    { purpose: PaymentPurpose.FEAST_PARTICIPANT_DEPOSIT, subjectId: participantId },
    options.silent ? silentCall() : undefined,
  );
  return config.optionList;
}

/**
 * Pays a participation's deposit (purpose FEAST_PARTICIPANT_DEPOSIT) through
 * the host's payment: mini-program payment APIs; on H5 the server's hosted
 * cashier, which comes back to feast-back.
 */
export async function payDeposit(
  api: Api,
  platform: Platform,
  participantId: string,
  feastId: string,
  option: PaymentOption,
): Promise<FeastPayOutcome> {
  const answer = await api.publicTransaction.createTransaction({
    purpose: PaymentPurpose.FEAST_PARTICIPANT_DEPOSIT,
    subjectId: participantId,
    channel: option.channel,
    method: option.method,
    returnPath: `${APP_BASE}${feastUrl(FEAST_ROUTES.back, { id: feastId, participantId })}`,
  });
  const transactionNo = answer.transaction?.transactionNo ?? '';
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
  if (result === 'redirecting') return { kind: 'redirecting' };
  if (result === 'cancelled') return { kind: 'cancelled' };
  if (result === 'failed') return { kind: 'failed', transactionNo };
  return { kind: 'done', transactionNo };
}
