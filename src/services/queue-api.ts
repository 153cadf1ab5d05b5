// The walk-in queue's clients (the host stand's and the diner's). Only the
// queue pages and their stores import this file, so on H5 these descriptors
// load with those pages, never in the entry.
import { createClient, type Transport } from '@connectrpc/connect';
import { perTransport } from './per-transport';
import { DinerQueueService } from '../gen/booking/v1/diner_queue_service_pb';
import { StoreQueueService } from '../gen/booking/v1/store_queue_service_pb';
import { StoreShiftService } from '../gen/store/v1/shift_pb';
import { StoreTableService } from '../gen/store/v1/table_pb';

function createQueueClients(transport: Transport) {
  return {
    staff: createClient(StoreQueueService, transport),
    diner: createClient(DinerQueueService, transport),
    // the host stand seats parties on the store's tables and opens a shift's queue
    tables: createClient(StoreTableService, transport),
    shifts: createClient(StoreShiftService, transport),
  };
}

export type QueueApi = ReturnType<typeof createQueueClients>;

/** The clients over the app's signed transport, made once per transport. */
export const queueApi: (transport: Transport) => QueueApi = perTransport(createQueueClients);
