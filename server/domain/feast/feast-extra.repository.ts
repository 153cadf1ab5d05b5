import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toQuestion, type QuestionRecord } from './feast.record';
import type { FeastEvent } from './feast-events';

/** Questions and answers, permitted creators, and the feast event record. */
export class FeastExtraRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insertQuestion(values: { feastId: string; userId: string; askerName: string; content: string }) {
    const row = await this.db
      .insertInto('feast_question')
      .values({
        feast_id: values.feastId,
        user_id: values.userId,
        asker_name: values.askerName,
        content: values.content,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toQuestion(row);
  }

  async findQuestion(id: string): Promise<QuestionRecord | undefined> {
    if (!/^\d{1,18}$/.test(id)) return undefined;
    const row = await this.db.selectFrom('feast_question').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toQuestion(row);
  }

  async answerQuestion(id: string, answer: string, userId: string, now: Date): Promise<QuestionRecord> {
    const row = await this.db
      .updateTable('feast_question')
      .set({ answer, answer_user_id: userId, answer_time: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toQuestion(row);
  }

  async questionsOf(feastId: string): Promise<QuestionRecord[]> {
    const rows = await this.db
      .selectFrom('feast_question')
      .selectAll()
      .where('feast_id', '=', feastId)
      .orderBy('id', 'desc')
      .execute();
    return rows.map(toQuestion);
  }

  async permittedStoreIds(userId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('feast_permitted_creator')
      .select('store_id')
      .where('user_id', '=', userId)
      .execute();
    return rows.map((r) => r.store_id);
  }

  async isPermitted(storeId: string, userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('feast_permitted_creator')
      .select('user_id')
      .where('store_id', '=', storeId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Boolean(row);
  }

  async permittedCreators(storeId: string) {
    return this.db
      .selectFrom('feast_permitted_creator as c')
      .innerJoin('app_user as u', 'u.id', 'c.user_id')
      .select(['u.id', 'u.nickname', 'u.phone'])
      .where('c.store_id', '=', storeId)
      .orderBy('c.create_time')
      .execute();
  }

  async userByPhone(regionCode: string, phone: string) {
    return this.db
      .selectFrom('app_user')
      .select(['id', 'nickname', 'phone'])
      .where('phone_region_code', '=', regionCode)
      .where('phone', '=', phone)
      .executeTakeFirst();
  }

  async addPermitted(storeId: string, userId: string) {
    await this.db
      .insertInto('feast_permitted_creator')
      .values({ store_id: storeId, user_id: userId })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  async removePermitted(storeId: string, userId: string) {
    await this.db
      .deleteFrom('feast_permitted_creator')
      .where('store_id', '=', storeId)
      .where('user_id', '=', userId)
      .execute();
  }

  async recordEvents(events: FeastEvent[]) {
    if (events.length === 0) return;
    await this.db
      .insertInto('feast_event')
      .values(
        events.map((e) => ({
          kind: e.kind,
          feast_id: e.feastId,
          participant_id: e.participantId ?? null,
          user_id: e.userId ?? null,
          payload: JSON.stringify(e.payload ?? {}),
        })),
      )
      .execute();
  }

  async eventsOf(feastId: string) {
    return this.db.selectFrom('feast_event').selectAll().where('feast_id', '=', feastId).orderBy('id').execute();
  }
}
