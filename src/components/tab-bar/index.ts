export { TabBar, type TabBarProps } from './tab-bar';
export { TAB_PATHS, tabItemsFor, type TabItem, type TabKey, type TabPath } from './tab-items';
