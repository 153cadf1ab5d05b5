import type { Kysely } from 'kysely';
import { PACING_MAX_COVERS, PACING_MAX_PARTIES, validPacingLimit } from '@common/pacing';
import { normalizeShiftEnd } from '@common/shift-time';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import { ShiftRepository, type ShiftInput, type ShiftRecord } from './shift.repository';

const DAY = 86_400;
const MIN_TURN_TIME = 300;

export type ShiftDraft = Omit<ShiftInput, 'startSecond'> & { startSecond: number | undefined };

/**
 * Checks and normalizes a shift (spec section 5): a start is chosen before
 * an end; an end ending in 9 gets one second added; the shift lies within
 * two days and is at most one day long (it may cross midnight).
 */
export function normalizeShift(draft: ShiftDraft): ShiftInput {
  if (draft.startSecond === undefined) throw domainError('invalid', 'chooseStartTimeFirst');
  const startSecond = draft.startSecond;
  const endSecond = normalizeShiftEnd(draft.endSecond);
  const valid =
    startSecond >= 0 &&
    endSecond > startSecond &&
    endSecond <= 2 * DAY &&
    endSecond - startSecond <= DAY &&
    draft.deltaSecond >= 60 &&
    draft.deltaSecond <= DAY &&
    (draft.durationSecond === 0 || (draft.durationSecond >= MIN_TURN_TIME && draft.durationSecond <= DAY)) &&
    draft.hiddenDurations.every((r) => r.startSecond >= 0 && r.endSecond > r.startSecond && r.endSecond <= 2 * DAY) &&
    draft.skippedStartSeconds.every((s) => s >= 0 && s <= 2 * DAY) &&
    draft.partySizeDurations.every(
      (p) => p.maxPeople > 0 && p.durationSecond >= MIN_TURN_TIME && p.durationSecond <= DAY,
    );
  if (!valid) throw domainError('invalid', 'invalidShiftTime');
  if (
    !validPacingLimit(draft.pacingMaxCovers, PACING_MAX_COVERS) ||
    !validPacingLimit(draft.pacingMaxParties, PACING_MAX_PARTIES)
  ) {
    throw domainError('invalid', 'pacingLimitInvalid');
  }
  return {
    ...draft,
    name: draft.name.trim(),
    startSecond,
    endSecond,
    skippedStartSeconds: [...new Set(draft.skippedStartSeconds)].sort((a, b) => a - b),
    openTableIds: [...new Set(draft.openTableIds)],
    hiddenTableIds: [...new Set(draft.hiddenTableIds)],
    partySizeDurations: [...draft.partySizeDurations].sort((a, b) => a.maxPeople - b.maxPeople),
  };
}

export class ShiftService {
  constructor(private readonly db: Kysely<Database>) {}

  list(storeId: string): Promise<ShiftRecord[]> {
    return new ShiftRepository(this.db).listByStore(storeId);
  }

  async create(storeId: string, draft: ShiftDraft): Promise<ShiftRecord> {
    const input = normalizeShift(draft);
    return this.db.transaction().execute(async (trx) => {
      const repo = new ShiftRepository(trx);
      await this.checkTables(repo, storeId, input);
      return repo.insert(storeId, input);
    });
  }

  async update(storeId: string, shiftId: string, draft: ShiftDraft): Promise<ShiftRecord> {
    const input = normalizeShift(draft);
    return this.db.transaction().execute(async (trx) => {
      const repo = new ShiftRepository(trx);
      await this.checkTables(repo, storeId, input);
      const updated = await repo.update(storeId, shiftId, input);
      if (!updated) throw domainError('not_found', 'shiftNotFound');
      await repo.renameOnOpenOrders(storeId, shiftId, updated.name, updated.intlName ?? {});
      return updated;
    });
  }

  /** A shift that orders used cannot be deleted: disable it (global_disabled) instead. */
  async delete(storeId: string, shiftId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const repo = new ShiftRepository(trx);
      if (!(await repo.find(storeId, shiftId))) throw domainError('not_found', 'shiftNotFound');
      if (await repo.hasOrders(shiftId)) throw domainError('precondition', 'shiftHasOrders');
      await repo.delete(storeId, shiftId);
    });
  }

  private async checkTables(repo: ShiftRepository, storeId: string, input: ShiftInput) {
    const ids = [...new Set([...input.openTableIds, ...input.hiddenTableIds])];
    const own = await repo.tableIdsOfStore(storeId, ids);
    if (own.length !== ids.length) throw domainError('not_found', 'tableNotFound');
  }
}
