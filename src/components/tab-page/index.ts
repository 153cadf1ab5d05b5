export { TabPage, type TabPageProps } from './tab-page';
export { AdminHomeRedirect, TabRedirect, type TabRedirectProps } from './tab-redirect';
