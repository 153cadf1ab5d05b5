import type { RootStore } from '../stores/root.store';
import type { TeleportPlan } from './teleport';

/**
 * Puts the app in the mode a teleport target needs: a diner's page as a diner;
 * a staff page as staff of the store the link names (else the store chosen before,
 * else the first), and only for someone who is staff there. The server still
 * authorizes every call; this only chooses the view.
 */
export async function enterTeleportMode(
  store: RootStore,
  plan: Extract<TeleportPlan, { kind: 'go' }>,
): Promise<'ok' | 'notStaff'> {
  const { operator, staffStanding } = store;
  if (plan.mode === 'diner') {
    if (operator.mode !== 'diner') operator.setType('USER');
    return 'ok';
  }
  if (plan.mode !== 'merchant') return 'ok';
  const standing = staffStanding.standing ?? (await staffStanding.load());
  const stores = standing?.isStaff ? standing.storeIdList : [];
  if (stores.length === 0) return 'notStaff';
  if (plan.storeId) {
    if (!stores.includes(plan.storeId)) return 'notStaff';
    operator.setStoreId(plan.storeId);
  } else if (!stores.includes(operator.storeId)) {
    operator.setStoreId(stores[0]!);
  }
  if (operator.mode !== 'merchant') operator.setType('STORE');
  return 'ok';
}
