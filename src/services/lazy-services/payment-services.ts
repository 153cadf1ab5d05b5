// The services of paying, result pages, payment challenges, the diner's payment
// settings: loaded as one chunk (api-payment) on the first call of any of them
// (services/api.ts, lazy-client.ts).
export { DinerPaymentConfigService } from '../../gen/payment/v1/diner_payment_config_service_pb';
export { DinerTransactionService } from '../../gen/payment/v1/diner_transaction_service_pb';
export { PaymentChallengeService } from '../../gen/payment/v1/payment_challenge_service_pb';
export { PublicTransactionService } from '../../gen/payment/v1/public_transaction_service_pb';
