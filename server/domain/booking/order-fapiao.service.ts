import type { Kysely } from 'kysely';
import type { FapiaoTitleFields } from '@common/fapiao-title';
import type { Database } from '../../db/schema';
import { checkFapiaoTitle } from '../diner/fapiao-title.service';
import { FapiaoTitleRepository, type FapiaoTitleRecord } from '../diner/fapiao-title.repository';
import { domainError } from '../errors';
import { OrderRepository } from './order.repository';
import { OrderMutation, type Actor, type OrderScope } from './order-mutation';
import type { OrderRecord } from './order.record';

const FIELDS: (keyof FapiaoTitleFields)[] = [
  'kind',
  'title',
  'taxpayerId',
  'address',
  'phone',
  'bankName',
  'bankAccount',
  'email',
];

// Field by field: jsonb keeps keys in its own order, so the stored copy's JSON text differs.
const same = (a: FapiaoTitleFields | null, b: FapiaoTitleFields | null) =>
  a === null || b === null ? a === b : FIELDS.every((k) => a[k] === b[k]);

/**
 * The fapiao title on a booking order, set by its diner or its store's staff.
 * The order keeps a copy, so a later edit of the diner's saved title does
 * not change what the order asked for. Attaching logs FAPIAO_CREATE,
 * changing FAPIAO_UPDATE, removing FAPIAO_DELETE; setting what is already
 * there changes and logs nothing.
 */
export class OrderFapiaoService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  set(scope: OrderScope, orderId: string, actor: Actor, input: FapiaoTitleFields | null): Promise<OrderRecord> {
    const fapiao = input && checkFapiaoTitle(input);
    return this.db.transaction().execute(async (trx) => {
      const m = new OrderMutation(trx, this.now(), actor);
      const order = await m.load(orderId, scope);
      if (same(order.fapiao, fapiao)) return order;
      const type = !order.fapiao ? 'FAPIAO_CREATE' : !fapiao ? 'FAPIAO_DELETE' : 'FAPIAO_UPDATE';
      return m.apply(
        order,
        'MODIFY_RECORD',
        { fapiao: fapiao && JSON.stringify(fapiao) },
        { type, before: { fapiao: order.fapiao }, after: { fapiao }, remark: '' },
      );
    });
  }

  /**
   * The titles the order's guest keeps in their account, for staff issuing
   * its fapiao: the guest the order is for, else the diner who booked it. A
   * phone booking without an account has none. Another store's order (or one
   * staff deleted) does not exist for the caller.
   */
  async guestTitles(storeId: string, orderId: string): Promise<FapiaoTitleRecord[]> {
    const order = /^\d+$/.test(orderId) ? await new OrderRepository(this.db).find(orderId) : undefined;
    if (!order || order.storeId !== storeId || order.deleteTime) throw domainError('not_found', 'orderNotFound');
    const guest = order.userId ?? (order.creatorType === 'USER' ? order.creatorUserId : null);
    return guest ? new FapiaoTitleRepository(this.db).list(guest) : [];
  }
}
