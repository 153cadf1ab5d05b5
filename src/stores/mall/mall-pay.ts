import type { Platform } from '@/platform';
import { pageUrl } from '@/routing/diner-routes';
import { PaymentPurpose } from '../../gen/payment/v1/payment_pb';
import { paySubject, type PaymentClients, type PayOutcome, type SubjectPayment } from '../payment/pay-subject';
import { MALL_ROUTES } from './mall-routes';

export type MallPayOutcome = PayOutcome;

/** Pays a mall order (purpose MALL_ORDER, the order as subject); H5's cashier comes back to the order. */
export function payMallOrder(
  api: PaymentClients,
  platform: Pick<Platform, 'requestPayment'>,
  orderId: string,
): Promise<SubjectPayment> {
  return paySubject(
    api,
    platform,
    PaymentPurpose.MALL_ORDER,
    orderId,
    pageUrl(MALL_ROUTES.orderDetail, { id: orderId }),
  );
}
