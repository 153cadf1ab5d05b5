import { makeAutoObservable, runInAction } from 'mobx';
import { settlementCsv, type SettlementCsvLabels } from '@/common/settlement-csv';
import type { SettlementItem, SettlementStatement } from '@/gen/payment/v1/settlement_service_pb';
import { saveTextFile } from '@/platform/save-file';
import type { ReportApi } from '../../services/report-api';
import type { LoadStatus } from '../client-config.store';

/**
 * Settlement statements: a merchant's staff read theirs and their items; an
 * administrator makes statements for a period and records payouts.
 */
export class SettlementStore {
  statements: SettlementStatement[] = [];
  status: LoadStatus = 'idle';
  items: SettlementItem[] = [];
  itemsOf = '';

  constructor(private readonly api: ReportApi) {
    makeAutoObservable<this, 'api'>(this, { api: false }, { autoBind: true });
  }

  private async list(fetch: () => Promise<{ list: SettlementStatement[] }>) {
    this.status = 'loading';
    try {
      const { list } = await fetch();
      runInAction(() => {
        this.statements = list;
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => (this.status = 'error'));
      throw error;
    }
  }

  loadMerchant(merchantId: string): Promise<void> {
    return this.list(() => this.api.merchantSettlement.listMerchantSettlementStatements({ merchantId }));
  }

  loadAll(): Promise<void> {
    return this.list(() => this.api.adminSettlement.listSettlementStatements({}));
  }

  async loadItems(merchantId: string, statementId: string): Promise<SettlementItem[]> {
    const { itemList } = await this.api.merchantSettlement.getMerchantSettlementStatement({ merchantId, statementId });
    runInAction(() => {
      this.items = itemList;
      this.itemsOf = statementId;
    });
    return itemList;
  }

  /** The last business date a listed statement of the merchant covers (any currency); '' when none. */
  lastPeriodEnd(merchantId: string): string {
    return this.statements
      .filter((s) => s.merchantId === merchantId)
      .reduce((last, s) => (s.periodEnd > last ? s.periodEnd : last), '');
  }

  async create(merchantId: string, periodStart: string, periodEnd: string): Promise<void> {
    await this.api.adminSettlement.createSettlementStatements({ merchantId, periodStart, periodEnd });
    await this.loadAll();
  }

  async recordPayout(statementId: string, reference: string, payoutDate: string, amount: string): Promise<void> {
    await this.api.adminSettlement.recordSettlementPayout({ statementId, reference, payoutDate, amount });
    await this.loadAll();
  }

  /** Saves a statement and its items as a CSV file (the web); false where the host cannot. */
  async exportCsv(statement: SettlementStatement, labels: SettlementCsvLabels): Promise<boolean> {
    const items = await this.loadItems(statement.merchantId, statement.id);
    const name = `settlement-${statement.id}-${statement.periodStart}-${statement.periodEnd}.csv`;
    return saveTextFile(settlementCsv(statement, items, labels), name, 'text/csv;charset=utf-8');
  }
}
