import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import { ImNotifyRepository } from '../im/im-notify.repository';
import type { StoreOwner } from '../org/org.repository';
import { canManageMerchant, canManageStore, type StaffStanding } from './permission.service';
import type { PhoneParser } from './phone-parser';
import { StaffRepository, type StaffMemberRecord } from './staff.repository';
import { UserRepository } from './user.repository';

export type StaffRoleName = 'MANAGER' | 'STAFF';

export interface NewStaff {
  phoneRegionCode: string;
  phone: string;
  role: StaffRoleName;
  /** Family and given name as the store writes them (the order log shows them); blank keeps a member's own. */
  lastName?: string;
  firstName?: string;
}

/**
 * Adding and removing staff (spec section 6). The access interceptor has
 * already checked the caller may act for the store or merchant; here the
 * caller must also be a manager there. Staff are added by phone: a phone
 * nobody uses yet becomes a user who logs in by SMS later.
 */
export class StaffManagementService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly phones: PhoneParser,
  ) {}

  listStoreStaff(store: StoreOwner): Promise<StaffMemberRecord[]> {
    return new StaffRepository(this.db).listMembers(store.merchantId, store.storeId);
  }

  listMerchantStaff(merchantId: string): Promise<StaffMemberRecord[]> {
    return new StaffRepository(this.db).listMembers(merchantId);
  }

  async addStoreStaff(standing: StaffStanding, store: StoreOwner, input: NewStaff): Promise<StaffMemberRecord> {
    if (!canManageStore(standing, store)) throw domainError('permission', 'managersOnly');
    return this.add(store.merchantId, store.storeId, input);
  }

  async addMerchantStaff(standing: StaffStanding, merchantId: string, input: NewStaff): Promise<StaffMemberRecord> {
    if (!canManageMerchant(standing, merchantId)) throw domainError('permission', 'managersOnly');
    return this.add(merchantId, null, input);
  }

  /** Removes a member of this very store (merchant-wide members are removed at the merchant). */
  async removeStoreStaff(standing: StaffStanding, store: StoreOwner, memberId: string): Promise<void> {
    if (!canManageStore(standing, store)) throw domainError('permission', 'managersOnly');
    await this.remove(standing, memberId, (m) => m.merchantId === store.merchantId && m.storeId === store.storeId);
  }

  async removeMerchantStaff(standing: StaffStanding, merchantId: string, memberId: string): Promise<void> {
    if (!canManageMerchant(standing, merchantId)) throw domainError('permission', 'managersOnly');
    await this.remove(standing, memberId, (m) => m.merchantId === merchantId);
  }

  private async add(merchantId: string, storeId: string | null, input: NewStaff): Promise<StaffMemberRecord> {
    const phone = await this.phones.parse(input.phoneRegionCode, input.phone);
    return this.db.transaction().execute(async (trx) => {
      const user = await new UserRepository(trx).findOrCreateByPhone(phone);
      const staff = new StaffRepository(trx);
      const id = await staff.upsertMember({
        userId: user.id,
        merchantId,
        storeId,
        role: input.role,
        lastName: (input.lastName ?? '').trim(),
        firstName: (input.firstName ?? '').trim(),
      });
      return (await staff.listMembers(merchantId)).find((m) => m.id === id) as StaffMemberRecord;
    });
  }

  private async remove(
    standing: StaffStanding,
    memberId: string,
    belongs: (member: { merchantId: string; storeId: string | null }) => boolean,
  ): Promise<void> {
    const staff = new StaffRepository(this.db);
    const member = await staff.findMember(memberId);
    if (!member || !belongs(member)) throw domainError('not_found', 'staffMemberDoesNotExist');
    // Nobody locks themselves out; another manager or an admin can do it.
    if (member.userId === standing.userId) throw domainError('precondition', 'cannotRemoveYourself');
    // Their open sockets heard the store: they close with the removal and reconnect without it.
    await this.db.transaction().execute(async (trx) => {
      await new StaffRepository(trx).removeMember(member.id);
      await new ImNotifyRepository(trx).accessChanged([member.userId]);
    });
  }
}
