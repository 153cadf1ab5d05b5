// Reports and settlement pages (sub-store subpackage).
export const REPORT_ROUTES = {
  storeReport: '/pages/sub-store/store-report/index',
  settlementList: '/pages/sub-store/settlement-list/index',
  adminSettlement: '/pages/sub-store/admin-settlement/index',
} as const;
