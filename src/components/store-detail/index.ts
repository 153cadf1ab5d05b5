export { StoreDetailScreen, type StoreDetailScreenProps } from './store-detail-screen';
export { StoreProfileRows } from './store-profile';
