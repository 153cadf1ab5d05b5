// The messages the server answers in Connect errors, in the spec's own English
// words. The client recognises them (to translate them, and to react to the
// few the error catalogue singles out), so both sides import this one table.
// Add a message here, then give it a translation in every client locale.
export const SERVER_MESSAGE = {
  // transport and request checks
  unauthenticated: 'unauthenticated',
  pleaseLogInFirst: 'please log in first',
  badSignature: 'request signature does not match',
  missingSignature: 'request signature missing',
  clockSkew: 'request time is too far from server time, check the device clock',
  replayedRequest: 'replayed request',
  tooManyRequests: 'too many requests, please try again later',
  bodyTooLarge: 'request body too large',
  malformedJson: 'request body is not valid JSON',
  unsupportedContentType: 'unsupported content type, send application/json',
  unknownMethod: 'unknown method',
  internal: 'server error',
  // permissions
  noStorePermission: 'no store permission',
  storeDoesNotExist: 'store does not exist',
  administratorsOnly: 'administrators only',
  storeIdRequired: 'storeId is required',
  // uploads (spec section 5)
  pleaseSelectImage: 'please select an image',
  pleaseSelectVideo: 'please select a video',
  imageHeightTooHigh: 'image height too high',
  imageWidthTooHigh: 'image width too high',
  unsupportedImageType: 'unsupported image type',
  uploadFailed: 'upload failed',
  fileTooLarge: 'file too large',
  // reference data
  invalidDate: 'invalid date',
  dateRangeTooLong: 'date range too long',
  clientConfigNotFound: 'client config does not exist',
  // booking engine: stores, shifts, tables (spec sections 5 and 8)
  storeNotReady: 'store is not ready for booking',
  invalidTimeZone: 'invalid time zone',
  invalidDayLimits: 'booking days are invalid',
  invalidOption: 'invalid option',
  collectionNotFound: 'store collection does not exist',
  invalidShiftTime: 'shift time is invalid',
  chooseStartTimeFirst: 'please choose a start time first',
  shiftNotFound: 'shift does not exist',
  shiftHasOrders: 'this shift has orders and cannot be deleted, disable it instead',
  invalidSeatCount: 'seat count is invalid',
  invalidTableCount: 'table count is invalid',
  tableNotFound: 'table does not exist',
  tableHasOrders: 'this table has orders and cannot be deleted, hide it instead',
  tableItemNotFound: 'table item does not exist',
  tableItemOccupied: 'the table is occupied at that time',
  lockNotFound: 'lock does not exist',
  floorPlanNotFound: 'floor plan does not exist',
  // booking engine: rules and orders
  invalidPeopleLimits: 'people limits are invalid',
  invalidQuantityLimits: 'quantity limits are invalid',
  invalidDepositPolicy: 'deposit policy is invalid',
  pleaseSelectDiner: 'please select a diner',
  phoneNumberError: 'phone number error',
  pleaseSelectDate: 'please select a date',
  pleaseEnterPeople: 'please enter the number of people',
  pleaseSelectShiftOrTime: 'please select a shift or time',
  peopleBelowMinimum: 'fewer people than the store accepts',
  peopleAboveMaximum: 'more people than the store accepts',
  quantityBelowMinimum: 'quantity below the minimum',
  quantityAboveMaximum: 'quantity above the maximum',
  dateNotBookable: 'this date cannot be booked',
  timeNotBookable: 'this time cannot be booked',
  bookingFull: 'Booking is full, please select again',
  storeClosed: 'store closed',
  insufficientInventory: 'insufficient inventory',
  orderPendingPayment: 'you have an order pending payment',
  orderPendingConfirmation: 'you have an order pending confirmation',
  orderNotFound: 'booking order does not exist',
  orderStatusForbids: 'the order status does not allow this action',
  invalidCloseReason: 'this close reason does not apply',
  swapNeedsTwoOrders: 'select two orders to swap',
  swapSameOrder: 'cannot swap an order with itself',
  swapNeedsTables: 'both orders must have tables',
  forfeitAmountRequired: 'forfeit amount is required when forfeiting',
  invalidAmount: 'amount is invalid',
  invalidExtendedJson: 'extended json is not valid JSON',
  logNotRevertible: 'this change cannot be reverted',
  tagContentRequired: 'tag content is required',
  tagExists: 'tag already exists',
  tagNotFound: 'tag does not exist',
  takerNotFound: 'order taker does not exist',
  channelNotFound: 'channel does not exist',
  invalidSortList: 'the list must name each item once',
} as const;

export type ServerMessageKey = keyof typeof SERVER_MESSAGE;

const byText = new Map<string, ServerMessageKey>(
  Object.entries(SERVER_MESSAGE).map(([key, text]) => [text, key as ServerMessageKey]),
);

/** The key of a known server message, for translation; undefined for others. */
export function serverMessageKey(text: string): ServerMessageKey | undefined {
  return byText.get(text);
}
