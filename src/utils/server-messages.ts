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
  // identity (issue 4): login, phone, sessions, nickname, diners, staff
  enterPhoneNumber: 'enter a phone number',
  phoneNumberError: 'phone number error',
  regionCodeRequired: 'region code required',
  verificationCodeRequired: 'enter the verification code',
  verificationCodeError: 'verification code error',
  verificationCodeExpired: 'verification code expired, please request a new one',
  tooManyWrongCodes: 'too many wrong verification codes, please request a new one',
  codeSentTooRecently: 'a code was just sent, please wait before requesting another',
  tooManyCodesRequested: 'too many verification codes requested, please try later',
  smsSendFailed: 'failed to send the verification code, please try later',
  codeAlreadyUsed: 'code already used',
  loginMethodNotAvailable: 'this login method is not available',
  loginStateInvalid: 'login expired, please try again',
  redirectNotAllowed: 'redirect address not allowed',
  chatAppLoginFailed: 'chat-app login failed',
  paymentAppLoginFailed: 'payment-app login failed',
  shortVideoAppLoginFailed: 'short-video app login failed',
  lifestyleAppLoginFailed: 'lifestyle app login failed',
  passportCodeInvalid: 'passport code is invalid or expired',
  sessionDoesNotExist: 'session does not exist',
  verifiedPhoneCannotChange: 'a verified phone cannot be changed',
  phoneBoundToAnotherAccount: 'this phone number belongs to another account',
  invalidAvatarUrl: 'avatar address error',
  nicknameLength: 'nickname must be 2 to 20 characters',
  nicknameIllegalCharacters: 'nickname contains illegal characters',
  nicknameForbiddenWords: 'nickname contains forbidden words',
  nicknameExists: 'nickname already exists',
  dinerNameRequired: 'enter the diner name',
  dinerDoesNotExist: 'diner does not exist',
  tooManyDiners: 'too many diners',
  invalidEmail: 'email address error',
  invalidPreferredLanguage: 'unsupported language',
  tooManyOperators: 'too many operators in one request',
  merchantIdRequired: 'merchantId is required',
  merchantDoesNotExist: 'merchant does not exist',
  noMerchantPermission: 'no merchant permission',
  managersOnly: 'only managers can change staff',
  staffMemberDoesNotExist: 'staff member does not exist',
  cannotRemoveYourself: 'you cannot remove yourself',
  administratorDoesNotExist: 'administrator does not exist',
  merchantShortKeyInvalid: 'short key must be 2 to 32 lower-case letters, digits or hyphens',
  merchantShortKeyExists: 'short key already exists',
  // payments (spec section 8, then our own)
  paymentFailed: 'payment failed',
  noPaymentRecord: 'no payment record found, please contact the store',
  notPaidSuccessfully: 'not paid successfully',
  paymentInfoDoesNotExist: 'payment info does not exist',
  confirmPaidOrClosed: 'confirm whether the order was paid or closed',
  paymentPurposeNotSupported: 'this kind of payment is not supported',
  paymentOptionNotAvailable: 'this payment option is not available',
  paymentChannelUnavailable: 'the payment channel is busy, please try again later',
  paymentExpired: 'the time to pay has run out',
  alreadyPaid: 'already paid',
  cannotBePaid: 'this order can no longer be paid',
  payerAccountRequired: 'open this page in the payment app to pay',
  returnPathInvalid: 'the return address must be a page of this site',
  notThePayer: 'only the person who placed the order can pay it',
  offlinePaymentNotAccepted: 'this payment cannot be taken at the store',
  subjectNotOfStore: 'this order belongs to another store',
  refundAmountInvalid: 'the refund amount must be greater than zero',
  refundExceedsRefundable: 'the refund amount exceeds what can be refunded',
  paymentNotRefundable: 'only a successful payment can be refunded',
  challengeExpired: 'the challenge payment has expired, start again',
  challengeAlreadyPassed: 'the challenge payment has already been made',
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
