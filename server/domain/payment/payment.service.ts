import type { Kysely } from 'kysely';
import { compareCents, isCents } from '@common/money';
import type { Database } from '../../db/schema';
import { ProviderError, type ChannelAccount } from '../../providers/payment/payment-provider';
import type { ProviderRegistry } from '../../providers/payment/provider-registry';
import { domainError } from '../errors';
import { claimIdempotent, sealIdempotent } from '../idempotency/idempotent-step';
import { notifyUrlOf, type PaymentConfigService } from './payment-config.service';
import { payerItemText } from './payment-item-text';
import type { Payer, PaymentQuote, PurposeRegistry } from './payment-purpose';
import type { PaymentChannelName, PaymentMethodName, PaymentOption, PaymentPurposeName } from './payment-types';
import { newTransactionNo, scheduleReconciliation } from './refund-ledger';
import { TransactionRepository, type TransactionRecord } from './transaction.repository';

export interface CreateTransactionInput {
  purpose: PaymentPurposeName;
  subjectId: string;
  channel: PaymentChannelName;
  method: PaymentMethodName;
  /** A path on this site ('' for none); the transaction number is added to it. */
  returnPath: string;
  payerAccount: string;
  payer: { userId: string | null; sessionId: string | null };
  clientPlatform: string;
  /** This server's public base URL, for the notification and return addresses. */
  publicBaseUrl: string;
}

export interface PayableSubject extends PaymentQuote {
  /** The item in the payer's language. */
  description: string;
  options: PaymentOption[];
}

