export { SidePanel, type SidePanelProps } from './side-panel';
export { ListDetail, listRowClass, type ListDetailProps } from './list-detail';
export { useListPanel } from './use-list-panel';
