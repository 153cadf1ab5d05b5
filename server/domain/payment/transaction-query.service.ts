import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isBusinessDate } from '@common/business-date';
import { domainError } from '../errors';
import { TransactionSearchRepository, type TransactionTotalRow } from './transaction-search.repository';
import type { PaymentPurposeName } from './payment-types';
import { subjectLedger, type SubjectLedger } from './subject-ledger';
import {
  TransactionRepository,
  type Page,
  type TransactionFilter,
  type TransactionRecord,
} from './transaction.repository';

const MAX_PAGE = 100;

export interface TransactionWithRefunds {
  transaction: TransactionRecord;
  refunds: TransactionRecord[];
}

/** The limit and offset of a list call: 0 means the default, the server caps it (spec: page size 100). */
export function pageOf(query: { limit?: number; offset?: number } | undefined): Page {
  const limit = query?.limit && query.limit > 0 ? Math.min(query.limit, MAX_PAGE) : MAX_PAGE;
  return { limit, offset: Math.max(0, query?.offset ?? 0) };
}

/**
 * Who sees which transactions: a diner their own (as payer), staff those of a
 * store they may act for, and anyone holding a transaction number the few
 * fields a payment-result page needs. A transaction outside the caller's reach
 * answers as missing, so its existence is not revealed.
 */
export class TransactionQueryService {
  constructor(private readonly db: Kysely<Database>) {}

  async forPayer(userId: string, transactionId: string): Promise<TransactionWithRefunds> {
    const tx = await this.repo().findById(transactionId);
    if (!tx || tx.payerUserId !== userId) throw domainError('not_found', 'paymentInfoDoesNotExist');
    return this.withRefunds(tx);
  }

  listForPayer(userId: string, filter: TransactionFilter, page: Page) {
    return new TransactionSearchRepository(this.db).list({ payerUserId: userId }, filter, page);
  }

  async forStore(storeId: string, transactionId: string): Promise<TransactionWithRefunds> {
    const tx = await this.repo().findById(transactionId);
    if (!tx || tx.storeId !== storeId) throw domainError('not_found', 'paymentInfoDoesNotExist');
    return this.withRefunds(tx);
  }

  /**
   * A store's transactions for its staff, newest first, with what the whole filtered
   * list moved per currency. Dates are the store's business days, both included.
   */
  async listForStore(
    storeId: string,
    filter: TransactionFilter,
    page: Page,
  ): Promise<{ list: TransactionRecord[]; total: number; totals: TransactionTotalRow[] }> {
    const { startDate, endDate } = filter;
    if ((startDate && !isBusinessDate(startDate)) || (endDate && !isBusinessDate(endDate))) {
      throw domainError('invalid', 'invalidDate');
    }
    if (startDate && endDate && endDate < startDate) throw domainError('invalid', 'invalidDate');
    const search = new TransactionSearchRepository(this.db);
    const [found, totals] = await Promise.all([search.list({ storeId }, filter, page), search.totals(storeId, filter)]);
    return { ...found, totals };
  }

  async byNumber(transactionNo: string): Promise<TransactionRecord> {
    const tx = await this.repo().findByNo(transactionNo);
    if (!tx) throw domainError('not_found', 'paymentInfoDoesNotExist');
    return tx;
  }

  /** A subject's payments and refunds and what they add up to. */
  ledgerOf(purpose: PaymentPurposeName, subjectId: string): Promise<SubjectLedger> {
    return subjectLedger(this.db, purpose, subjectId);
  }

  private async withRefunds(tx: TransactionRecord): Promise<TransactionWithRefunds> {
    const refunds = tx.kind === 'PAYMENT' ? await this.repo().refundsOf(tx.id) : [];
    return { transaction: tx, refunds };
  }

  private repo(): TransactionRepository {
    return new TransactionRepository(this.db);
  }
}
