// The diner's private dining (book-out) client. Only the book-out pages'
// stores import this file, so its descriptors load with those pages (in the
// sub-user package), never in the app's entry.
import { createClient, type Client, type Transport } from '@connectrpc/connect';
import { perTransport } from './per-transport';
import { DinerBookOutFormService } from '../gen/booking/v1/diner_book_out_service_pb';

export type DinerBookOutClient = Client<typeof DinerBookOutFormService>;

/** The client over the app's transport, made once per transport. */
export const dinerBookOutClient: (transport: Transport) => DinerBookOutClient = perTransport((transport) =>
  createClient(DinerBookOutFormService, transport),
);
