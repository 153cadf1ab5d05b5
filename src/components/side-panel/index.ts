export { SidePanel, type SidePanelProps } from './side-panel';
export { useListPanel } from './use-list-panel';