// A path on this site: no scheme, no host, no backslashes or control characters.
const RETURN_PATH = /^\/(?!\/)[A-Za-z0-9\-._~!$&'()*+,;=:@/?%]*$/;

/**
 * Starting payments: the purpose quotes the subject inside our transaction
 * (the client never sends an amount), the attempt is recorded, committed,
 * and only then is the channel asked for it (never inside a transaction).
 */
export class PaymentService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly purposes: PurposeRegistry,
    private readonly configs: PaymentConfigService,
    private readonly providers: ProviderRegistry,
    private readonly now: () => Date,
  ) {}

  /** What paying a subject costs and how it can be paid from a platform (the payment page). */
  async payableSubject(
    purpose: PaymentPurposeName,
    subjectId: string,
    payer: Payer,
    clientPlatform: string,
  ): Promise<PayableSubject> {
    const now = this.now();
    return this.db.transaction().execute(async (trx) => {
      const quote = checkQuote(await this.purposes.get(purpose).quote({ trx, now }, subjectId, payer), now);
      const options = await this.configs.optionsFor(quote.merchantId, quote.currency, clientPlatform, trx);
      return { ...quote, description: await payerItemText(trx, quote.item, payer), options };
    });
  }

  async createTransaction(input: CreateTransactionInput): Promise<TransactionRecord> {
    if (input.returnPath && !RETURN_PATH.test(input.returnPath)) throw domainError('invalid', 'returnPathInvalid');
    if (input.channel === 'IN_STORE' || input.method === 'OFFLINE' || !this.providers.has(input.channel)) {
      throw domainError('invalid', 'paymentOptionNotAvailable');
    }

    const now = this.now();
    const recorded = await this.db.transaction().execute(async (trx) => {
      const payer: Payer = { kind: 'online', ...input.payer };
      const quote = checkQuote(await this.purposes.get(input.purpose).quote({ trx, now }, input.subjectId, payer), now);
      const options = await this.configs.optionsFor(quote.merchantId, quote.currency, input.clientPlatform, trx);
      const account = options.some((o) => o.channel === input.channel && o.method === input.method)
        ? await this.configs.accountFor(quote.merchantId, input.channel, quote.currency, trx)
        : undefined;
      if (!account) throw domainError('invalid', 'paymentOptionNotAvailable');
      const provider = this.providers.get(input.channel);
      if (provider.needsPayerAccount(input.method, input.clientPlatform, account) && !input.payerAccount) {
        throw domainError('invalid', 'payerAccountRequired');
      }

      const repo = new TransactionRepository(trx);
      const reusable = await repo.findReusableAttempt({
        purpose: input.purpose,
        subjectId: input.subjectId,
        channel: input.channel,
        method: input.method,
        amount: quote.amount,
        currency: quote.currency,
        payerUserId: input.payer.userId,
        payerSessionId: input.payer.sessionId,
        now,
      });
      if (reusable) {
        await claimIdempotent(trx, reusable.id);
        return { tx: reusable, account: null };
      }
      const tx = await repo.insert({
        kind: 'PAYMENT',
        status: 'INIT',
        purpose: input.purpose,
        subjectId: input.subjectId,
        merchantId: quote.merchantId,
        storeId: quote.storeId,
        channel: input.channel,
        method: input.method,
        channelConfigId: account.configId,
        amount: quote.amount,
        currency: quote.currency,
        description: await payerItemText(trx, quote.item, payer),
        transactionNo: newTransactionNo('PAYMENT'),
        payerUserId: input.payer.userId,
        payerSessionId: input.payer.sessionId,
        notifyBaseUrl: input.publicBaseUrl,
        expireTime: quote.expireTime,
        now,
      });
      await scheduleReconciliation(trx, now);
      // A retry with the caller's key finds this attempt (resumeTransaction), never a second one.
      await claimIdempotent(trx, tx.id);
      return { tx, account };
    });
    if (!recorded.account) return recorded.tx;
    return this.openAtChannel(recorded.tx, recorded.account, input);
  }

  /**
   * A retry of a call whose attempt was recorded but whose answer was lost:
   * the same attempt, asked of its channel again while the channel has not
   * answered (channels know it by its number), else as it stands.
   */
  async resumeTransaction(id: string, input: CreateTransactionInput): Promise<TransactionRecord> {
    const tx = await new TransactionRepository(this.db).findById(id);
    if (!tx) throw new Error(`payment ${id} named by an idempotency key is missing`);
    if (tx.status === 'FAIL') throw domainError('precondition', 'paymentFailed');
    if (tx.status !== 'INIT') return tx;
    const account = await this.configs.accountFor(tx.merchantId, tx.channel, tx.currency);
    if (!account) throw domainError('invalid', 'paymentOptionNotAvailable');
    return this.openAtChannel(tx, account, input);
  }

  /** Asks the channel for the order we recorded, then records its answer. */
  private async openAtChannel(
    tx: TransactionRecord,
    account: ChannelAccount,
    input: CreateTransactionInput,
  ): Promise<TransactionRecord> {
    const separator = input.returnPath.includes('?') ? '&' : '?';
    try {
      const result = await this.providers.get(tx.channel).createPayment(account, {
        transactionNo: tx.transactionNo,
        method: tx.method,
        amount: tx.amount,
        currency: tx.currency,
        description: tx.description,
        expireTime: tx.expireTime,
        notifyUrl: notifyUrlOf(input.publicBaseUrl, tx.channel, tx.channelConfigId),
        returnUrl: input.returnPath
          ? `${input.publicBaseUrl}${input.returnPath}${separator}transactionNo=${tx.transactionNo}`
          : '',
        publicBaseUrl: input.publicBaseUrl,
        payerAccount: input.payerAccount,
        clientPlatform: input.clientPlatform,
      });
      return await this.record(
        tx.id,
        (repo) => repo.move(tx.id, 'PENDING', { payParams: result.payParams }, this.now()),
        true,
      );
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      // Unreachable: the order may exist there; reconciliation asks later. Refused: it does not.
      if (error.retryable) throw domainError('unavailable', 'paymentChannelUnavailable');
      await this.record(tx.id, (repo) => repo.move(tx.id, 'FAIL', { failureReason: error.message }, this.now()));
      throw domainError('precondition', 'paymentFailed');
    }
  }

  /**
   * A status move, or the row as it is when something else moved it first (a
   * fast notification); `answers`: the caller's answer is stored with it.
   */
  private async record(
    id: string,
    move: (repo: TransactionRepository) => Promise<TransactionRecord | undefined>,
    answers = false,
  ): Promise<TransactionRecord> {
    return this.db.transaction().execute(async (trx) => {
      const repo = new TransactionRepository(trx);
      await repo.lockById(id);
      const moved = (await move(repo)) ?? ((await repo.findById(id)) as TransactionRecord);
      return answers ? sealIdempotent(trx, moved) : moved;
    });
  }
}

/** A quote a purpose gave must be a real charge that can still be paid. */
function checkQuote(quote: PaymentQuote, now: Date): PaymentQuote {
  if (!isCents(quote.amount) || compareCents(quote.amount, 0) <= 0) {
    throw new Error(`purpose quoted an invalid amount: ${quote.amount}`);
  }
  if (quote.expireTime && quote.expireTime <= now) throw domainError('precondition', 'paymentExpired');
  return quote;
}
