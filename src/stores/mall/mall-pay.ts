import type { PaymentResult, Platform } from '@/platform';
import { pageUrl } from '@/routing/diner-routes';
import { PaymentPurpose } from '../../gen/payment/v1/payment_pb';
import type { MallApi } from '../../services/mall-api';
import { silentCall } from '../../services/silent-call';
import { MALL_ROUTES } from './mall-routes';

/** The H5 router's basename: the hosted cashier sends the payer back to a path on this site. */
const APP_BASE = '/app';

export type MallPayOutcome = PaymentResult | 'unavailable';

/**
 * Pays a mall order (purpose MALL_ORDER, the order's id as subject) through
 * the host's payment: mini-program payment APIs; on H5 the server's hosted
 * cashier, which comes back to the order's page.
 */
export async function payMallOrder(
  api: Pick<MallApi, 'paymentConfig' | 'transactions'>,
  platform: Pick<Platform, 'requestPayment'>,
  orderId: string,
): Promise<MallPayOutcome> {
  const purpose = PaymentPurpose.MALL_ORDER;
  const config = await api.paymentConfig.getPaymentConfig({ purpose, subjectId: orderId }, silentCall());
  const option = config.optionList[0];
  if (!option) return 'unavailable';
  const answer = await api.transactions.createTransaction({
    purpose,
    subjectId: orderId,
    channel: option.channel,
    method: option.method,
    returnPath: `${APP_BASE}${pageUrl(MALL_ROUTES.orderDetail, { id: orderId })}`,
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
