import type { Kysely } from 'kysely';
import { ClientConfigRepository } from '../../domain/platform/client-config.repository';
import type { Database } from '../schema';
import { defaultClientConfigBody } from './client-config.seed';

export const DEFAULT_CLIENT_CONFIG_ID = '1';

/**
 * What every installation needs before a client can start, demo or not: the
 * default client config. Written only when missing, so edits made later in
 * the database survive restarts.
 */
export async function ensureBaseData(db: Kysely<Database>): Promise<void> {
  const configs = new ClientConfigRepository(db);
  if (await configs.findDefault()) return;
  await configs.upsert({
    id: DEFAULT_CLIENT_CONFIG_ID,
    isDefault: true,
    ownerType: 'SYSTEM',
    ownerId: '0',
    body: defaultClientConfigBody('FeastBook'),
  });
}
