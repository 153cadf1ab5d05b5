import type { SERVER_MESSAGE } from '@/common/server-messages';

/**
 * The server messages that code loaded at start tells apart (the error catalogue, the
 * login flow, the booking and chat stores), copied from the shared table so the H5 entry
 * need not hold all of it: the table and its translations load with the first message
 * shown (error-presenter.ts). `satisfies` holds every copy to the table's own text, so a
 * message reworded there fails typecheck here.
 */
export const KNOWN_MESSAGE = {
  // the error catalogue's own reactions
  noStorePermission: 'no store permission',
  storeDoesNotExist: 'store does not exist',
  replayedRequest: 'replayed request',
  // logging in
  unauthenticated: 'unauthenticated',
  pleaseLogInFirst: 'please log in first',
  loginMethodNotAvailable: 'this login method is not available',
  codeAlreadyUsed: 'code already used',
  chatAppLoginFailed: 'chat-app login failed',
  paymentAppLoginFailed: 'payment-app login failed',
  shortVideoAppLoginFailed: 'short-video app login failed',
  lifestyleAppLoginFailed: 'lifestyle app login failed',
  captchaRequired: 'please answer the verification question before we send a code',
  // booking
  peopleBelowMinimum: 'fewer people than the store accepts',
  peopleAboveMaximum: 'more people than the store accepts',
  bookingFull: 'Booking is full, please select again',
  orderPendingPayment: 'you have an order pending payment',
  orderPendingConfirmation: 'you have an order pending confirmation',
  // messages
  imSendingTooFast: 'you are sending messages too fast, please wait',
} as const satisfies Partial<typeof SERVER_MESSAGE>;

export type KnownMessageKey = keyof typeof KNOWN_MESSAGE;
