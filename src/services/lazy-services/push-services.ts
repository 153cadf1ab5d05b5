// The services of notifications and invitations: loaded as one chunk (api-push) on the
// first call of any of them (services/api.ts, lazy-client.ts).
export {
  InvitationTemplateService,
  PublicInvitationService,
} from '../../gen/booking/v1/invitation_template_service_pb';
export { DinerPushService } from '../../gen/push/v1/diner_push_service_pb';
export { PushConfigService } from '../../gen/push/v1/push_config_service_pb';
export { StoreOrderPushService } from '../../gen/push/v1/store_order_push_service_pb';
