/**
 * Closes after which the store may keep a booking's deposit: the diner's doing
 * (a no-show, a late cancellation granted, or cancelled by staff on the diner's
 * word, STORE_CANCEL before CREATOR_CANCEL could say so), never a booking the
 * store turned down. The server's transition table and the staff money screen
 * read this one list, so the screen never offers a forfeit the server refuses
 * or hides one it allows. Names are the proto's CloseReason names.
 */
export const FORFEITABLE_CLOSE_REASONS = ['ABSENT', 'AGREE_CREATOR_CANCEL', 'STORE_CANCEL', 'CREATOR_CANCEL'] as const;

export type ForfeitableCloseReason = (typeof FORFEITABLE_CLOSE_REASONS)[number];

/** Whether a close with this reason (its proto name) still lets the store keep the deposit. */
export function closeAllowsForfeit(reason: string | undefined): boolean {
  return (FORFEITABLE_CLOSE_REASONS as readonly string[]).includes(reason ?? '');
}
