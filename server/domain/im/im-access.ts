import { domainError } from '../errors';
import type { OperatorRef } from '../identity/operator-info.service';
import type { PermissionService, StaffStanding } from '../identity/permission.service';
import { ADMIN_PARTY, party, partyOf, type Party } from './im-party';

/** Who is calling, from the session: never from the request. */
export interface ImCaller {
  userId: string;
  /** A phone-logged user (spec section 6); sending needs it. */
  hasPhone: boolean;
  /** Staff memberships and the admin flag, looked up only when a call needs them. */
  standing(): Promise<StaffStanding>;
}

/**
 * Decides which party a caller acts as. Unset: the caller as a diner. A store:
 * staff permitted for it (spec section 6; any permitted staff member answers
 * as the store). ADMIN: an administrator. Anything else is refused.
 */
export class ImAccess {
  constructor(private readonly permissions: PermissionService) {}

  async actingAs(caller: ImCaller, requested: OperatorRef | undefined): Promise<Party> {
    const wanted = requested ? partyOf(requested) : party('USER', caller.userId);
    if (!wanted) throw domainError('permission', 'imOperatorNotAllowed');
    switch (wanted.type) {
      case 'USER':
        if (wanted.id !== caller.userId) throw domainError('permission', 'imOperatorNotAllowed');
        return wanted;
      case 'STORE':
        await this.permissions.requireStore(await caller.standing(), wanted.id);
        return wanted;
      case 'ADMIN':
        if (!(await caller.standing()).isAdmin) throw domainError('permission', 'imOperatorNotAllowed');
        return ADMIN_PARTY;
      default:
        throw domainError('permission', 'imOperatorNotAllowed');
    }
  }

  /**
   * Every party whose conversations the caller may see: themself, each store
   * they are staff of, ADMIN for administrators. An administrator's stores
   * are only those of their own staff memberships (not every store).
   */
  async partiesOf(caller: ImCaller): Promise<Party[]> {
    const parties = [party('USER', caller.userId)];
    const standing = await caller.standing();
    const memberOnly: StaffStanding = { ...standing, isAdmin: false };
    for (const storeId of await this.permissions.permittedStoreIds(memberOnly)) parties.push(party('STORE', storeId));
    if (standing.isAdmin) parties.push(ADMIN_PARTY);
    return parties;
  }
}
