import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { isUniqueViolation } from '../booking/booking-label.repository';
import { domainError } from '../errors';
import { MerchantDinerCrmRepository } from './merchant-diner-crm.repository';
import { MembershipLevelRepository, type MembershipLevelFields } from './membership-level.repository';

/** The merchant's membership levels: a name required and unique (ignoring case); a level diners hold stays. */
export class MembershipLevelService {
  constructor(private readonly db: Kysely<Database>) {}

  private repo() {
    return new MembershipLevelRepository(this.db);
  }

  private async merchantOf(storeId: string): Promise<string> {
    const merchantId = await new MerchantDinerCrmRepository(this.db).merchantOfStore(storeId);
    if (!merchantId) throw domainError('not_found', 'storeDoesNotExist');
    return merchantId;
  }

  async list(storeId: string) {
    return this.repo().listOf(await this.merchantOf(storeId));
  }

  async save(storeId: string, levelId: string | null, input: MembershipLevelFields) {
    const merchantId = await this.merchantOf(storeId);
    const fields = {
      ...input,
      name: input.name.trim(),
      description: input.description.trim(),
      color: input.color.trim(),
    };
    if (!fields.name) throw domainError('invalid', 'membershipLevelNameRequired');
    try {
      const id = levelId ?? (await this.repo().insert(merchantId, fields));
      if (levelId && !(await this.repo().update(merchantId, levelId, fields))) {
        throw domainError('not_found', 'membershipLevelNotFound');
      }
      const [level] = await this.repo().listOf(merchantId, id);
      return level!;
    } catch (error) {
      if (isUniqueViolation(error)) throw domainError('conflict', 'membershipLevelExists');
      throw error;
    }
  }

  async delete(storeId: string, levelId: string) {
    const outcome = await this.repo().deleteUnheld(await this.merchantOf(storeId), levelId);
    if (outcome === 'missing') throw domainError('not_found', 'membershipLevelNotFound');
    if (outcome === 'held') throw domainError('precondition', 'membershipLevelInUse');
  }
}
