// Reports and settlement pages (sub-store subpackage).
export const REPORT_ROUTES = {
  storeReport: '/pages/sub-store/store-report/index',
  settlementList: '/pages/sub-store/settlement-list/index',
  adminSettlement: '/pages/sub-store/admin-settlement/index',
  storeTransactions: '/pages/sub-store/store-transactions/index',
  storeTransactionDetail: '/pages/sub-store/store-transaction-detail/index',
} as const;
