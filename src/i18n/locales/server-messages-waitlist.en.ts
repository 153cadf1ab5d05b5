import type { WaitlistServerMessageKey } from '@/common/server-messages-waitlist';

// The booking waitlist's server messages in English. A full record: a message
// without its translation fails typecheck.
export const enWaitlistServerMessages: Record<WaitlistServerMessageKey, string> = {
  waitlistWindowInvalid: 'The waiting window must be a start and an end time of one day, the start first',
  waitlistAlreadyJoined: 'You are already on this store’s waitlist for this date',
  waitlistEntryNotFound: 'Waitlist entry does not exist',
  waitlistStatusForbids: 'This waitlist entry can no longer be changed',
  waitlistOfferLapsed: 'The held slot has lapsed',
};
