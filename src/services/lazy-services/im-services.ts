// The services of messages: loaded as one chunk (api-im) on the first call of any of
// them (services/api.ts, lazy-client.ts).
export { ImService } from '../../gen/im/v1/im_service_pb';
