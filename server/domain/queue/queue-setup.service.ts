import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { businessDateOf } from '@common/zoned-time';
import type { Database } from '../../db/schema';
import type { BookingContextCache } from '../booking/booking-context';
import { domainError } from '../errors';
import { QueueRepository, type QueueSettingRecord } from './queue.repository';
import { DEFAULT_HOLD_MINUTE, DEFAULT_QUEUE_TYPES, MAX_HOLD_MINUTE, validQueueTypes } from './queue-type.rule';

/** A store's queue types and hold time, and opening and closing a shift's queue. */
export class QueueSetupService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly contexts: BookingContextCache,
    private readonly now: () => Date,
  ) {}

  async setting(storeId: string): Promise<QueueSettingRecord> {
    return (
      (await new QueueRepository(this.db).setting(storeId)) ?? {
        types: DEFAULT_QUEUE_TYPES,
        remoteEnabled: false,
        holdMinute: DEFAULT_HOLD_MINUTE,
      }
    );
  }

  async saveSetting(storeId: string, setting: QueueSettingRecord): Promise<QueueSettingRecord> {
    const types = [...setting.types]
      .map((t) => ({ code: t.code.trim().toUpperCase(), minPeople: t.minPeople, maxPeople: t.maxPeople }))
      .sort((a, b) => a.minPeople - b.minPeople);
    if (!validQueueTypes(types)) throw domainError('invalid', 'queueTypesInvalid');
    if (!Number.isInteger(setting.holdMinute) || setting.holdMinute < 1 || setting.holdMinute > MAX_HOLD_MINUTE) {
      throw domainError('invalid', 'queueHoldInvalid');
    }
    const saved = { types, remoteEnabled: setting.remoteEnabled, holdMinute: setting.holdMinute };
    await new QueueRepository(this.db).saveSetting(storeId, saved, this.now());
    return saved;
  }

  /**
   * Opens the shift's queue for today in the store's zone. Any other open
   * queue of the store closes in the same transaction; reopening a closed
   * queue of the same shift keeps its counters, so its numbers never repeat.
   */
  async open(storeId: string, shiftId: string) {
    const context = await this.contexts.get(this.db, storeId);
    if (!context.shifts.some((s) => s.id === shiftId)) throw domainError('not_found', 'shiftNotFound');
    const setting = await this.setting(storeId);
    const now = this.now();
    const date = businessDateOf(now.getTime(), context.store.timezone);
    return this.db.transaction().execute(async (trx) => {
      const queues = new QueueRepository(trx);
      await queues.closeOpen(storeId, now);
      return queues.open(storeId, date, shiftId, setting, randomBytes(9).toString('base64url'), now);
    });
  }

  async close(storeId: string): Promise<void> {
    await new QueueRepository(this.db).closeOpen(storeId, this.now());
  }
}
