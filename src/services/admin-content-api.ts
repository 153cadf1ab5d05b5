// The clients of the administrator's regions, holidays and articles pages.
// Only stores/admin-content imports this file, so its descriptors load with
// those pages (the sub subpackage), never with the entry or other staff pages.
import { createClient, type Transport } from '@connectrpc/connect';
import { AdminArticleService } from '../gen/content/v1/admin_article_service_pb';
import { AdminMerchantService } from '../gen/identity/v1/admin_merchant_service_pb';
import { AdminReferenceDataService } from '../gen/platform/v1/admin_reference_data_service_pb';

export function createAdminContentApi(transport: Transport) {
  return {
    adminReferenceData: createClient(AdminReferenceDataService, transport),
    adminArticle: createClient(AdminArticleService, transport),
    // the merchants an article may belong to
    adminMerchant: createClient(AdminMerchantService, transport),
  };
}

export type AdminContentApi = ReturnType<typeof createAdminContentApi>;
