import type { OperatorMode } from '@/stores';
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
  home: '/pages/home/index',
  feast: '/pages/feast/index',
  im: '/pages/im/index',
  me: '/pages/me/index',
  store: '/pages/store/index',
  admin: '/pages/admin/index',
} as const;

export type TabPath = (typeof TAB_PATHS)[keyof typeof TAB_PATHS];

export interface TabItem {
  key: string;
  label: string;
  path: TabPath;
  icon: string;
  activeIcon: string;
}

// Labels in zh-Hans, the default language, until i18n arrives.
const TEXT = {
  home: '首页',
  feast: '饭局',
  im: '消息',
  me: '我的',
  operation: '经营',
  message: '消息',
  store: '门店',
  management: '管理',
};

const DINER_TABS: readonly TabItem[] = [
  { key: 'home', label: TEXT.home, path: TAB_PATHS.home, icon: homeIcon, activeIcon: homeActiveIcon },
  { key: 'feast', label: TEXT.feast, path: TAB_PATHS.feast, icon: feastIcon, activeIcon: feastActiveIcon },
  { key: 'im', label: TEXT.im, path: TAB_PATHS.im, icon: imIcon, activeIcon: imActiveIcon },
  { key: 'me', label: TEXT.me, path: TAB_PATHS.me, icon: meIcon, activeIcon: meActiveIcon },
];

// Spec section 2: operation is the home page seen by staff.
const MERCHANT_TABS: readonly TabItem[] = [
  {
    key: 'operation',
    label: TEXT.operation,
    path: TAB_PATHS.home,
    icon: operationIcon,
    activeIcon: operationActiveIcon,
  },
  { key: 'message', label: TEXT.message, path: TAB_PATHS.im, icon: imIcon, activeIcon: imActiveIcon },
  { key: 'store', label: TEXT.store, path: TAB_PATHS.store, icon: storeIcon, activeIcon: storeActiveIcon },
  { key: 'feast', label: TEXT.feast, path: TAB_PATHS.feast, icon: feastIcon, activeIcon: feastActiveIcon },
  {
    key: 'management',
    label: TEXT.management,
    path: TAB_PATHS.admin,
    icon: managementIcon,
    activeIcon: managementActiveIcon,
  },
];

export function tabItemsFor(mode: OperatorMode): readonly TabItem[] {
  return mode === 'diner' ? DINER_TABS : MERCHANT_TABS;
}
