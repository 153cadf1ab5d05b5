import { makeAutoObservable, runInAction } from 'mobx';
import type { IntlTextFields } from '@/common/intl-text';
import type { Platform } from '@/platform';
import type { DeliveryAddress } from '../../gen/mall/v1/mall_pb';
import type { MallOrderItem } from '../../gen/mall/v1/mall_order_pb';
import type { MallApi } from '../../services/mall-api';
import type { MallCart, MallCartItem } from './mall-cart.store';
import { payMallOrder, type MallPayOutcome } from './mall-pay';

export interface CheckoutPreview {
  items: MallOrderItem[];
  total: string;
  /** The store's currency (ISO 4217), as the preview answers it. */
  currency: string;
  deliveryAvailable: boolean;
  selfPickupAvailable: boolean;
}

/** A line whose price changed since the diner saw it: what they saw and what it is now. */
export interface ChangedPrice {
  skuId: string;
  title: string;
  intlTitle?: Partial<IntlTextFields>;
  was: string;
  now: string;
}

/**
 * mall-checkout: prices the cart (PreviewMallOrder), picks a delivery
 * address (the default first), takes a remark, makes the order and sends the
 * diner to the cashier. A changed price is shown and taken into the cart
 * before the diner can confirm, so the order is made at the price they saw.
 */
export class MallCheckout {
  state: 'idle' | 'loading' | 'ready' | 'error' = 'idle';
  preview: CheckoutPreview | null = null;
  addresses: DeliveryAddress[] = [];
  addressId = '';
  remark = '';
  changed: ChangedPrice[] = [];
  busy = false;

  constructor(
    private readonly api: MallApi,
    private readonly platform: Pick<Platform, 'requestPayment'>,
    readonly cart: MallCart,
    /** Buy now: only this SKU of the cart. */
    private readonly onlySkuId = '',
  ) {
    makeAutoObservable<this, 'api' | 'platform' | 'onlySkuId'>(
      this,
      { api: false, platform: false, onlySkuId: false },
      { autoBind: true },
    );
  }

  get items(): MallCartItem[] {
    return this.onlySkuId ? this.cart.items.filter((l) => l.skuId === this.onlySkuId) : this.cart.items;
  }

  private get lines() {
    return this.items.map((l) => ({ skuId: l.skuId, quantity: l.quantity, seenUnitPrice: l.seenUnitPrice }));
  }

  /** The addresses the store's config allows: delivery ones, pick-up ones, or both. */
  get offeredAddresses(): DeliveryAddress[] {
    const p = this.preview;
    if (!p || (!p.deliveryAvailable && !p.selfPickupAvailable)) return this.addresses;
    return this.addresses.filter((a) => (a.selfDelivery ? p.selfPickupAvailable : p.deliveryAvailable));
  }

  get address(): DeliveryAddress | undefined {
    return this.offeredAddresses.find((a) => a.id === this.addressId);
  }

  get canConfirm(): boolean {
    return this.state === 'ready' && this.items.length > 0 && Boolean(this.address) && !this.busy;
  }

  async load(): Promise<void> {
    if (!this.cart.storeId || this.items.length === 0) {
      this.state = 'ready';
      return;
    }
    this.state = this.preview ? this.state : 'loading';
    try {
      const [preview, addresses] = await Promise.all([
        this.api.orders.previewMallOrder({ storeId: this.cart.storeId, lineList: this.lines }),
        this.api.addresses.queryDeliveryAddresses({}),
      ]);
      runInAction(() => {
        this.takePreview(preview);
        this.addresses = [...addresses.list].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
        if (!this.address) this.addressId = this.offeredAddresses[0]?.id ?? '';
        this.state = 'ready';
      });
    } catch {
      runInAction(() => (this.state = 'error'));
    }
  }

  pickAddress(id: string): void {
    this.addressId = id;
  }

  setRemark(remark: string): void {
    this.remark = remark;
  }

  /** Makes the order and goes to the cashier; the order id (null: nothing made) and how paying went. */
  async confirm(): Promise<{ orderId: string; outcome: MallPayOutcome | 'failed'; transactionNo: string } | null> {
    if (!this.canConfirm) return null;
    this.busy = true;
    try {
      const { order } = await this.api.orders.createMallOrder({
        storeId: this.cart.storeId,
        lineList: this.lines,
        deliveryAddressId: this.addressId,
        remark: this.remark.trim(),
      });
      const orderId = order!.model!.id;
      runInAction(() => {
        for (const l of this.items) this.cart.remove(l.skuId);
      });
      const paid = await payMallOrder(this.api, this.platform, orderId).catch(() => null);
      return { orderId, outcome: paid?.outcome ?? 'failed', transactionNo: paid?.transactionNo ?? '' };
    } catch {
      // Refused (the catalogue showed why): price the cart again, so a new price shows before another try.
      await this.load();
      return null;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }

  private takePreview(p: {
    itemList: MallOrderItem[];
    totalAmount: string;
    priceChanged: boolean;
    currency: string;
    deliveryAvailable: boolean;
    selfPickupAvailable: boolean;
  }): void {
    const seen = new Map(this.items.map((l) => [l.skuId, l]));
    const changed = p.itemList
      .filter((i) => seen.has(i.skuId) && seen.get(i.skuId)!.seenUnitPrice !== i.unitPrice)
      .map((i) => ({
        skuId: i.skuId,
        title: i.productTitle,
        intlTitle: i.productIntlTitle,
        was: seen.get(i.skuId)!.seenUnitPrice,
        now: i.unitPrice,
      }));
    // Shown until the diner leaves the page, even after the cart took the new prices.
    if (changed.length > 0) this.changed = changed;
    this.cart.updateSeenPrices(
      p.itemList.map((i) => ({ skuId: i.skuId, unitPrice: i.unitPrice })),
      p.currency,
    );
    this.preview = {
      items: p.itemList,
      total: p.totalAmount,
      currency: p.currency,
      deliveryAvailable: p.deliveryAvailable,
      selfPickupAvailable: p.selfPickupAvailable,
    };
  }
}
