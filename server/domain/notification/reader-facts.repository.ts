import type { Kysely } from 'kysely';
import type { IntlTextJson } from '@common/intl-text';
import type { Database } from '../../db/schema';

/** A shift's name and its translations. */
export interface ShiftName {
  name: string;
  intl: IntlTextJson;
}

/** What a message needs to speak its reader's language: their language and the names to show in it. */
export class ReaderFactsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The interface language each account reads the app in (only those that have one). */
  async languages(userIds: string[]): Promise<Map<string, string>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('app_user')
      .select(['id', 'language'])
      .where('id', 'in', userIds)
      .where('language', '<>', '')
      .execute();
    return new Map(rows.map((r) => [r.id, r.language]));
  }

  async shiftNames(shiftIds: string[]): Promise<Map<string, ShiftName>> {
    const ids = shiftIds.filter((id) => /^\d+$/.test(id));
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('store_shift')
      .select(['id', 'name', 'intl_name'])
      .where('id', 'in', ids)
      .execute();
    return new Map(rows.map((r) => [r.id, { name: r.name, intl: r.intl_name ?? {} }]));
  }
}
