// The administrator's short links page's store and client, built once over the
// root store's transport. Only that page imports this module.
import { createAdminLinkApi } from '../../services/admin-link-api';
import { currentBases } from '../../services/api-base';
import type { RootStore } from '../root.store';
import { ShortLinksStore } from './short-links.store';

const stores = new WeakMap<RootStore, ShortLinksStore>();

export function shortLinksStore(root: RootStore): ShortLinksStore {
  const known = stores.get(root);
  if (known) return known;
  const made = new ShortLinksStore(
    createAdminLinkApi(root.transport),
    () => currentBases(root.platform.storage).apiBase,
  );
  stores.set(root, made);
  return made;
}

export { ShortLinksStore };
