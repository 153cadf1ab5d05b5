import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import { FeastAdminRepository } from './feast-admin.repository';
import { FeastExtraRepository } from './feast-extra.repository';
import type { FeastQueryService, FeastView } from './feast-query.service';
import type { FeastQuestionService } from './feast-question.service';
import { FeastRepository, type Page } from './feast.repository';
import type { FeastService } from './feast.service';

/**
 * The platform's side of feasts (the interceptor has checked the caller is an
 * administrator): who may host at a merchant's stores, and the audit queue.
 * Granting and reviewing go through the same rules as the store's own
 * screens (FeastQuestionService, FeastService.audit), so a feast approved
 * here is exactly one approved by its store.
 */
export class FeastAdminService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly feasts: FeastService,
    private readonly questions: FeastQuestionService,
    private readonly queries: FeastQueryService,
  ) {}

  permittedCreators(merchantId: string) {
    return new FeastAdminRepository(this.db).permittedCreatorsOfMerchant(merchantId);
  }

  async grant(merchantId: string, storeId: string, regionCode: string, phone: string) {
    const store = await this.storeOf(merchantId, storeId);
    const user = await this.questions.addPermitted(store.id, regionCode, phone);
    return { storeId: store.id, storeName: store.name, user };
  }

  async revoke(merchantId: string, storeId: string, userId: string): Promise<void> {
    const store = await this.storeOf(merchantId, storeId);
    if (!(await new FeastExtraRepository(this.db).isPermitted(store.id, userId))) {
      throw domainError('not_found', 'permittedCreatorNotFound');
    }
    await this.questions.removePermitted(store.id, userId);
  }

  async auditQueue(merchantId: string | null, page: Page): Promise<{ list: FeastView[]; total: number }> {
    const { list, total } = await new FeastAdminRepository(this.db).awaitingAudit(merchantId, page);
    return { list: await this.queries.views(list, null, true), total };
  }

  /** Reviews as the feast's own store would (its staff's editor), so the same transition and refunds apply. */
  async review(adminUserId: string, feastId: string, approve: boolean, reason: string): Promise<FeastView> {
    if (!approve && !reason) throw domainError('invalid', 'feastRejectReasonRequired');
    const feast = await new FeastRepository(this.db).find(feastId);
    if (!feast) throw domainError('not_found', 'feastNotFound');
    const reviewed = await this.feasts.audit(
      { kind: 'staff', userId: adminUserId, storeId: feast.storeId },
      feast.id,
      approve,
      reason,
    );
    return (await this.queries.views([reviewed], null, true))[0];
  }

  private async storeOf(merchantId: string, storeId: string) {
    const store = await new FeastRepository(this.db).storeInfo(storeId);
    if (!store) throw domainError('not_found', 'storeDoesNotExist');
    if (store.merchant_id !== merchantId) throw domainError('invalid', 'storeOfAnotherMerchant');
    return store;
  }
}
