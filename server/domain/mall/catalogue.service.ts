import type { Kysely } from 'kysely';
import { toCurrency, type Currency } from '@common/currency';
import type { IntlTextJson } from '@common/intl-text';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import {
  checkIntlName,
  checkName,
  checkProductInput,
  checkSkuInput,
  checkSkuSpecValues,
  type ProductInput,
  type SkuInput,
} from './catalogue-input';
import { CatalogueRepository } from './catalogue.repository';
import type { ProductRecord } from './mall.record';

export interface Paging {
  limit: number;
  offset: number;
}

/** Caps a page request: 0 means the default of 20, at most 100. */
export function paging(limit: number, offset: number): Paging {
  return { limit: limit > 0 ? Math.min(limit, 100) : 20, offset: Math.max(0, offset) };
}

/**
 * A merchant's catalogue. Staff calls name their merchant (checked by the
 * access rule) and every id they pass must belong to it: another merchant's
 * product answers as missing. Each change locks its product, so edits of one
 * product (a spec deleted while a value is added) queue rather than interleave.
 */
export class CatalogueService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  listForMerchant(merchantId: string, page: Paging) {
    return new CatalogueRepository(this.db).listProducts({ merchantId }, page.limit, page.offset);
  }

  /** Diners: the listed products of the store's merchant, priced in the store's currency. */
  async listForStore(storeId: string, page: Paging) {
    const repo = new CatalogueRepository(this.db);
    const seller = await repo.findSeller(storeId);
    if (!seller) throw domainError('not_found', 'storeDoesNotExist');
    const { list, total } = await repo.listProducts(
      { merchantId: seller.merchantId, listedOnly: true },
      page.limit,
      page.offset,
    );
    return { list, total, currency: toCurrency(seller.currency) };
  }

  /**
   * Diners: a listed product with its listed SKUs; looked at for a store, only a
   * product of that store's merchant (another merchant's answers as missing), with
   * the currency that store prices it in.
   */
  async getListed(productId: string, storeId?: string): Promise<{ product: ProductRecord; currency: Currency | '' }> {
    const repo = new CatalogueRepository(this.db);
    const product = await repo.findProduct(productId, true);
    if (!product) throw domainError('not_found', 'mallProductNotFound');
    if (!storeId) return { product, currency: '' };
    const seller = await repo.findSeller(storeId);
    if (!seller) throw domainError('not_found', 'storeDoesNotExist');
    if (seller.merchantId !== product.merchantId) throw domainError('not_found', 'mallProductNotFound');
    return { product, currency: toCurrency(seller.currency) };
  }

  private async merchantProduct(merchantId: string, productId: string): Promise<ProductRecord> {
    const product = await new CatalogueRepository(this.db).findProduct(productId);
    if (!product || product.merchantId !== merchantId) throw domainError('not_found', 'mallProductNotFound');
    return product;
  }

  /** Runs `change` in one transaction with the product locked, then reads the product back. */
  private async onProduct(
    merchantId: string,
    productId: string,
    change: (repo: CatalogueRepository) => Promise<void>,
  ): Promise<ProductRecord> {
    await this.db.transaction().execute(async (trx) => {
      const repo = new CatalogueRepository(trx);
      const locked = await repo.lockProduct(productId);
      if (!locked || locked.merchant_id !== merchantId) throw domainError('not_found', 'mallProductNotFound');
      await change(repo);
    });
    return this.merchantProduct(merchantId, productId);
  }

  async saveProduct(merchantId: string, productId: string, input: ProductInput): Promise<ProductRecord> {
    const p = checkProductInput(input);
    const values = {
      title: p.title,
      subtitle: p.subtitle,
      description: p.description,
      intl_title: JSON.stringify(p.intlTitle),
      intl_subtitle: JSON.stringify(p.intlSubtitle),
      intl_description: JSON.stringify(p.intlDescription),
      cover: JSON.stringify(p.cover),
      carousel: JSON.stringify(p.carousel),
      quick_code: p.quickCode,
      weight: p.weight,
      type: p.type,
      stock_mode: p.stockMode,
      sale_mode: p.saleMode,
      status: p.status,
    };
    if (!productId || productId === '0') {
      const id = await new CatalogueRepository(this.db).insertProduct({ merchant_id: merchantId, ...values });
      return this.merchantProduct(merchantId, id);
    }
    return this.onProduct(merchantId, productId, (repo) => repo.updateProduct(productId, values, this.now()));
  }

  async saveSpec(
    merchantId: string,
    productId: string,
    specId: string,
    name: string,
    intlName: IntlTextJson = {},
  ): Promise<ProductRecord> {
    const checked = checkName(name);
    const intl = checkIntlName(intlName);
    return this.onProduct(merchantId, productId, async (repo) => {
      if (!specId || specId === '0') return repo.insertSpec(productId, checked, intl);
      const spec = await repo.findSpec(specId);
      if (!spec || spec.product_id !== productId) throw domainError('not_found', 'mallSpecNotFound');
      await repo.renameSpec(specId, checked, intl);
    });
  }

  /** Spec section 5: a spec with values cannot be deleted. */
  async deleteSpec(merchantId: string, specId: string): Promise<ProductRecord> {
    const spec = await new CatalogueRepository(this.db).findSpec(specId);
    if (!spec || spec.merchant_id !== merchantId) throw domainError('not_found', 'mallSpecNotFound');
    return this.onProduct(merchantId, spec.product_id, async (repo) => {
      if ((await repo.countSpecValues(specId)) > 0) throw domainError('precondition', 'mallSpecHasValues');
      await repo.deleteSpec(specId);
    });
  }

  async saveSpecValue(
    merchantId: string,
    specId: string,
    valueId: string,
    value: string,
    intlValue: IntlTextJson = {},
  ): Promise<ProductRecord> {
    const checked = checkName(value);
    const intl = checkIntlName(intlValue);
    const spec = await new CatalogueRepository(this.db).findSpec(specId);
    if (!spec || spec.merchant_id !== merchantId) throw domainError('not_found', 'mallSpecNotFound');
    return this.onProduct(merchantId, spec.product_id, async (repo) => {
      if (!valueId || valueId === '0') return repo.insertSpecValue(specId, checked, intl);
      const existing = await repo.findSpecValue(valueId);
      if (!existing || existing.spec_id !== specId) throw domainError('not_found', 'mallSpecValueNotFound');
      await repo.updateSpecValue(valueId, checked, intl);
    });
  }

  /** A value a SKU is made of stays while the SKU does. */
  async deleteSpecValue(merchantId: string, valueId: string): Promise<ProductRecord> {
    const value = await new CatalogueRepository(this.db).findSpecValue(valueId);
    if (!value || value.merchant_id !== merchantId) throw domainError('not_found', 'mallSpecValueNotFound');
    return this.onProduct(merchantId, value.product_id, async (repo) => {
      if (await repo.specValueInUse(valueId)) throw domainError('precondition', 'mallSpecValueInUse');
      await repo.deleteSpecValue(valueId);
    });
  }

  async saveSku(merchantId: string, skuId: string, input: SkuInput): Promise<ProductRecord> {
    const sku = checkSkuInput(input);
    const salePlanId = sku.salePlanId && sku.salePlanId !== '0' ? sku.salePlanId : null;
    return this.onProduct(merchantId, sku.productId, async (repo) => {
      const product = await repo.findProduct(sku.productId);
      const specValueIds = checkSkuSpecValues(product!.specs, sku.specValueIds);
      if (salePlanId) {
        // Locked, so a plan being deleted meanwhile is either gone here or sees this SKU.
        const plan = await repo.lockSalePlan(salePlanId);
        if (!plan || plan.merchant_id !== merchantId) throw domainError('not_found', 'mallSalePlanNotFound');
      }
      const values = {
        price: sku.price,
        status: sku.status,
        sale_plan_id: salePlanId,
        stock: sku.stock,
        min_quantity: sku.minQuantity,
        max_quantity: sku.maxQuantity,
      };
      if (!skuId || skuId === '0') {
        await repo.insertSku({ product_id: sku.productId, ...values }, specValueIds);
        return;
      }
      const existing = await repo.lockSku(skuId);
      if (!existing || existing.product_id !== sku.productId) throw domainError('not_found', 'mallSkuNotFound');
      if (sku.stock < existing.sold_count) throw domainError('precondition', 'mallStockBelowSold');
      await repo.updateSku(skuId, values, specValueIds, this.now());
    });
  }
}
