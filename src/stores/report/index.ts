// The report and settlement pages' stores and clients, built once over the root
// store's transport. Only those pages import this module (see services/report-api.ts).
import { createReportApi } from '../../services/report-api';
import type { RootStore } from '../root.store';
import { ReportStore } from './report.store';
import { MerchantPickerStore } from './merchant-picker.store';
import { SettlementStore } from './settlement.store';
import { TransactionListStore } from './transaction-list.store';

export interface ReportApp {
  report: ReportStore;
  settlement: SettlementStore;
  /** The administrator's settlement page's merchant search. */
  merchantPicker: MerchantPickerStore;
  transactions: TransactionListStore;
}

const apps = new WeakMap<RootStore, ReportApp>();

/** The report app of this root store; the current store comes from the staff app. */
export function reportApp(root: RootStore): ReportApp {
  const known = apps.get(root);
  if (known) return known;
  const api = createReportApi(root.transport);
  const report = new ReportStore({
    api,
    store: () => {
      const current = root.staff.stores.current;
      return current?.model
        ? { id: current.model.id, merchantId: current.merchantId, timezone: current.timezone }
        : undefined;
    },
  });
  const transactions = new TransactionListStore({
    api,
    store: () => {
      const current = root.staff.stores.current;
      return current?.model ? { id: current.model.id, timezone: current.timezone } : undefined;
    },
  });
  const app = {
    report,
    settlement: new SettlementStore(api),
    merchantPicker: new MerchantPickerStore(api),
    transactions,
  };
  apps.set(root, app);
  return app;
}
