import type { RootStore } from './root.store';
import type { StaffStore } from './staff';
import type { StaffSetupStore } from './staff-setup';
// the client config list and editor
import type { AdminConsoleStore } from './admin';

/** The staff app's stores, built on first use (see staff-app.ts). */
export interface StaffApp {
  staff: StaffStore;
  staffSetup: StaffSetupStore;
  adminConsole: AdminConsoleStore;
}

export type StaffAppFactory = (root: RootStore) => StaffApp;

let factory: StaffAppFactory | undefined;

/** Called once by staff-app.ts when its chunk (H5) or module (mini-programs) loads. */
export function registerStaffApp(create: StaffAppFactory): void {
  factory = create;
}

export function staffAppFactory(): StaffAppFactory | undefined {
  return factory;
}
