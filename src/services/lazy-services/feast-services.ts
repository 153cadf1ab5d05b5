// The services of feasts: public lists and Q&A, the diner's and the store's: loaded as
// one chunk (api-feast) on the first call of any of them (services/api.ts, lazy-
// client.ts).
export { DinerFeastService } from '../../gen/feast/v1/diner_feast_service_pb';
export { PublicFeastService } from '../../gen/feast/v1/public_feast_service_pb';
export { StoreFeastService } from '../../gen/feast/v1/store_feast_service_pb';
