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

export type VerificationPurposeName = 'LOGIN' | 'BIND_PHONE';
