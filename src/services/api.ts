import { createClient, type Transport } from '@connectrpc/connect';
import { AccountService } from '../gen/identity/v1/account_service_pb';
import { SessionService } from '../gen/identity/v1/session_service_pb';
import { ClientConfigService } from '../gen/platform/v1/client_config_pb';
import { ReferenceDataService } from '../gen/platform/v1/reference_data_pb';
// payments
import { DinerPaymentConfigService } from '../gen/payment/v1/diner_payment_config_service_pb';
import { DinerTransactionService } from '../gen/payment/v1/diner_transaction_service_pb';
import { PaymentChallengeService } from '../gen/payment/v1/payment_challenge_service_pb';
import { PublicTransactionService } from '../gen/payment/v1/public_transaction_service_pb';
import { StorePaymentConfigService } from '../gen/payment/v1/store_payment_config_service_pb';
import { StoreTransactionService } from '../gen/payment/v1/store_transaction_service_pb';

/**
 * The generated clients of every service the app calls, over one transport.
 * Stores call these; pages never reach the network themselves.
 */
export function createApi(transport: Transport) {
  return {
    // public group
    session: createClient(SessionService, transport),
    clientConfig: createClient(ClientConfigService, transport),
    referenceData: createClient(ReferenceDataService, transport),
    // private group
    account: createClient(AccountService, transport),
    // payments: public (paying, result pages, challenges), customer and store staff
    publicTransaction: createClient(PublicTransactionService, transport),
    paymentChallenge: createClient(PaymentChallengeService, transport),
    dinerTransaction: createClient(DinerTransactionService, transport),
    dinerPaymentConfig: createClient(DinerPaymentConfigService, transport),
    storeTransaction: createClient(StoreTransactionService, transport),
    storePaymentConfig: createClient(StorePaymentConfigService, transport),
  };
}

export type Api = ReturnType<typeof createApi>;
