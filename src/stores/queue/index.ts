import { i18n } from '@/i18n/i18n';
import { queueApi } from '../../services/queue-api';
import type { RootStore } from '../root.store';
import { QueueBoardStore } from './queue-board.store';

const made = new WeakMap<RootStore, QueueBoardStore>();

/** The host stand's queue board of a root store, made on first use, for the staff app's current store. */
export function queueBoardStore(root: RootStore): QueueBoardStore {
  let store = made.get(root);
  if (!store) {
    store = new QueueBoardStore(
      queueApi(root.transport),
      () => root.staff.stores.ensureCurrent(),
      () => i18n.language,
    );
    made.set(root, store);
  }
  return store;
}

export { QueueBoardStore, type SeatOption } from './queue-board.store';
export { MyQueueTicketView, QueueTakeView } from './diner-queue.store';
