import type { Client } from '@connectrpc/connect';
import { Transaction_Status as TxStatus } from '../../gen/payment/v1/payment_pb';
import type { PublicTransactionService, TransactionInfo } from '../../gen/payment/v1/public_transaction_service_pb';
import { silentCall } from '../../services/silent-call';

/**
 * What the channel said about one transaction: paid (SUCCESS or later),
 * failed, not answered yet after every try (notPaid), or an unknown number.
 */
export type TransactionVerdict = 'paid' | 'failed' | 'notPaid' | 'missing';

export const POLL_MS = 1000;
/** The sandbox notifies within a second or two; a real channel within seconds. */
export const POLL_TIMES = 8;

export interface AwaitOptions {
  pollMs?: number;
  times?: number;
  /** Leaving the page stops asking. */
  stopped?: () => boolean;
  /** Each answer as it comes (the result page shows the amount). */
  onInfo?: (info: TransactionInfo) => void;
}

/**
 * Asks for a transaction (GetAnonymousTransactionInfo) until the channel has
 * answered: every page a cashier returns to waits on this, so none of them
 * offers to pay for something already paid while the notification is on
 * its way.
 */
export async function awaitTransaction(
  transactions: Client<typeof PublicTransactionService>,
  transactionNo: string,
  options: AwaitOptions = {},
): Promise<{ verdict: TransactionVerdict; info: TransactionInfo | null }> {
  const { pollMs = POLL_MS, times = POLL_TIMES, stopped = () => false } = options;
  let last: TransactionInfo | null = null;
  for (let attempt = 0; attempt < times && !stopped(); attempt++) {
    const info = await transactions
      .getAnonymousTransactionInfo({ transactionNo }, silentCall())
      .then((a) => a.info ?? null)
      .catch(() => null);
    if (!info) return { verdict: 'missing', info: null };
    last = info;
    options.onInfo?.(info);
    if (info.status === TxStatus.FAIL) return { verdict: 'failed', info };
    if (info.status !== TxStatus.INIT && info.status !== TxStatus.PENDING) return { verdict: 'paid', info };
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  return { verdict: 'notPaid', info: last };
}
