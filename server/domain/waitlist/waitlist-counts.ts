import type { Kysely } from 'kysely';
import { isBusinessDate } from '@common/business-date';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import { WaitlistRepository } from './waitlist.repository';

export interface WaitlistCounts {
  waiting: number;
  offered: number;
  people: number;
  shifts: Array<{ id: string; name: string; entries: number; people: number }>;
}

/** A store date's line in numbers, for its staff: in all, and per shift whose times a window meets. */
export async function waitlistCounts(db: Kysely<Database>, storeId: string, date: string): Promise<WaitlistCounts> {
  if (!date || !isBusinessDate(date)) throw domainError('invalid', 'invalidDate');
  const repo = new WaitlistRepository(db);
  const line = await repo.line(storeId, date);
  const party = (e: (typeof line)[number]) => e.adult_count + e.child_count;
  const shifts = (await repo.shifts(storeId)).map((s) => {
    const meets = line.filter((e) => e.window_start_second <= s.end && e.window_end_second >= s.start);
    return { id: s.id, name: s.name, entries: meets.length, people: meets.reduce((n, e) => n + party(e), 0) };
  });
  return {
    waiting: line.filter((e) => e.status === 'WAITING').length,
    offered: line.filter((e) => e.status === 'OFFERED').length,
    people: line.reduce((n, e) => n + party(e), 0),
    shifts,
  };
}
