import { domainError } from '../errors';
import type { OrgRepository, StoreOwner } from '../org/org.repository';
import type { MerchantRepository } from './merchant.repository';
import type { StaffMembership, StaffRepository } from './staff.repository';

/** What a user may act for, read once per call. */
export interface StaffStanding {
  userId: string;
  isAdmin: boolean;
  memberships: StaffMembership[];
}

export function isStaff(standing: StaffStanding): boolean {
  return standing.isAdmin || standing.memberships.length > 0;
}

/** Whether a membership covers a store: merchant-wide, or that very store. */
export function coversStore(membership: StaffMembership, store: StoreOwner): boolean {
  return (
    membership.merchantId === store.merchantId && (membership.storeId === null || membership.storeId === store.storeId)
  );
}

/** A merchant-wide membership (any role) at this merchant. */
export function isMerchantWideMember(standing: StaffStanding, merchantId: string): boolean {
  return standing.memberships.some((m) => m.merchantId === merchantId && m.storeId === null);
}

/** Who may add and remove staff of a store: its managers, the merchant's merchant-wide managers, admins. */
export function canManageStore(standing: StaffStanding, store: StoreOwner): boolean {
  return standing.isAdmin || standing.memberships.some((m) => m.role === 'MANAGER' && coversStore(m, store));
}

/** Who may add and remove staff of a whole merchant: its merchant-wide managers, admins. */
export function canManageMerchant(standing: StaffStanding, merchantId: string): boolean {
  return (
    standing.isAdmin ||
    standing.memberships.some((m) => m.role === 'MANAGER' && m.merchantId === merchantId && m.storeId === null)
  );
}

/**
 * Store permissions (spec section 6): store staff act for their stores,
 * merchant staff for every store of their merchant, administrators for all.
 */
export class PermissionService {
  constructor(
    private readonly staff: StaffRepository,
    private readonly org: OrgRepository,
    private readonly merchants: MerchantRepository,
  ) {}

  async standingOf(userId: string): Promise<StaffStanding> {
    const [isAdmin, memberships] = await Promise.all([this.staff.isAdmin(userId), this.staff.membershipsOf(userId)]);
    return { userId, isAdmin, memberships };
  }

  /** The store, when the standing may act for it; the spec's messages otherwise. */
  async requireStore(standing: StaffStanding, storeId: string): Promise<StoreOwner> {
    const store = await this.org.findStoreOwner(storeId);
    if (!store) throw domainError('permission', 'storeDoesNotExist');
    // Administrators still reach a disabled store, to read its history or enable it again.
    if (store.disabled && !standing.isAdmin) throw domainError('permission', 'storeDisabled');
    if (standing.isAdmin || standing.memberships.some((m) => coversStore(m, store))) return store;
    throw domainError('permission', 'noStorePermission');
  }

  /** Staff of the whole merchant (merchant-wide membership) or an admin; the spec-style messages otherwise. */
  async requireMerchant(standing: StaffStanding, merchantId: string): Promise<void> {
    if (!(await this.merchants.exists(merchantId))) throw domainError('permission', 'merchantDoesNotExist');
    if (standing.isAdmin || isMerchantWideMember(standing, merchantId)) return;
    throw domainError('permission', 'noMerchantPermission');
  }

  /** Every store id the standing may act for (administrators: pass the ids to check instead). */
  async permittedStoreIds(standing: StaffStanding): Promise<string[]> {
    const merchantWide = standing.memberships.filter((m) => m.storeId === null).map((m) => m.merchantId);
    const single = standing.memberships.filter((m) => m.storeId !== null).map((m) => m.storeId as string);
    const all = new Set([...(await this.org.storeIdsOfMerchants([...new Set(merchantWide)])), ...single]);
    return [...all].sort((a, b) => Number(a) - Number(b));
  }
}
