import type { Client } from '@connectrpc/connect';
import { makeAutoObservable, runInAction } from 'mobx';
import type { PublicTransactionService } from '../../gen/payment/v1/public_transaction_service_pb';
import { awaitTransaction, POLL_MS, POLL_TIMES } from './await-transaction';

/**
 * idle: nothing to wait for; checking: the channel has not answered yet, so
 * the page offers no payment; paid: the subject was read again; failed: the
 * channel refused it, pay again; notPaid: no answer in time, check again.
 */
export type WatchState = 'idle' | 'checking' | 'paid' | 'failed' | 'notPaid';

/**
 * A page the cashier returns to (a mall order, a ticket) waits for the
 * payment's result the way the booking's result page does, then reads its
 * subject again until the subject shows it paid.
 */
export class PaymentWatch {
  state: WatchState = 'idle';
  private transactionNo = '';
  private stopped = false;

  constructor(
    private readonly transactions: Client<typeof PublicTransactionService>,
    private readonly pollMs = POLL_MS,
  ) {
    makeAutoObservable<this, 'transactions' | 'pollMs' | 'stopped' | 'transactionNo'>(
      this,
      { transactions: false, pollMs: false, stopped: false, transactionNo: false },
      { autoBind: true },
    );
  }

  /** Whether the page may offer to pay: not while a payment's result is awaited. */
  get mayPay(): boolean {
    return this.state !== 'checking' && this.state !== 'paid';
  }

  /**
   * Waits for `transactionNo`, then (paid) calls `reload` until it answers
   * that the subject no longer waits for payment: the channel's notification
   * and the subject's credit are one change on the server, but the answer
   * the page read may predate it.
   */
  async watch(transactionNo: string, reload: () => Promise<boolean>): Promise<WatchState> {
    if (!transactionNo) return this.state;
    this.transactionNo = transactionNo;
    this.stopped = false;
    this.state = 'checking';
    const { verdict } = await awaitTransaction(this.transactions, transactionNo, {
      pollMs: this.pollMs,
      stopped: () => this.stopped,
    });
    if (verdict !== 'paid') {
      runInAction(() => (this.state = verdict === 'failed' ? 'failed' : verdict === 'missing' ? 'idle' : 'notPaid'));
      await reload();
      return this.state;
    }
    for (let attempt = 0; attempt < POLL_TIMES && !this.stopped; attempt++) {
      if (!(await reload())) break;
      await new Promise((resolve) => setTimeout(resolve, this.pollMs));
    }
    runInAction(() => (this.state = 'paid'));
    return this.state;
  }

  /** Asks again about the last payment (the diner's "check again"). */
  again(reload: () => Promise<boolean>): Promise<WatchState> {
    return this.watch(this.transactionNo, reload);
  }

  stop(): void {
    this.stopped = true;
  }
}
