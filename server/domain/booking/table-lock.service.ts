import type { Kysely } from 'kysely';
import { isBusinessDate } from '@common/business-date';
import { dayClock } from '@common/zoned-time';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import { checkDateRange } from '../store/business-plan.service';
import type { BookingContextCache } from './booking-context';
import { isOverlapViolation, OccupancyRepository } from './occupancy.repository';
import { lockStoreDate } from './table-planner';
import { signalSlotFreed } from '../waitlist/waitlist-signal';

/** Staff hold a table item for a time range (no bookings then); unlocking frees it. */
export class TableLockService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly cache: BookingContextCache,
    private readonly now: () => Date,
  ) {}

  async lock(storeId: string, itemId: string, date: string, startSecond: number, endSecond: number, remark: string) {
    if (!isBusinessDate(date)) throw domainError('invalid', 'invalidDate');
    if (startSecond < 0 || endSecond <= startSecond || endSecond > 2 * 86_400)
      throw domainError('invalid', 'invalidShiftTime');
    const context = await this.cache.get(this.db, storeId);
    if (!context.items.has(itemId)) throw domainError('not_found', 'tableItemNotFound');
    const clock = dayClock(date, context.store.timezone);
    try {
      return await this.db.transaction().execute(async (trx) => {
        await lockStoreDate(trx, storeId, date);
        const [id] = await new OccupancyRepository(trx).insert(
          [
            {
              storeId,
              itemId,
              orderId: null,
              kind: 'LOCK',
              date,
              shiftId: null,
              startSecond,
              endSecond,
              startTime: new Date(clock(startSecond)),
              endTime: new Date(clock(endSecond)),
              remark: remark.trim(),
            },
          ],
          this.now(),
        );
        return { id, itemId, date, startSecond, endSecond, remark: remark.trim() };
      });
    } catch (error) {
      // An order (or another lock) holds the item then: the database refuses the overlap.
      if (isOverlapViolation(error)) throw domainError('conflict', 'tableItemOccupied');
      throw error;
    }
  }

  /** Lifts a lock; the freed table is looked at by the date's waitlist once this commits. */
  async unlock(storeId: string, lockId: string) {
    if (!/^\d+$/.test(lockId)) throw domainError('not_found', 'lockNotFound');
    await this.db.transaction().execute(async (trx) => {
      const date = await new OccupancyRepository(trx).deleteLock(storeId, lockId);
      if (!date) throw domainError('not_found', 'lockNotFound');
      await signalSlotFreed(trx, storeId, date, this.now());
    });
  }

  locks(storeId: string, startDate: string, endDate: string) {
    checkDateRange(startDate, endDate);
    return new OccupancyRepository(this.db).locks(storeId, startDate, endDate);
  }
}
