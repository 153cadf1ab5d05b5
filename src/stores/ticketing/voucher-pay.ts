import type { Platform } from '@/platform';
import { PaymentPurpose } from '../../gen/payment/v1/payment_pb';
import { paySubject, type PaymentClients, type PayOutcome, type SubjectPayment } from '../payment/pay-subject';
import { TICKETING_ROUTES, ticketingUrl } from './ticketing-routes';

export type VoucherPayOutcome = PayOutcome;

/** Pays a voucher (purpose TICKETING_EVENT_TICKET_VOUCHER); H5's cashier comes back to the voucher. */
export function payVoucher(
  api: PaymentClients,
  platform: Pick<Platform, 'requestPayment'>,
  voucherId: string,
): Promise<SubjectPayment> {
  return paySubject(
    api,
    platform,
    PaymentPurpose.TICKETING_EVENT_TICKET_VOUCHER,
    voucherId,
    ticketingUrl(TICKETING_ROUTES.ticketVoucher, { id: voucherId }),
  );
}
