import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PhoneParser } from '../identity/phone-parser';
import { MembershipLevelService } from './membership-level.service';
import { MerchantDinerService } from './merchant-diner.service';
import { UserMembershipService } from './user-membership.service';

/** The diner CRM's services, wired once per server instance. */
export function createCrmModule(db: Kysely<Database>, phones: PhoneParser, now: () => Date) {
  return {
    diners: new MerchantDinerService(db, phones, now),
    membershipLevels: new MembershipLevelService(db),
    userMemberships: new UserMembershipService(db),
  };
}

export type CrmModule = ReturnType<typeof createCrmModule>;
