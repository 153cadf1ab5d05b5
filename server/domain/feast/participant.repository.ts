import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import { toParticipant, type ParticipantRecord } from './feast.record';
import type { FeastParticipantRow } from './feast.tables';

/** A database refusal of a join: more seats than the feast has (check) or a second open participation (unique). */
export function joinViolation(error: unknown): 'seats' | 'twice' | null {
  const e = error as { code?: string; constraint?: string };
  if (e.code === '23514' && e.constraint === 'feast_seats_within') return 'seats';
  if (e.code === '23505' && e.constraint === 'feast_participant_open_key') return 'twice';
  return null;
}

export class ParticipantRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(values: Insertable<FeastParticipantRow>): Promise<ParticipantRecord> {
    return toParticipant(
      await this.db.insertInto('feast_participant').values(values).returningAll().executeTakeFirstOrThrow(),
    );
  }

  async find(id: string): Promise<ParticipantRecord | undefined> {
    if (!/^\d{1,18}$/.test(id)) return undefined;
    const row = await this.db.selectFrom('feast_participant').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toParticipant(row);
  }

  async lock(id: string): Promise<ParticipantRecord | undefined> {
    if (!/^\d{1,18}$/.test(id)) return undefined;
    const row = await this.db
      .selectFrom('feast_participant')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    return row && toParticipant(row);
  }

  async update(id: string, values: Updateable<FeastParticipantRow>, now: Date): Promise<ParticipantRecord> {
    const row = await this.db
      .updateTable('feast_participant')
      .set({ ...values, update_time: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toParticipant(row);
  }

  async ofFeast(feastId: string): Promise<ParticipantRecord[]> {
    const rows = await this.db
      .selectFrom('feast_participant')
      .selectAll()
      .where('feast_id', '=', feastId)
      .orderBy('id')
      .execute();
    return rows.map(toParticipant);
  }

  /** The feast's participants locked (a close or the headcount job changes them all). */
  async lockOfFeast(feastId: string): Promise<ParticipantRecord[]> {
    const rows = await this.db
      .selectFrom('feast_participant')
      .selectAll()
      .where('feast_id', '=', feastId)
      .orderBy('id')
      .forUpdate()
      .execute();
    return rows.map(toParticipant);
  }

  async ofUser(feastId: string, userId: string): Promise<ParticipantRecord[]> {
    const rows = await this.db
      .selectFrom('feast_participant')
      .selectAll()
      .where('feast_id', '=', feastId)
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .execute();
    return rows.map(toParticipant);
  }

  /** Every participation of a user, newest first, a page of them and how many there are. */
  async listOfUser(userId: string, page: { limit: number; offset: number }) {
    const query = this.db.selectFrom('feast_participant').where('user_id', '=', userId);
    const [rows, total] = await Promise.all([
      query.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
      query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { list: rows.map(toParticipant), total: Number(total.n) };
  }

  /** Which of these feasts the user holds an open participation in. */
  async joinedAmong(userId: string, feastIds: string[]): Promise<Set<string>> {
    if (feastIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('feast_participant')
      .select('feast_id')
      .where('user_id', '=', userId)
      .where('feast_id', 'in', feastIds)
      .where('status', '<>', 'CLOSED')
      .execute();
    return new Set(rows.map((r) => r.feast_id));
  }

  async userContact(userId: string) {
    return this.db
      .selectFrom('app_user')
      .select(['id', 'nickname', 'phone', 'phone_region_code'])
      .where('id', '=', userId)
      .executeTakeFirst();
  }
}
