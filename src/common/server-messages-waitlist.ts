// The server messages of the booking waitlist (see server-messages.ts, which holds
// the rest and the lookup). One table across the files: a text says one thing.
export const WAITLIST_SERVER_MESSAGE = {
  waitlistWindowInvalid: 'the waiting window must be a start and an end time of one day, the start first',
  waitlistAlreadyJoined: 'you are already on this store’s waitlist for this date',
  waitlistEntryNotFound: 'waitlist entry does not exist',
  waitlistStatusForbids: 'this waitlist entry can no longer be changed',
  waitlistOfferLapsed: 'the held slot has lapsed',
} as const;

export type WaitlistServerMessageKey = keyof typeof WAITLIST_SERVER_MESSAGE;
