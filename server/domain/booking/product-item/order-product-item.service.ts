import type { Kysely } from 'kysely';
import { addCents, multiplyCents } from '@common/money';
import type { Database } from '../../../db/schema';
import { domainError } from '../../errors';
import { factsOf, OrderMutation, type Actor } from '../order-mutation';
import { transition } from '../order-transitions';
import type { OrderRecord } from '../order.record';
import { OrderRepository } from '../order.repository';
import { checkItemValues, type ItemValues } from './order-product-item-input';
import { OrderProductItemRepository, type OrderProductItemRecord } from './order-product-item.repository';

export interface OrderProductItems {
  items: OrderProductItemRecord[];
  /** Cents. */
  total: string;
}

/** Which orders a caller may read items of: staff by store, a diner by being its owner or creator. */
export type ItemScope = { storeId: string } | { dinerUserId: string };

const CHOICES_LIMIT = 20;

export const itemAmount = (item: { quantity: number; unitPrice: string }) =>
  multiplyCents(item.unitPrice, item.quantity);

function withTotal(items: OrderProductItemRecord[]): OrderProductItems {
  return { items, total: addCents(0, ...items.map(itemAmount)) };
}

/** How an item reads in the order log: the product, its spec values, and the staff's remark. */
const itemName = (item: { productTitle: string; skuSpecText: string }) =>
  [item.productTitle, item.skuSpecText].filter(Boolean).join(' · ');

/**
 * Products of the merchant's mall catalogue served with a booking (a set
 * menu, a bottle). Staff of the order's store add, change and remove them on
 * an open order (the transition table's MODIFY_PRODUCT_ITEMS: not on a
 * FINISHED or CLOSED one); each change locks the order, writes its log entry
 * (PRODUCT_ITEMS_ADD, _MODIFY, _REMOVE, with the items total before and
 * after) and commits as one. Items take no mall stock: they are served at
 * the table, not shipped.
 */
export class OrderProductItemService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  /** The items of an order the caller may see; another store's or diner's order does not exist. */
  async list(scope: ItemScope, orderId: string): Promise<OrderProductItems> {
    const order = /^\d+$/.test(orderId) ? await new OrderRepository(this.db).find(orderId) : undefined;
    const visible =
      order &&
      ('storeId' in scope
        ? order.storeId === scope.storeId && !order.deleteTime
        : order.userId === scope.dinerUserId || order.creatorUserId === scope.dinerUserId);
    if (!visible) throw domainError('not_found', 'orderNotFound');
    return withTotal(await new OrderProductItemRepository(this.db).list(orderId));
  }

  /** The store's merchant's catalogue to pick from, listed or not. */
  async choices(storeId: string, keyword: string) {
    const repo = new OrderProductItemRepository(this.db);
    const merchantId = await repo.merchantOfStore(storeId);
    if (!merchantId) throw domainError('not_found', 'storeDoesNotExist');
    return repo.searchProducts(merchantId, keyword.trim(), CHOICES_LIMIT);
  }

  add(
    storeId: string,
    orderId: string,
    actor: Actor,
    input: { skuId: string; quantity: number; unitPrice?: string; remark: string },
  ): Promise<OrderProductItems> {
    // The price is checked once the SKU's is known; the rest before anything is read.
    checkItemValues({ ...input, unitPrice: input.unitPrice ?? '0' });
    return this.change(storeId, orderId, actor, async (m, order, repo) => {
      const sku = await repo.findSku(input.skuId);
      if (!sku || sku.merchantId !== order.merchantId) throw domainError('not_found', 'mallSkuNotFound');
      const values = checkItemValues({ ...input, unitPrice: input.unitPrice ?? sku.price });
      const item = await repo.insert(order.id, sku, values, m.now);
      return { type: 'PRODUCT_ITEMS_ADD', before: {}, after: { productItem: itemName(item), ...described(values) } };
    });
  }

  update(
    storeId: string,
    orderId: string,
    actor: Actor,
    itemId: string,
    input: { quantity: number; unitPrice: string; remark: string },
  ): Promise<OrderProductItems> {
    const values = checkItemValues(input);
    return this.change(storeId, orderId, actor, async (m, order, repo) => {
      const item = await repo.find(order.id, itemId);
      if (!item) throw domainError('not_found', 'productItemNotFound');
      const was = logged(item);
      const now = logged(values);
      const changed = (Object.keys(now) as Array<keyof typeof now>).filter((k) => now[k] !== was[k]);
      if (!changed.length) return null;
      await repo.update(item.id, values, m.now);
      return {
        type: 'PRODUCT_ITEMS_MODIFY',
        before: Object.fromEntries(changed.map((k) => [k, was[k]])),
        after: { productItem: itemName(item), ...Object.fromEntries(changed.map((k) => [k, now[k]])) },
      };
    });
  }

  remove(storeId: string, orderId: string, actor: Actor, itemId: string): Promise<OrderProductItems> {
    return this.change(storeId, orderId, actor, async (_m, order, repo) => {
      const item = await repo.find(order.id, itemId);
      if (!item) throw domainError('not_found', 'productItemNotFound');
      await repo.remove(item.id);
      return { type: 'PRODUCT_ITEMS_REMOVE', before: {}, after: { productItem: itemName(item), ...described(item) } };
    });
  }

  /**
   * One change in one transaction: the order locked and checked against the
   * transition table, the items changed, the log written with the items
   * total before and after. `run` answers null when nothing changed (nothing
   * is logged).
   */
  private change(
    storeId: string,
    orderId: string,
    actor: Actor,
    run: (
      m: OrderMutation,
      order: OrderRecord,
      repo: OrderProductItemRepository,
    ) => Promise<{ type: string; before: Record<string, unknown>; after: Record<string, unknown> } | null>,
  ): Promise<OrderProductItems> {
    return this.db.transaction().execute(async (trx) => {
      const m = new OrderMutation(trx, this.now(), actor);
      const order = await m.load(orderId, { storeId });
      const repo = new OrderProductItemRepository(trx);
      const before = withTotal(await repo.list(order.id));
      // Checked before the change, so a refused one writes nothing.
      transition('MODIFY_PRODUCT_ITEMS', factsOf(order, m.now));
      const entry = await run(m, order, repo);
      if (!entry) return before;
      const after = withTotal(await repo.list(order.id));
      await m.apply(
        order,
        'MODIFY_PRODUCT_ITEMS',
        {},
        {
          type: entry.type,
          before: { ...entry.before, productItemsTotal: before.total },
          after: { ...entry.after, productItemsTotal: after.total },
          remark: '',
        },
      );
      return after;
    });
  }
}

/** The fields of an item the log records, in cents and words. */
function logged(v: ItemValues | OrderProductItemRecord) {
  return { quantity: v.quantity, unitPrice: v.unitPrice, itemRemark: v.remark };
}

/** An item as an added or removed entry shows it: a blank remark says nothing, so it is left out. */
function described(v: ItemValues | OrderProductItemRecord) {
  const { itemRemark, ...rest } = logged(v);
  return itemRemark ? { ...rest, itemRemark } : rest;
}
