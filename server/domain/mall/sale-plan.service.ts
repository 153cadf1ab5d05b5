import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import { CatalogueRepository } from './catalogue.repository';
import type { SalePlanRecord } from './mall.record';
import type { StockMode } from './mall.tables';

/** A merchant's sale plans: named groups of SKUs with one stock mode. */
export class SalePlanService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  list(merchantId: string): Promise<SalePlanRecord[]> {
    return new CatalogueRepository(this.db).listSalePlans(merchantId);
  }

  async save(merchantId: string, planId: string, name: string, stockMode?: StockMode): Promise<SalePlanRecord> {
    const trimmed = name.trim();
    if (!trimmed || !stockMode) throw domainError('invalid', 'mallSalePlanInvalid');
    const id = await this.db.transaction().execute(async (trx) => {
      const repo = new CatalogueRepository(trx);
      if (!planId || planId === '0') {
        return repo.insertSalePlan({ merchant_id: merchantId, name: trimmed, stock_mode: stockMode });
      }
      const plan = await repo.lockSalePlan(planId);
      if (!plan || plan.merchant_id !== merchantId) throw domainError('not_found', 'mallSalePlanNotFound');
      await repo.updateSalePlan(planId, { name: trimmed, stock_mode: stockMode }, this.now());
      return planId;
    });
    const [plan] = await new CatalogueRepository(this.db).listSalePlans(merchantId, id);
    return plan;
  }

  /**
   * Spec section 5: a sale plan with SKUs cannot be deleted. The plan is
   * locked first, and the SKU's foreign key refuses the delete in the
   * database should a SKU join the plan some other way.
   */
  async delete(merchantId: string, planId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const repo = new CatalogueRepository(trx);
      const plan = await repo.lockSalePlan(planId);
      if (!plan || plan.merchant_id !== merchantId) throw domainError('not_found', 'mallSalePlanNotFound');
      const [withCount] = await repo.listSalePlans(merchantId, planId);
      if (withCount.skuCount > 0) throw domainError('precondition', 'mallSalePlanHasSkus');
      await repo.deleteSalePlan(planId);
    });
  }
}
