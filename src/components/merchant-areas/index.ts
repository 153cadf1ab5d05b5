export { MerchantAreas, AREAS, type Area } from './merchant-areas';
