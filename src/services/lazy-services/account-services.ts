// The services of login, the account, its sessions and diners, memberships, operator
// info, regions, the captcha: loaded as one chunk (api-account) on the first call of
// any of them (services/api.ts, lazy-client.ts).
export { UserMembershipService } from '../../gen/crm/v1/user_membership_service_pb';
export { AccountService } from '../../gen/identity/v1/account_service_pb';
export { LoginService } from '../../gen/identity/v1/login_service_pb';
export { OperatorInfoService } from '../../gen/identity/v1/operator_info_service_pb';
export { UserDinerService } from '../../gen/identity/v1/user_diner_service_pb';
export { UserSessionService } from '../../gen/identity/v1/user_session_service_pb';
export { CaptchaService } from '../../gen/platform/v1/captcha_pb';
export { ReferenceDataService } from '../../gen/platform/v1/reference_data_pb';
