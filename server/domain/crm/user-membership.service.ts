import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { UserRecord } from '../identity/user.repository';
import { UserMembershipRepository, type MyMembershipRecord } from './user-membership.repository';

/**
 * A diner's own memberships. Staff often enter a guest by phone before the
 * guest has an account, so a record with the person's verified phone counts
 * as theirs; an unverified phone proves nothing and matches only by account.
 */
export class UserMembershipService {
  constructor(private readonly db: Kysely<Database>) {}

  list(user: UserRecord): Promise<MyMembershipRecord[]> {
    const phone = user.phoneVerified && user.phone ? { regionCode: user.phoneRegionCode, phone: user.phone } : null;
    return new UserMembershipRepository(this.db).listFor(user.id, phone);
  }
}
