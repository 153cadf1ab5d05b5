import type { QueueServerMessageKey } from '@/common/server-messages-queue';

// The walk-in queue's server messages in English. A full record: a message
// without its translation fails typecheck.
export const enQueueServerMessages: Record<QueueServerMessageKey, string> = {
  queueTypesInvalid: 'Queue types need one letter each and party sizes from 1 up without gaps or overlaps',
  queueHoldInvalid: 'The hold time must be 1 to 120 minutes',
  queueNotOpen: 'The queue is not open now',
  queueRemoteNotAllowed: 'This store hands out numbers at the door only',
  queuePartyNotServed: 'No queue takes a party of this size',
  queueTicketNotFound: 'Queue number does not exist',
  queueTicketStatusForbids: 'This queue number can no longer be changed',
  queueAlreadyHaveNumber: 'You already hold a number in this queue',
};
