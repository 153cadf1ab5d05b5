import type { OperatorMode } from '@/stores';
import { ROUTES } from '@/routing/routes';
import { MERCHANT_TAB_ROUTES } from '@/routing/merchant-tab-routes';
import homeIcon from '@/assets/tab-bar/home.png';
import homeActiveIcon from '@/assets/tab-bar/home-active.png';
import feastIcon from '@/assets/tab-bar/feast.png';
import feastActiveIcon from '@/assets/tab-bar/feast-active.png';
import imIcon from '@/assets/tab-bar/im.png';
import imActiveIcon from '@/assets/tab-bar/im-active.png';
import meIcon from '@/assets/tab-bar/me.png';
import meActiveIcon from '@/assets/tab-bar/me-active.png';
import operationIcon from '@/assets/tab-bar/operation.png';
import operationActiveIcon from '@/assets/tab-bar/operation-active.png';
import storeIcon from '@/assets/tab-bar/store.png';
import storeActiveIcon from '@/assets/tab-bar/store-active.png';
import managementIcon from '@/assets/tab-bar/management.png';
import managementActiveIcon from '@/assets/tab-bar/management-active.png';

export const TAB_PATHS = {
  home: ROUTES.home,
  feast: ROUTES.feast,
  im: ROUTES.im,
  me: ROUTES.me,
  // merchant mode's own tabs (routing/merchant-tab-routes.ts)
  operation: MERCHANT_TAB_ROUTES.operation,
  store: MERCHANT_TAB_ROUTES.store,
  storeFeast: MERCHANT_TAB_ROUTES.feast,
  admin: MERCHANT_TAB_ROUTES.management,
} as const;

export type TabPath = (typeof TAB_PATHS)[keyof typeof TAB_PATHS];

export type TabKey = 'home' | 'feast' | 'im' | 'me' | 'operation' | 'message' | 'store' | 'management';

export interface TabItem {
  /** Also the label's key under tab.* in the messages. */
  key: TabKey;
  path: TabPath;
  icon: string;
  activeIcon: string;
}

const DINER_TABS: readonly TabItem[] = [
  { key: 'home', path: TAB_PATHS.home, icon: homeIcon, activeIcon: homeActiveIcon },
  { key: 'feast', path: TAB_PATHS.feast, icon: feastIcon, activeIcon: feastActiveIcon },
  { key: 'im', path: TAB_PATHS.im, icon: imIcon, activeIcon: imActiveIcon },
  { key: 'me', path: TAB_PATHS.me, icon: meIcon, activeIcon: meActiveIcon },
];

// Spec section 2: operation is the home page seen by staff.
const MERCHANT_TABS: readonly TabItem[] = [
  {
    key: 'operation',
    path: TAB_PATHS.operation,
    icon: operationIcon,
    activeIcon: operationActiveIcon,
  },
  { key: 'message', path: TAB_PATHS.im, icon: imIcon, activeIcon: imActiveIcon },
  { key: 'store', path: TAB_PATHS.store, icon: storeIcon, activeIcon: storeActiveIcon },
  { key: 'feast', path: TAB_PATHS.storeFeast, icon: feastIcon, activeIcon: feastActiveIcon },
  {
    key: 'management',
    path: TAB_PATHS.admin,
    icon: managementIcon,
    activeIcon: managementActiveIcon,
  },
];

export function tabItemsFor(mode: OperatorMode): readonly TabItem[] {
  return mode === 'diner' ? DINER_TABS : MERCHANT_TABS;
}
