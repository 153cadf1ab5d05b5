// The server messages of the walk-in queue (see server-messages.ts, which holds the
// rest and the lookup). One table across the files: a text says one thing.
export const QUEUE_SERVER_MESSAGE = {
  queueTypesInvalid: 'queue types need one letter each and party sizes from 1 up without gaps or overlaps',
  queueHoldInvalid: 'the hold time must be 1 to 120 minutes',
  queueNotOpen: 'the queue is not open now',
  queueRemoteNotAllowed: 'this store hands out numbers at the door only',
  queuePartyNotServed: 'no queue takes a party of this size',
  queueTicketNotFound: 'queue number does not exist',
  queueTicketStatusForbids: 'this queue number can no longer be changed',
  queueAlreadyHaveNumber: 'you already hold a number in this queue',
} as const;

export type QueueServerMessageKey = keyof typeof QUEUE_SERVER_MESSAGE;
