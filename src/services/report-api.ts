// The clients of the report, settlement and store transaction pages. Only stores/report imports this
// file, so on H5 and in mini-programs these descriptors load with those pages (the
// sub-store subpackage), never with the entry or the other staff pages.
import { createClient, type Transport } from '@connectrpc/connect';
import { AdminMerchantService } from '../gen/identity/v1/admin_merchant_service_pb';
import { AdminSettlementService, MerchantSettlementService } from '../gen/payment/v1/settlement_service_pb';
import { StorePaymentConfigService } from '../gen/payment/v1/store_payment_config_service_pb';
import { StoreTransactionService } from '../gen/payment/v1/store_transaction_service_pb';
import { StoreReportService } from '../gen/report/v1/report_service_pb';

export function createReportApi(transport: Transport) {
  return {
    storeReport: createClient(StoreReportService, transport),
    merchantSettlement: createClient(MerchantSettlementService, transport),
    adminSettlement: createClient(AdminSettlementService, transport),
    // the settlement page's merchant picker
    adminMerchant: createClient(AdminMerchantService, transport),
    storeTransaction: createClient(StoreTransactionService, transport),
    storePaymentConfig: createClient(StorePaymentConfigService, transport),
  };
}

export type ReportApi = ReturnType<typeof createReportApi>;
