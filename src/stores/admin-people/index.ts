// The stores of the administrator's staff, feast creators and feast audit
// pages, each built once over the root store's transport. Only those pages
// import this module.
import { createAdminPeopleApi, type AdminPeopleApi } from '../../services/admin-people-api';
import type { RootStore } from '../root.store';
import { FeastAuditStore } from './feast-audit.store';
import { FeastCreatorsStore } from './feast-creators.store';
import { StaffAccessStore } from './staff-access.store';

export interface AdminPeopleStores {
  staffAccess: StaffAccessStore;
  creators: FeastCreatorsStore;
  audit: FeastAuditStore;
}

const stores = new WeakMap<RootStore, AdminPeopleStores>();

export function adminPeopleStores(root: RootStore): AdminPeopleStores {
  const known = stores.get(root);
  if (known) return known;
  const api: AdminPeopleApi = createAdminPeopleApi(root.transport);
  const made = {
    staffAccess: new StaffAccessStore(api),
    creators: new FeastCreatorsStore(api),
    audit: new FeastAuditStore(api),
  };
  stores.set(root, made);
  return made;
}

export { FeastAuditStore, FeastCreatorsStore, StaffAccessStore };
export { emptyDraft, type AccessDraft } from './staff-access.store';
