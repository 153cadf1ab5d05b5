import type { Kysely } from 'kysely';
import { FAPIAO_LIMITS, fapiaoTitleProblem, normalizeFapiaoTitle, type FapiaoTitleFields } from '@common/fapiao-title';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import { FapiaoTitleRepository, type FapiaoTitleRecord } from './fapiao-title.repository';

/** Checks and normalizes a title: the shared rules of src/common/fapiao-title.ts. */
export function checkFapiaoTitle(input: FapiaoTitleFields): FapiaoTitleFields {
  const fields = normalizeFapiaoTitle(input);
  const problem = fapiaoTitleProblem(fields);
  if (problem) throw domainError('invalid', problem);
  return fields;
}

/**
 * A diner's own fapiao titles. Only the owner reads or changes them (another
 * diner's title does not exist for the caller); the first becomes the
 * default, and when the default is deleted the most recently changed of the
 * rest takes its place, so a diner with titles always has a default.
 */
export class FapiaoTitleService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  list(userId: string): Promise<FapiaoTitleRecord[]> {
    return new FapiaoTitleRepository(this.db).list(userId);
  }

  /** The caller's title, or not found. */
  async get(userId: string, id: string): Promise<FapiaoTitleRecord> {
    const found = await new FapiaoTitleRepository(this.db).find(userId, id);
    if (!found) throw domainError('not_found', 'fapiaoTitleNotFound');
    return found;
  }

  create(userId: string, input: FapiaoTitleFields, makeDefault: boolean): Promise<FapiaoTitleRecord> {
    const fields = checkFapiaoTitle(input);
    return this.db.transaction().execute(async (trx) => {
      const titles = new FapiaoTitleRepository(trx);
      await titles.lockOwner(userId);
      const count = await titles.count(userId);
      if (count >= FAPIAO_LIMITS.perDiner) throw domainError('precondition', 'fapiaoTitleLimit');
      const now = this.now();
      const id = await titles.insert(userId, fields, false, now);
      if (makeDefault || count === 0) await titles.setDefault(userId, id, now);
      return (await titles.find(userId, id))!;
    });
  }

  update(userId: string, id: string, input: FapiaoTitleFields): Promise<FapiaoTitleRecord> {
    const fields = checkFapiaoTitle(input);
    return this.db.transaction().execute(async (trx) => {
      const titles = new FapiaoTitleRepository(trx);
      await titles.lockOwner(userId);
      if (!(await titles.find(userId, id))) throw domainError('not_found', 'fapiaoTitleNotFound');
      await titles.update(userId, id, fields, this.now());
      return (await titles.find(userId, id))!;
    });
  }

  remove(userId: string, id: string): Promise<void> {
    return this.db.transaction().execute(async (trx) => {
      const titles = new FapiaoTitleRepository(trx);
      await titles.lockOwner(userId);
      const found = await titles.find(userId, id);
      if (!found) throw domainError('not_found', 'fapiaoTitleNotFound');
      await titles.remove(userId, id);
      if (found.isDefault) await titles.setDefault(userId, (await titles.newest(userId)) ?? null, this.now());
    });
  }

  setDefault(userId: string, id: string): Promise<FapiaoTitleRecord> {
    return this.db.transaction().execute(async (trx) => {
      const titles = new FapiaoTitleRepository(trx);
      await titles.lockOwner(userId);
      if (!(await titles.find(userId, id))) throw domainError('not_found', 'fapiaoTitleNotFound');
      await titles.setDefault(userId, id, this.now());
      return (await titles.find(userId, id))!;
    });
  }
}
