// The public events client alone: home and the store page list events on sale with
// it, without the vouchers', codes' and payments' descriptors the ticketing pages'
// clients bring (services/ticketing-api.ts), which would otherwise sit in the
// mini-programs' main package with home.
import { createClient, type Client, type Transport } from '@connectrpc/connect';
import { perTransport } from './per-transport';
import { PublicTicketingEventService } from '../gen/ticketing/v1/public_ticketing_event_service_pb';

export type PublicEventsClient = Client<typeof PublicTicketingEventService>;

/** The client over the app's signed transport, made once per transport. */
export const publicEventsApi: (transport: Transport) => PublicEventsClient = perTransport((transport) =>
  createClient(PublicTicketingEventService, transport),
);
