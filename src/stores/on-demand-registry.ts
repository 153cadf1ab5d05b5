import type { AccountStore } from './account.store';
import type { DeviceSessionsStore } from './device-sessions.store';
import type { FeastStore } from './feast/feast.store';
import type { ImStore } from './im/im.store';
import type { LoginFlowStore } from './login-flow.store';
import type { PushStore } from './push/push.store';
import type { RegionStore } from './region.store';
import type { RootStore } from './root.store';
import type { StaffStore } from './staff';
import type { StaffSetupStore } from './staff-setup';
import type { AdminConsoleStore } from './admin';

/** The staff app's stores (see staff-app.ts): bookings, store setup and CRM, the client config editor. */
export interface StaffApp {
  staff: StaffStore;
  staffSetup: StaffSetupStore;
  adminConsole: AdminConsoleStore;
}

/**
 * The parts of the app built on first use rather than at start (feast-app.ts,
 * push-app.ts, im-app.ts, login-app.ts, staff-app.ts): the root store reads a factory
 * here, which the part's own module registers when it loads, so the entry never imports
 * the part's code. The one way a part is fetched is `PartLoader`, which the app's wiring
 * (create-app-store.ts) hands the root store: the root store knows the parts by these
 * names and types only.
 */
export interface OnDemandStores {
  feast: FeastStore;
  push: PushStore;
  im: ImStore;
  login: LoginFlowStore;
  regions: RegionStore;
  account: AccountStore;
  deviceSessions: DeviceSessionsStore;
  staffApp: StaffApp;
}

export type OnDemandStore = keyof OnDemandStores;

type Factories = { [K in OnDemandStore]?: (root: RootStore) => OnDemandStores[K] };

const factories: Factories = {};

/** The module the part's readers import; named in the error of a read without it. */
export const ON_DEMAND_MODULES: Record<OnDemandStore, string> = {
  feast: '@/stores/feast-app',
  push: '@/stores/push-app',
  im: '@/stores/im-app',
  login: '@/stores/login-app',
  regions: '@/stores/login-app',
  account: '@/stores/login-app',
  deviceSessions: '@/stores/login-app',
  staffApp: '@/stores/staff-app',
};

/** The parts the root store fetches itself when a page needs one no module has loaded yet. */
export type FetchedPart = 'im' | 'login' | 'staffApp';

/**
 * Fetches a part's module (platform/on-demand-loader.<target>.ts): a chunk on H5; in the
 * mini-programs, where import() becomes require(), a module already in the package.
 */
export type PartLoader = (part: FetchedPart) => Promise<unknown>;

/** Called once by the part's module when its chunk (H5) or module (mini-programs) loads. */
export function registerOnDemandStore<K extends OnDemandStore>(
  name: K,
  create: (root: RootStore) => OnDemandStores[K],
): void {
  (factories as Record<K, (root: RootStore) => OnDemandStores[K]>)[name] = create;
}

export function onDemandStoreFactory<K extends OnDemandStore>(
  name: K,
): ((root: RootStore) => OnDemandStores[K]) | undefined {
  return factories[name] as ((root: RootStore) => OnDemandStores[K]) | undefined;
}
