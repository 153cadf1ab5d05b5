import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import { BoardVersionRepository } from './board-version.repository';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The staff booking board's cheap "changed since" poll of one store's business date. */
export class BoardVersionService {
  private readonly versions: BoardVersionRepository;

  constructor(db: Kysely<Database>) {
    this.versions = new BoardVersionRepository(db);
  }

  async dayVersion(storeId: string, reservationDate: string): Promise<string> {
    const date = reservationDate.trim();
    if (!DATE.test(date)) throw domainError('invalid', 'invalidDate');
    return this.versions.dayVersion(storeId, date);
  }
}
