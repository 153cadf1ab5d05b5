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
  // app shell: short links (/mch/{key})
  shortLinkNotFound: 'short link does not exist',
} as const;

export type ServerMessageKey = keyof typeof SERVER_MESSAGE;

const byText = new Map<string, ServerMessageKey>(
  Object.entries(SERVER_MESSAGE).map(([key, text]) => [text, key as ServerMessageKey]),
);

/** The key of a known server message, for translation; undefined for others. */
export function serverMessageKey(text: string): ServerMessageKey | undefined {
  return byText.get(text);
}
