// The administrator's platform overview store and client, built once over the
// root store's transport. Only the administrator's home imports this module.
import { createAdminOverviewApi } from '../../services/admin-overview-api';
import type { RootStore } from '../root.store';
import { OverviewStore } from './overview.store';

/** The platform's own calendar when the administrator has not chosen a zone. */
const PLATFORM_ZONE = 'Asia/Shanghai';
const stores = new WeakMap<RootStore, OverviewStore>();

export function overviewStore(root: RootStore): OverviewStore {
  const known = stores.get(root);
  if (known) return known;
  const made = new OverviewStore(createAdminOverviewApi(root.transport), () => root.settings.timezone ?? PLATFORM_ZONE);
  stores.set(root, made);
  return made;
}

export { OverviewStore };
