// The diner's waitlist client. Only the waitlist's screens and their store
// import this file, so on H5 its descriptors load with those pages.
import { createClient, type Transport } from '@connectrpc/connect';
import { perTransport } from './per-transport';
import { DinerWaitlistService } from '../gen/booking/v1/diner_waitlist_service_pb';

function createWaitlistClients(transport: Transport) {
  return { diner: createClient(DinerWaitlistService, transport) };
}

export type WaitlistApi = ReturnType<typeof createWaitlistClients>;

/** The client over the app's signed transport, made once per transport. */
export const waitlistApi: (transport: Transport) => WaitlistApi = perTransport(createWaitlistClients);
