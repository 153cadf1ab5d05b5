import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { OrgRepository } from '../org/org.repository';
import { MerchantRepository } from './merchant.repository';
import type { StaffStanding } from './permission.service';

export interface MerchantStandingRecord {
  merchantId: string;
  merchantName: string;
  wholeMerchant: boolean;
  role: string;
  storeIds: string[];
  /** The stores where the caller is a manager (canManageStore). */
  managedStoreIds: string[];
}

/**
 * What the caller is at merchants, for the client's mode switcher and the
 * "jump to merchant tools" prompt (spec section 4: a store manager detected
 * in the diner app).
 */
export class StaffStandingService {
  constructor(private readonly db: Kysely<Database>) {}

  async describe(
    standing: StaffStanding,
  ): Promise<{ merchants: MerchantStandingRecord[]; storeIds: string[]; managedStoreIds: string[] }> {
    const merchantIds = [...new Set(standing.memberships.map((m) => m.merchantId))];
    const [merchants, wideStores] = await Promise.all([
      new MerchantRepository(this.db).findByIds(merchantIds),
      Promise.all(
        merchantIds.map(async (id) => [id, await new OrgRepository(this.db).storeIdsOfMerchants([id])] as const),
      ),
    ]);
    const storesOfMerchant = new Map(wideStores);
    const result = merchants
      .sort((a, b) => Number(a.id) - Number(b.id))
      .map((merchant) => {
        const mine = standing.memberships.filter((m) => m.merchantId === merchant.id);
        const wholeMerchant = mine.some((m) => m.storeId === null);
        const storeIds = wholeMerchant
          ? (storesOfMerchant.get(merchant.id) ?? [])
          : mine.map((m) => m.storeId as string).sort((a, b) => Number(a) - Number(b));
        const wideManager = mine.some((m) => m.storeId === null && m.role === 'MANAGER');
        const managedStoreIds = wideManager
          ? (storesOfMerchant.get(merchant.id) ?? [])
          : mine.filter((m) => m.role === 'MANAGER').map((m) => m.storeId as string);
        return {
          merchantId: merchant.id,
          merchantName: merchant.name,
          wholeMerchant,
          role: mine.some((m) => m.role === 'MANAGER') ? 'MANAGER' : 'STAFF',
          storeIds: [...new Set(storeIds)],
          managedStoreIds: [...new Set(managedStoreIds)],
        };
      });
    const sorted = (ids: string[]) => [...new Set(ids)].sort((a, b) => Number(a) - Number(b));
    return {
      merchants: result,
      storeIds: sorted(result.flatMap((m) => m.storeIds)),
      managedStoreIds: sorted(result.flatMap((m) => m.managedStoreIds)),
    };
  }
}
