import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import { pageOf } from './store.service';
import { StoreCollectionRepository, type StoreCollectionInput } from './store-collection.repository';

/** Curated lists of stores: administrators edit them, anyone reads them. */
export class StoreCollectionService {
  constructor(private readonly db: Kysely<Database>) {}

  query(merchantIdIn: string[], limit: number, offset: number) {
    const page = pageOf(limit, offset);
    return new StoreCollectionRepository(this.db).query(merchantIdIn, page.limit, page.offset);
  }

  async create(input: StoreCollectionInput) {
    return this.db.transaction().execute(async (trx) => {
      const repo = new StoreCollectionRepository(trx);
      await this.check(repo, input);
      const id = await repo.insert(input);
      return (await repo.findById(id))!;
    });
  }

  async update(id: string, input: StoreCollectionInput) {
    return this.db.transaction().execute(async (trx) => {
      const repo = new StoreCollectionRepository(trx);
      await this.check(repo, input);
      if (!(await repo.update(id, input))) throw domainError('not_found', 'collectionNotFound');
      return (await repo.findById(id))!;
    });
  }

  async delete(id: string) {
    if (!(await new StoreCollectionRepository(this.db).delete(id)))
      throw domainError('not_found', 'collectionNotFound');
  }

  private async check(repo: StoreCollectionRepository, input: StoreCollectionInput) {
    if (input.merchantId && !(await repo.merchantExists(input.merchantId)))
      throw domainError('not_found', 'storeDoesNotExist');
    const unique = [...new Set(input.storeIds)];
    if (unique.length !== input.storeIds.length) throw domainError('invalid', 'invalidSortList');
    const existing = await repo.existingStoreIds(unique);
    if (existing.length !== unique.length) throw domainError('not_found', 'storeDoesNotExist');
  }
}
