import { labelKeyOf, parse, type LogNames } from './order-log-text';

/**
 * Notes the server once wrote in English on entries it made itself (it logs
 * codes now: revertedType, revokedType, cause, closeReason), read in the
 * reader's words: "revert #12 MODIFY_STORE_REMARK", "booking changed", a
 * lapsed hold's "deposit payment expired", a refund's own reason.
 */
const LEGACY_NOTES: Record<string, string> = {
  'booking changed': 'BOOKING_CHANGED',
  'booking changed: deposit excess': 'BOOKING_CHANGED',
  'deposit payment expired': 'DEPOSIT_EXPIRED',
  'deposit refunded on arrival': 'ARRIVAL_REFUND',
  'deposit beyond the bill refunded on finishing': 'FINISH_REFUND',
  'revoked on a closed order': 'REVOKED_ON_CLOSED',
};

/**
 * The entry's remark as the reader should see it: what staff typed as they
 * typed it; the server's own notes in the reader's words. A close's money
 * entries carry "closed (STORE_CANCEL)": the close reason in words, or nothing
 * when the entry already names it as a field.
 */
export function logRemark(remark: string, afterJson: string, names: LogNames): string {
  const text = remark.trim();
  const after = parse(afterJson);
  const undone = /^(?:revert|revoke) #\d+ (\w+)$/.exec(text)?.[1];
  if (undone) {
    if (after.revertedType || after.revokedType) return '';
    return `${names.t(labelKeyOf('revertedType'))}: ${names.t(`staffOps.logType.${undone}`, { defaultValue: undone })}`;
  }
  const legacy = LEGACY_NOTES[text];
  if (legacy) return names.t(`staffOps.logCause.${legacy}`);
  const reason = /^(?:order )?closed \((\w+)\)$/.exec(text)?.[1];
  if (!reason) return remark;
  if (after.closeReason === reason) return '';
  return names.t(`staffOps.closeReason.${reason}`, { defaultValue: remark });
}
