export { SidePanel, type SidePanelProps } from './side-panel';
