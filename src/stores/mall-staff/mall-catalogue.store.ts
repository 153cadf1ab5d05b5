import { trimmedIntlName, type IntlTextFields } from '@/common/intl-text';
import type { MessageInitShape } from '@bufbuild/protobuf';
import { makeAutoObservable, runInAction } from 'mobx';
import {
  MallProduct_Status as ProductStatus,
  type MallProduct,
  type MallProductInputSchema,
  type MallSalePlan,
  type MallSkuInputSchema,
  type StockMode,
} from '@/gen/mall/v1/mall_pb';
import type { StaffApi } from '../../services/staff-api';
import { attempt, LoadState } from '../staff-setup/load-state';
import type { StaffStoreListStore } from '../staff/store-list.store';

export type ProductFilter = 'all' | 'LISTED' | 'UNLISTED';
export const PRODUCT_FILTERS: ProductFilter[] = ['all', 'LISTED', 'UNLISTED'];

// The list call has no search: a merchant's mall is a few dozen products, so the
// screen reads them all and filters as the person types.
const LIST_LIMIT = 100;

/**
 * The merchant's mall catalogue as staff manage it (MerchantMallService):
 * products with their specs and SKUs, and the sale plans. The catalogue is
 * merchant-wide; the merchant is the one of the store the staff screens work
 * on. Every change answers the whole product, which replaces the list's copy.
 * Failures are shown by the error catalogue (the server's message).
 */
export class MallCatalogueStore {
  products: MallProduct[] = [];
  salePlans: MallSalePlan[] = [];
  readonly state = new LoadState();
  readonly planState = new LoadState();
  search = '';
  filter: ProductFilter = 'all';
  busy = false;

  constructor(
    private readonly api: StaffApi,
    private readonly stores: StaffStoreListStore,
  ) {
    makeAutoObservable<this, 'api' | 'stores'>(this, { api: false, stores: false }, { autoBind: true });
  }

  private async merchantId(): Promise<string> {
    await this.stores.ensureCurrent();
    return this.stores.current?.merchantId ?? '';
  }

  /** The products the search and filter leave, by title or quick code. */
  get shown(): MallProduct[] {
    const words = this.search.trim().toLowerCase();
    return this.products.filter(
      (p) =>
        (this.filter === 'all' || p.status === ProductStatus[this.filter]) &&
        (!words || p.title.toLowerCase().includes(words) || p.quickCode.toLowerCase().includes(words)),
    );
  }

  product(id: string): MallProduct | undefined {
    return this.products.find((p) => p.model?.id === id);
  }

  setSearch(text: string): void {
    this.search = text;
  }

  setFilter(filter: ProductFilter): void {
    this.filter = filter;
  }

  async load(): Promise<void> {
    const merchantId = await this.merchantId().catch(() => '');
    await this.state.run(
      () => this.api.merchantMall.listMallProducts({ merchantId, query: { limit: LIST_LIMIT } }),
      ({ list }) => (this.products = list),
    );
  }

  /** The products once, for a page opened on its own (a link, a refresh). */
  async ensureLoaded(): Promise<void> {
    if (this.state.status === 'idle') await this.load();
  }

  async loadPlans(): Promise<void> {
    const merchantId = await this.merchantId().catch(() => '');
    await this.planState.run(
      () => this.api.merchantMall.listMallSalePlans({ merchantId }),
      ({ list }) => (this.salePlans = list),
    );
  }

  private keep(product: MallProduct | undefined): MallProduct | null {
    if (!product) return null;
    const at = this.products.findIndex((p) => p.model?.id === product.model?.id);
    if (at >= 0) this.products[at] = product;
    else this.products.unshift(product);
    return product;
  }

  private async change(call: (merchantId: string) => Promise<{ product?: MallProduct }>): Promise<MallProduct | null> {
    this.busy = true;
    const merchantId = await this.merchantId().catch(() => '');
    const answer = await attempt(() => call(merchantId));
    return runInAction(() => {
      this.busy = false;
      return this.keep(answer?.product);
    });
  }

  /** Creates (no id) or updates a product; answers it, or null when refused. */
  saveProduct(productId: string, product: MessageInitShape<typeof MallProductInputSchema>) {
    return this.change((merchantId) => this.api.merchantMall.saveMallProduct({ merchantId, productId, product }));
  }

  /** Saves a spec's name and its translations (empty ones: none). */
  saveSpec(productId: string, specId: string, name: string, intlName?: IntlTextFields) {
    const intl = intlName && trimmedIntlName(intlName);
    return this.change((merchantId) =>
      this.api.merchantMall.saveMallSpec({ merchantId, productId, specId, name: name.trim(), intlName: intl }),
    );
  }

  deleteSpec(specId: string) {
    return this.change((merchantId) => this.api.merchantMall.deleteMallSpec({ merchantId, specId }));
  }

  saveSpecValue(specId: string, valueId: string, value: string, intlValue?: IntlTextFields) {
    const intl = intlValue && trimmedIntlName(intlValue);
    return this.change((merchantId) =>
      this.api.merchantMall.saveMallSpecValue({ merchantId, specId, valueId, value: value.trim(), intlValue: intl }),
    );
  }

  deleteSpecValue(valueId: string) {
    return this.change((merchantId) => this.api.merchantMall.deleteMallSpecValue({ merchantId, valueId }));
  }

  saveSku(skuId: string, sku: MessageInitShape<typeof MallSkuInputSchema>) {
    return this.change((merchantId) => this.api.merchantMall.saveMallSku({ merchantId, skuId, sku }));
  }

  /** Creates (no id) or renames a sale plan; true when saved. */
  async savePlan(salePlanId: string, name: string, stockMode: StockMode): Promise<boolean> {
    this.busy = true;
    const merchantId = await this.merchantId().catch(() => '');
    const answer = await attempt(() =>
      this.api.merchantMall.saveMallSalePlan({ merchantId, salePlanId, name: name.trim(), stockMode }),
    );
    runInAction(() => {
      this.busy = false;
      const plan = answer?.salePlan;
      if (!plan) return;
      const at = this.salePlans.findIndex((p) => p.id === plan.id);
      if (at >= 0) this.salePlans[at] = plan;
      else this.salePlans.push(plan);
    });
    return Boolean(answer?.salePlan);
  }

  /** Deletes a sale plan; the server refuses one with SKUs, and its message is shown. */
  async deletePlan(salePlanId: string): Promise<boolean> {
    this.busy = true;
    const merchantId = await this.merchantId().catch(() => '');
    const answer = await attempt(() => this.api.merchantMall.deleteMallSalePlan({ merchantId, salePlanId }));
    runInAction(() => {
      this.busy = false;
      if (answer) this.salePlans = this.salePlans.filter((p) => p.id !== salePlanId);
    });
    return Boolean(answer);
  }
}
