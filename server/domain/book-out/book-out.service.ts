import type { Kysely } from 'kysely';
import { bookOutProblem, type BookOutFields } from '@common/book-out-rules';
import { businessDateOf } from '@common/zoned-time';
import type { Database } from '../../db/schema';
import { checkDinerSnapshot, type PhoneRules } from '../booking/diner-snapshot';
import type { DinerSnapshot } from '../booking/order.record';
import { domainError } from '../errors';
import { BookOutRepository, type BookOutRecord, type BookOutScope } from './book-out.repository';
import type { BookOutStatus } from './book-out.tables';
import { personName } from '@common/person-name';

export interface BookOutInput extends Omit<BookOutFields, 'dinerName' | 'dinerPhone'> {
  storeId: string;
  diner: DinerSnapshot | undefined;
}

export interface BookOutListFilter {
  statusIn: BookOutStatus[];
  startDate: string;
  endDate: string;
  limit: number;
  offset: number;
}

const OPEN: ReadonlySet<BookOutStatus> = new Set(['WAIT_STORE_CONFIRM', 'WAIT_ALLOCATE_BOOKING_ORDER_ID']);
const PAGE = { default: 20, max: 100 };

export const isOpen = (form: BookOutRecord) => OPEN.has(form.status);

/** Loads a request in the caller's scope (locked for a change): another diner's or store's does not exist. */
export async function loadBookOut(
  db: Kysely<Database>,
  scope: BookOutScope,
  id: string,
  lock = false,
): Promise<BookOutRecord> {
  const form = await new BookOutRepository(db).find(scope, id, lock);
  if (!form) throw domainError('not_found', 'bookOutFormNotFound');
  return form;
}

/**
 * Private dining (book-out) requests: the diner sends and cancels; the store
 * confirms, rejects or cancels. Each change is one transaction on the locked
 * request, so two staff answering at once get one success and one refusal.
 * Turning a request into a booking order is BookOutOrderService.
 */
export class BookOutService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly phones: PhoneRules,
    private readonly now: () => Date,
  ) {}

  async create(userId: string, input: BookOutInput): Promise<BookOutRecord> {
    const repo = new BookOutRepository(this.db);
    const diner = input.diner;
    const dinerName = personName(diner);
    const fields: BookOutFields = { ...input, dinerName, dinerPhone: diner?.phone ?? '' };
    // Completeness first, whatever the store: the spec's one message for a form missing its essentials.
    const incomplete = bookOutProblem(fields, '0000-00-00');
    if (incomplete === 'bookOutFormIncomplete') throw domainError('invalid', incomplete);
    const store = await repo.storeOfShift(input.storeId, input.shiftId);
    if (!store) throw domainError('not_found', 'storeDoesNotExist');
    if (!store.hasShift) throw domainError('not_found', 'shiftNotFound');
    const problem = bookOutProblem(fields, businessDateOf(this.now().getTime(), store.timezone));
    if (problem) throw domainError('invalid', problem);
    const snapshot = await checkDinerSnapshot(diner, undefined, this.phones);
    const id = await this.db.transaction().execute((trx) =>
      new BookOutRepository(trx).insert({
        storeId: input.storeId,
        merchantId: store.merchantId,
        userId,
        diner: snapshot,
        preferredDate: input.preferredDate,
        shiftId: input.shiftId,
        adultCount: input.adultCount,
        childCount: input.childCount,
        budget: BigInt(input.budget).toString(),
        space: input.space as BookOutRecord['space'],
        remark: input.remark.trim(),
      }),
    );
    return loadBookOut(this.db, { userId }, id);
  }

  get(scope: BookOutScope, id: string): Promise<BookOutRecord> {
    return loadBookOut(this.db, scope, id);
  }

  list(scope: BookOutScope, filter: BookOutListFilter) {
    const limit = filter.limit > 0 ? Math.min(filter.limit, PAGE.max) : PAGE.default;
    return new BookOutRepository(this.db).list(scope, { ...filter, limit, offset: Math.max(0, filter.offset) });
  }

  /** The diner withdraws a request the store has not finished. */
  dinerCancel(userId: string, id: string): Promise<BookOutRecord> {
    return this.change({ userId }, id, async (repo, form, now) => {
      if (!isOpen(form)) throw domainError('precondition', 'bookOutNotOpen');
      await repo.close(form.id, 'CREATOR_CANCEL', '', now);
    });
  }

  confirm(storeId: string, id: string): Promise<BookOutRecord> {
    return this.change({ storeId }, id, async (repo, form, now) => {
      if (form.status === 'WAIT_ALLOCATE_BOOKING_ORDER_ID') throw domainError('conflict', 'bookOutAlreadyConfirmed');
      if (form.status !== 'WAIT_STORE_CONFIRM') throw domainError('precondition', 'bookOutNotOpen');
      await repo.confirm(form.id, now);
    });
  }

  /** Only a request not yet confirmed is rejected; a confirmed one is cancelled. */
  reject(storeId: string, id: string, remark: string): Promise<BookOutRecord> {
    return this.change({ storeId }, id, async (repo, form, now) => {
      if (form.status === 'WAIT_ALLOCATE_BOOKING_ORDER_ID') throw domainError('conflict', 'bookOutAlreadyConfirmed');
      if (form.status !== 'WAIT_STORE_CONFIRM') throw domainError('precondition', 'bookOutNotOpen');
      await repo.close(form.id, 'STORE_REJECT', remark.trim(), now);
    });
  }

  cancel(storeId: string, id: string, remark: string): Promise<BookOutRecord> {
    return this.change({ storeId }, id, async (repo, form, now) => {
      if (!isOpen(form)) throw domainError('precondition', 'bookOutNotOpen');
      await repo.close(form.id, 'STORE_CANCEL', remark.trim(), now);
    });
  }

  private async change(
    scope: BookOutScope,
    id: string,
    apply: (repo: BookOutRepository, form: BookOutRecord, now: Date) => Promise<void>,
  ): Promise<BookOutRecord> {
    await this.db.transaction().execute(async (trx) => {
      const form = await loadBookOut(trx, scope, id, true);
      await apply(new BookOutRepository(trx), form, this.now());
    });
    return loadBookOut(this.db, scope, id);
  }
}
