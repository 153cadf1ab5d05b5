import type { UsedRecord } from './occupancy.repository';

function byArrival(a: UsedRecord, b: UsedRecord): number {
  const aa = a.arrivalSecond ?? Number.MAX_SAFE_INTEGER;
  const ba = b.arrivalSecond ?? Number.MAX_SAFE_INTEGER;
  return aa - ba || a.startSecond - b.startSecond || Number(a.itemId) - Number(b.itemId) || Number(a.id) - Number(b.id);
}

/**
 * The used-table records of a day as spec section 4 merges them: records
 * sharing date, start, end and table item collapse to one, the later update
 * time winning and, on a tie, the one in use; records not in use are kept
 * apart (all of them); both lists are ordered by arrival time (not yet
 * arrived last), then start time.
 */
export function mergeUsedTableItems(records: readonly UsedRecord[]): { using: UsedRecord[]; notUsing: UsedRecord[] } {
  const winners = new Map<string, UsedRecord>();
  for (const record of records) {
    const key = `${record.date}|${record.startSecond}|${record.endSecond}|${record.itemId}`;
    const current = winners.get(key);
    const later =
      !current ||
      record.updateTime.getTime() > current.updateTime.getTime() ||
      (record.updateTime.getTime() === current.updateTime.getTime() && record.isUsing && !current.isUsing);
    if (later) winners.set(key, record);
  }
  const using = [...winners.values()].filter((r) => r.isUsing).sort(byArrival);
  const notUsing = records.filter((r) => !r.isUsing).sort(byArrival);
  return { using, notUsing };
}
