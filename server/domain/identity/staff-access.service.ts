import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import { ImNotifyRepository } from '../im/im-notify.repository';
import { MerchantRepository } from './merchant.repository';
import type { PhoneParser } from './phone-parser';
import { StaffAccessRepository, type StaffAccessRow } from './staff-access.repository';
import type { StaffRoleName } from './staff-management.service';
import { UserRepository, type UserRecord } from './user.repository';

/** One person's access at a merchant, as the administrator sees and sets it. */
export interface StaffAccess {
  user: UserRecord;
  role: StaffRoleName;
  wholeMerchant: boolean;
  storeIds: string[];
}

export interface StaffAccessInput {
  phoneRegionCode: string;
  phone: string;
  role: StaffRoleName;
  wholeMerchant: boolean;
  storeIds: string[];
}

/** A person's rows folded into one access: the best role, merchant-wide when any row is. */
export function foldAccess(rows: StaffAccessRow[]): StaffAccess[] {
  const people = new Map<string, StaffAccess>();
  for (const row of rows) {
    const person = people.get(row.user.id) ?? { user: row.user, role: 'STAFF', wholeMerchant: false, storeIds: [] };
    if (row.role === 'MANAGER') person.role = 'MANAGER';
    if (row.storeId === null) person.wholeMerchant = true;
    else person.storeIds.push(row.storeId);
    people.set(row.user.id, person);
  }
  for (const person of people.values()) if (person.wholeMerchant) person.storeIds = [];
  return [...people.values()];
}

/**
 * Administrators set who works for a merchant, per person: a role over the
 * whole merchant or over some of its stores. It writes the same staff_member
 * rows the staff's own screens and the access rules read, so what a role may
 * do is decided where it always was (permission.service.ts). The interceptor
 * has checked the caller is an administrator.
 */
export class StaffAccessService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly phones: PhoneParser,
  ) {}

  async list(merchantId: string, keyword: string): Promise<StaffAccess[]> {
    if (!(await new MerchantRepository(this.db).exists(merchantId))) {
      throw domainError('not_found', 'merchantDoesNotExist');
    }
    return foldAccess(await new StaffAccessRepository(this.db).rows(merchantId, keyword.trim()));
  }

  async set(merchantId: string, input: StaffAccessInput): Promise<StaffAccess> {
    const role = input.role;
    const storeIds = [...new Set(input.storeIds)];
    if (!input.wholeMerchant && storeIds.length === 0) throw domainError('invalid', 'staffStoresRequired');
    const phone = await this.phones.parse(input.phoneRegionCode, input.phone);
    return this.db.transaction().execute(async (trx) => {
      const repo = new StaffAccessRepository(trx);
      if (!(await repo.lockMerchant(merchantId))) throw domainError('not_found', 'merchantDoesNotExist');
      const own = await repo.storeIdsOf(merchantId);
      if (!input.wholeMerchant && storeIds.some((id) => !own.has(id))) {
        throw domainError('invalid', 'storeOfAnotherMerchant');
      }
      const user = await new UserRepository(trx).findOrCreateByPhone(phone);
      await this.keepingAManager(repo, merchantId, () =>
        repo.replace(merchantId, user.id, input.wholeMerchant ? [null] : storeIds, role),
      );
      await new ImNotifyRepository(trx).accessChanged([user.id]);
      return foldAccess(await repo.rows(merchantId, '', user.id))[0];
    });
  }

  async remove(merchantId: string, userId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const repo = new StaffAccessRepository(trx);
      if (!(await repo.lockMerchant(merchantId))) throw domainError('not_found', 'merchantDoesNotExist');
      await this.keepingAManager(repo, merchantId, async () => {
        if ((await repo.remove(merchantId, userId)) === 0) throw domainError('not_found', 'staffMemberDoesNotExist');
      });
      await new ImNotifyRepository(trx).accessChanged([userId]);
    });
  }

  /**
   * Merchant-wide managers are the merchant's only staff who can change its
   * staff, its configs and its settings. A change that would leave a merchant
   * that had one without any is refused (inside the transaction, so it rolls
   * back); a new merchant without managers yet may be given its first.
   */
  private async keepingAManager(repo: StaffAccessRepository, merchantId: string, change: () => Promise<void>) {
    const before = await repo.wholeMerchantManagers(merchantId);
    await change();
    if (before > 0 && (await repo.wholeMerchantManagers(merchantId)) === 0) {
      throw domainError('precondition', 'lastMerchantManager');
    }
  }
}
