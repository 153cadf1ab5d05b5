import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import { BookingLabelRepository, isUniqueViolation } from './booking-label.repository';

function checkPermutation(given: string[], all: string[]) {
  const set = new Set(given);
  if (set.size !== given.length || given.length !== all.length || all.some((id) => !set.has(id))) {
    throw domainError('invalid', 'invalidSortList');
  }
}

/** Tags (content required and unique), order takers and channels (sortable) of a store. */
export class BookingLabelService {
  constructor(private readonly db: Kysely<Database>) {}

  private repo(db: Kysely<Database> = this.db) {
    return new BookingLabelRepository(db);
  }

  tags(storeId: string) {
    return this.repo().tags(storeId);
  }

  /** Content required ('tag content is required') and unique in the store ignoring case ('tag already exists'). */
  async saveTag(storeId: string, tagId: string | null, content: string, color: string) {
    const text = content.trim();
    if (!text) throw domainError('invalid', 'tagContentRequired');
    try {
      const id = tagId ?? (await this.repo().insertTag(storeId, text, color.trim()));
      if (tagId && !(await this.repo().updateTag(storeId, tagId, text, color.trim()))) {
        throw domainError('not_found', 'tagNotFound');
      }
      return (await this.repo().tags(storeId)).find((t) => t.id === id)!;
    } catch (error) {
      if (isUniqueViolation(error)) throw domainError('conflict', 'tagExists');
      throw error;
    }
  }

  async deleteTag(storeId: string, tagId: string) {
    await this.db.transaction().execute(async (trx) => {
      if (!(await this.repo(trx).deleteTag(storeId, tagId))) throw domainError('not_found', 'tagNotFound');
    });
  }

  async sortTags(storeId: string, ids: string[]) {
    await this.db.transaction().execute(async (trx) => {
      checkPermutation(ids, await this.repo(trx).tagIds(storeId));
      await this.repo(trx).setSorts('booking_order_tag', storeId, ids);
    });
  }

  takers(storeId: string) {
    return this.repo().takers(storeId);
  }

  async saveTaker(
    storeId: string,
    takerId: string | null,
    t: { name: string; phone: string; sort: number; disabled: boolean },
  ) {
    const taker = { ...t, name: t.name.trim(), phone: t.phone.trim() };
    const id = takerId ?? (await this.repo().insertTaker(storeId, taker));
    if (takerId && !(await this.repo().updateTaker(storeId, takerId, taker)))
      throw domainError('not_found', 'takerNotFound');
    return (await this.repo().takers(storeId)).find((x) => x.id === id)!;
  }

  async deleteTaker(storeId: string, takerId: string) {
    if (!(await this.repo().deleteTaker(storeId, takerId))) throw domainError('not_found', 'takerNotFound');
  }

  channels(storeId: string) {
    return this.repo().channels(storeId);
  }

  async saveChannel(storeId: string, channelId: string | null, name: string) {
    const id = channelId ?? (await this.repo().insertChannel(storeId, name.trim()));
    if (channelId && !(await this.repo().updateChannel(storeId, channelId, name.trim()))) {
      throw domainError('not_found', 'channelNotFound');
    }
    return (await this.repo().channels(storeId)).find((c) => c.id === id)!;
  }

  async deleteChannel(storeId: string, channelId: string) {
    if (!(await this.repo().deleteChannel(storeId, channelId))) throw domainError('not_found', 'channelNotFound');
  }

  async sortChannels(storeId: string, ids: string[]) {
    await this.db.transaction().execute(async (trx) => {
      checkPermutation(
        ids,
        (await this.repo(trx).channels(storeId)).map((c) => c.id),
      );
      await this.repo(trx).setSorts('booking_channel', storeId, ids);
    });
  }
}
