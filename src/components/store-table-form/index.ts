export { StoreTableForm, TABLE_STATUS_KEY, type StoreTableFormProps } from './store-table-form';
export { TableItemsPanel } from './table-items-panel';
