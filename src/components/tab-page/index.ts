export { TabPage, type TabPageProps } from './tab-page';
export { TabRedirect, type TabRedirectProps } from './tab-redirect';
