import { makeAutoObservable } from 'mobx';
import type { IntlTextFields } from '@/common/intl-text';
import { addCents, multiplyCents } from '@/common/money';
import type { KeyValueStorage } from '@/platform';
import { clampQuantity, type QuantityLimits } from './sku-choice';

/** One SKU in the cart, with what the diner saw when adding it. */
export interface MallCartItem {
  skuId: string;
  productId: string;
  title: string;
  specText: string;
  /** The title and spec line per language where staff gave them (absent on lines saved before). */
  intlTitle?: Partial<IntlTextFields>;
  specIntlText?: Partial<IntlTextFields>;
  coverUrl: string;
  /** Cents each, as last shown to the diner; checkout sends it so a changed price is caught. */
  seenUnitPrice: string;
  /** The store's currency that price was shown in; '' on a line saved before carts kept it. */
  currency: string;
  quantity: number;
  min: number;
  max: number;
}

const KEY_PREFIX = 'mall-cart:';

function read(storage: KeyValueStorage, storeId: string): MallCartItem[] {
  try {
    const parsed: unknown = JSON.parse(storage.get(KEY_PREFIX + storeId) ?? '[]');
    return Array.isArray(parsed) ? (parsed as MallCartItem[]).filter((l) => l && typeof l.skuId === 'string') : [];
  } catch {
    // A damaged entry is an empty cart, not a crash.
    return [];
  }
}

/**
 * A diner's cart at one store, kept on the device (platform storage) so it
 * survives closing the app. Quantities stay within each SKU's min and max.
 */
export class MallCart {
  items: MallCartItem[];

  constructor(
    private readonly storage: KeyValueStorage,
    readonly storeId: string,
  ) {
    this.items = storeId ? read(storage, storeId) : [];
    makeAutoObservable<this, 'storage'>(this, { storage: false }, { autoBind: true });
  }

  /** Reads the cart again (another page changed it). */
  load(): void {
    this.items = this.storeId ? read(this.storage, this.storeId) : [];
  }

  get count(): number {
    return this.items.reduce((n, l) => n + l.quantity, 0);
  }

  get total(): string {
    return addCents('0', ...this.items.map((l) => multiplyCents(l.seenUnitPrice, l.quantity)));
  }

  /** The store's currency the cart's prices were shown in ('' until one line knows it). */
  get currency(): string {
    return this.items.find((l) => l.currency)?.currency ?? '';
  }

  find(skuId: string): MallCartItem | undefined {
    return this.items.find((l) => l.skuId === skuId);
  }

  /** Adds a quantity of a SKU (to what is there), kept within its limits and at today's price. */
  add(item: Omit<MallCartItem, 'quantity'>, quantity: number): void {
    const there = this.find(item.skuId);
    const limits: QuantityLimits = { min: item.min, max: item.max };
    const next = clampQuantity((there?.quantity ?? 0) + quantity, limits);
    this.items = there
      ? this.items.map((l) => (l.skuId === item.skuId ? { ...item, quantity: next } : l))
      : [...this.items, { ...item, quantity: next }];
    this.save();
  }

  setQuantity(skuId: string, quantity: number): void {
    this.items = this.items.map((l) =>
      l.skuId === skuId ? { ...l, quantity: clampQuantity(quantity, { min: l.min, max: l.max }) } : l,
    );
    this.save();
  }

  remove(skuId: string): void {
    this.items = this.items.filter((l) => l.skuId !== skuId);
    this.save();
  }

  /** Takes the prices checkout answered as the ones the diner has now seen. */
  updateSeenPrices(prices: ReadonlyArray<{ skuId: string; unitPrice: string }>, currency: string): void {
    const bySku = new Map(prices.map((p) => [p.skuId, p.unitPrice]));
    this.items = this.items.map((l) =>
      bySku.has(l.skuId) ? { ...l, seenUnitPrice: bySku.get(l.skuId)!, currency } : l,
    );
    this.save();
  }

  /** Empties the cart once its order is made. */
  clear(): void {
    this.items = [];
    this.save();
  }

  /** The lines checkout sends. */
  get lines(): Array<{ skuId: string; quantity: number; seenUnitPrice: string }> {
    return this.items.map((l) => ({ skuId: l.skuId, quantity: l.quantity, seenUnitPrice: l.seenUnitPrice }));
  }

  private save(): void {
    if (!this.storeId) return;
    if (this.items.length === 0) this.storage.remove(KEY_PREFIX + this.storeId);
    else this.storage.set(KEY_PREFIX + this.storeId, JSON.stringify(this.items));
  }
}
