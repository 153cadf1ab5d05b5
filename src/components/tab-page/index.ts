export { TabPage, type TabPageProps } from './tab-page';
