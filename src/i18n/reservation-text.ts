import { toReservationText } from '../common/reservation-wording';

// The wording's rules live in common/ (the server's first screen follows the flag too).
export { toReservationText };

let enabled = false;

/** Whether it changed. */
export function setReservationText(on: boolean): boolean {
  const changed = enabled !== on;
  enabled = on;
  return changed;
}

/** The translator's post-processor: every message, in the language it was asked in, while the flag is on. */
export function toReservationTextIfOn(text: string, language: string): string {
  return enabled ? toReservationText(text, language) : text;
}
