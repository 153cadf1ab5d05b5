import type { Platform } from '@/platform';
import { PaymentPurpose, type PaymentOption } from '../../gen/payment/v1/payment_pb';
import type { Api } from '../../services/api';
import { silentCall } from '../../services/silent-call';
import { startPayment } from '../payment/pay-subject';
import { FEAST_ROUTES, feastUrl } from './feast-routes';

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
  const { result, transactionNo } = await startPayment(api.publicTransaction, platform, {
    purpose: PaymentPurpose.FEAST_PARTICIPANT_DEPOSIT,
    subjectId: participantId,
    option,
    returnPage: feastUrl(FEAST_ROUTES.back, { id: feastId, participantId }),
  });
  if (result === 'redirecting') return { kind: 'redirecting' };
  if (result === 'cancelled') return { kind: 'cancelled' };
  if (result === 'failed') return { kind: 'failed', transactionNo };
  return { kind: 'done', transactionNo };
}
