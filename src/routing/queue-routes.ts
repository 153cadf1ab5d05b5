// The walk-in queue's pages: the host stand's board (merchant mode) and the
// diner's take-a-number (?storeId=, &stand= from the stand's QR code) and
// my-number (?id=) pages.
export const QUEUE_ROUTES = {
  board: '/pages/sub-store/queue-board/index',
  take: '/pages/sub-user/queue-take/index',
  ticket: '/pages/sub-user/queue-ticket/index',
} as const;
