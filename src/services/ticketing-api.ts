// The diner's ticketing clients (events, vouchers, dynamic codes). Only the
// ticketing pages and their stores import this file, so on H5 these
// descriptors load with those pages, never in the entry.
import { createClient, type Transport } from '@connectrpc/connect';
import { perTransport } from './per-transport';
import { DynamicCodeService } from '../gen/booking/v1/dynamic_code_service_pb';
import { DinerPaymentConfigService } from '../gen/payment/v1/diner_payment_config_service_pb';
import { PublicTransactionService } from '../gen/payment/v1/public_transaction_service_pb';
import { DinerTicketVoucherService } from '../gen/ticketing/v1/diner_ticket_voucher_service_pb';
import { PublicTicketingEventService } from '../gen/ticketing/v1/public_ticketing_event_service_pb';

function createTicketingClients(transport: Transport) {
  return {
    events: createClient(PublicTicketingEventService, transport),
    vouchers: createClient(DinerTicketVoucherService, transport),
    dynamicCodes: createClient(DynamicCodeService, transport),
    paymentConfig: createClient(DinerPaymentConfigService, transport),
    transactions: createClient(PublicTransactionService, transport),
  };
}

export type TicketingApi = ReturnType<typeof createTicketingClients>;

/** The clients over the app's signed transport, made once per transport. */
export const ticketingApi: (transport: Transport) => TicketingApi = perTransport(createTicketingClients);
