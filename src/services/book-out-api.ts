// The diner's private dining (book-out) client. Only the book-out pages'
// stores import this file, so its descriptors load with those pages (in the
// sub-user package), never in the app's entry.
import { createClient, type Client, type Transport } from '@connectrpc/connect';
import { DinerBookOutFormService } from '../gen/booking/v1/diner_book_out_service_pb';

export type DinerBookOutClient = Client<typeof DinerBookOutFormService>;

const clients = new WeakMap<Transport, DinerBookOutClient>();

/** The client over the app's transport, made once per transport. */
export function dinerBookOutClient(transport: Transport): DinerBookOutClient {
  let client = clients.get(transport);
  if (!client) {
    client = createClient(DinerBookOutFormService, transport);
    clients.set(transport, client);
  }
  return client;
}
