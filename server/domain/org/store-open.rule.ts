import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import { OrgRepository } from './org.repository';

/**
 * A disabled store, or a store of a disabled merchant, takes nothing new from diners:
 * no booking, feast registration, mall order or ticket, whatever page they still had
 * open when it was disabled. What already exists goes on (payments of orders made
 * before, refunds, cancellations). A store that does not exist is left to the caller,
 * which answers it in its own words.
 */
export async function requireOpenToDiners(db: Kysely<Database>, storeId: string): Promise<void> {
  if ((await new OrgRepository(db).openToDiners(storeId)) === false) {
    throw domainError('precondition', 'storeDisabled');
  }
}
