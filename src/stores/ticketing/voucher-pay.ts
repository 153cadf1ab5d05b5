import type { PaymentResult, Platform } from '@/platform';
import { PaymentPurpose } from '../../gen/payment/v1/payment_pb';
import type { TicketingApi } from '../../services/ticketing-api';
import { silentCall } from '../../services/silent-call';
import { TICKETING_ROUTES, ticketingUrl } from './ticketing-routes';

/** The H5 router's basename: the hosted cashier sends the payer back to a path on this site. */
const APP_BASE = '/app';

export type VoucherPayOutcome = PaymentResult | 'unavailable';

/**
 * Pays a voucher (purpose TICKETING_EVENT_TICKET_VOUCHER) through the host's
 * payment: mini-program payment APIs; on H5 the server's hosted cashier,
 * which comes back to the voucher's page.
 */
export async function payVoucher(
  api: Pick<TicketingApi, 'paymentConfig' | 'transactions'>,
  platform: Pick<Platform, 'requestPayment'>,
  voucherId: string,
): Promise<VoucherPayOutcome> {
  const purpose = PaymentPurpose.TICKETING_EVENT_TICKET_VOUCHER;
  const config = await api.paymentConfig.getPaymentConfig({ purpose, subjectId: voucherId }, silentCall());
  const option = config.optionList[0];
  if (!option) return 'unavailable';
  const answer = await api.transactions.createTransaction({
    purpose,
    subjectId: voucherId,
    channel: option.channel,
    method: option.method,
    returnPath: `${APP_BASE}${ticketingUrl(TICKETING_ROUTES.ticketVoucher, { id: voucherId })}`,
  });
  const params = answer.payParams?.kind;
  const wechat = params?.case === 'wechatPay' ? params.value : undefined;
  return platform.requestPayment({
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
}
