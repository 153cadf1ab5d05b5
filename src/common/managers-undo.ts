/**
 * Which order-log entries only a manager of the store may undo: a status
 * recorded by mistake, an arrival (ARRIVE) or a no-show (a CLOSE as ABSENT).
 * The server refuses anyone else; the staff app shows their undo to managers only.
 * `type` is the log type's name, `after` the entry's logged values.
 */
export function isManagersUndo(type: string, after: Record<string, unknown>): boolean {
  return type === 'ARRIVE' || (type === 'CLOSE' && after.closeReason === 'ABSENT');
}
