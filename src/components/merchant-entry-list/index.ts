export { MerchantEntryList, type MerchantEntryListProps } from './merchant-entry-list';
export * from './merchant-entries';
