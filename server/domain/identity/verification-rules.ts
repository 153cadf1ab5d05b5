// The SMS verification code rules (docs/identity.md). Numbers chosen so a
// person who mistypes twice or asks again after a minute is never stopped,
// while a script guessing codes or texting strangers is.
export const VERIFICATION_RULES = {
  codeLength: 6,
  /** A code works for five minutes (the spec's 300000 ms). */
  lifetimeMs: 5 * 60_000,
  /** Five wrong tries burn the code: guessing one of a million codes in five tries is hopeless. */
  maxFailedAttempts: 5,
  /** One code per phone per minute (the spec's 60 s). */
  resendCooldownMs: 60_000,
  perPhonePerHour: 5,
  perPhonePerDay: 10,
  /** Device ids are chosen by the client, so the address limit backs them up. */
  perDevicePerHour: 10,
  perAddressPerHour: 30,
} as const;

/**
 * When a send needs a captcha answered first (counted over the last hour):
 * a person who mistypes once or twice or asks again once sees none; a
 * script guessing codes, or texting one phone or many from one place, must
 * answer one per code. Device and address counts sit well under their hard
 * limits above, which still apply.
 */
export const CAPTCHA_RULES = {
  /** The third code for a phone within the hour needs a captcha. */
  phoneSendsPerHour: 2,
  /** So does any code after three wrong codes for the phone within the hour. */
  phoneFailedChecksPerHour: 3,
  deviceSendsPerHour: 5,
  addressSendsPerHour: 20,
  /** A question is answered within two minutes, once. */
  questionLifetimeMs: 2 * 60_000,
  /** A right answer's pass works for one send within five minutes. */
  passLifetimeMs: 5 * 60_000,
} as const;

export type VerificationPurposeName = 'LOGIN' | 'BIND_PHONE';
