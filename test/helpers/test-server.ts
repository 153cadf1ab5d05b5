import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DescService } from '@bufbuild/protobuf';
import { createClient, type Client } from '@connectrpc/connect';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildServer } from '../../server/app';
import { loadConfig, type ServerConfig } from '../../server/config';
import type { DbHandle } from '../../server/db/client';
import type { Services } from '../../server/services';
import { createRpcTransport } from '@/services/rpc-transport';
import { HEADER } from '@common/request-signature';
import { nodeFetchRequest } from './node-request';
import { createTestDatabase } from './test-database';

export interface CallerIdentity {
  sessionKey?: string;
  deviceId?: string;
  clientPlatform?: string;
}

export interface TestServer {
  url: string;
  app: FastifyInstance;
  services: Services;
  database: DbHandle;
  config: ServerConfig;
  /** A generated client speaking through the app's own RPC transport, signed like the real client. */
  client<S extends DescService>(service: S, caller?: CallerIdentity): Client<S>;
  /** A user and a live session for them; returns the session key. */
  createUserSession(user?: { phone?: string; nickname?: string }): Promise<{ userId: string; sessionKey: string }>;
  close(): Promise<void>;
}

export type ConfigOverrides = Partial<Omit<ServerConfig, 'signature' | 'rateLimit'>> & {
  signature?: Partial<ServerConfig['signature']>;
  rateLimit?: Partial<ServerConfig['rateLimit']>;
};

let phoneCounter = 0;

export interface TestServerOptions {
  /** The services' clock, to move time in expiry and cooldown tests instead of sleeping. */
  now?: () => Date;
  /** Stands in for the standbys that serve reads which may be stale (STALE_READ_DATABASE_URL). */
  staleReadDatabase?: DbHandle;
}

/** The whole server on a random port over a fresh database, as `npm start` builds it. */
export async function startTestServer(
  overrides: ConfigOverrides = {},
  database?: DbHandle,
  logger: FastifyServerOptions['logger'] = false,
  options: TestServerOptions = {},
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fb-test-'));
  const base = loadConfig({ DATA_DIR: dataDir, H5_DIR: path.join(dataDir, 'no-h5') });
  const config: ServerConfig = {
    ...base,
    ...overrides,
    signature: { ...base.signature, ...overrides.signature },
    rateLimit: { perAddressPerMinute: 100_000, perDevicePerMinute: 100_000, ...overrides.rateLimit },
  };
  const db = database ?? (await createTestDatabase());
  const { app, services } = await buildServer({
    config,
    database: db,
    staleReadDatabase: options.staleReadDatabase,
    logger,
    now: options.now,
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  return {
    url: address,
    app,
    services,
    database: db,
    config,
    client(service, caller = {}) {
      const transport = createRpcTransport({
        baseUrl: () => address,
        request: nodeFetchRequest,
        headers: () => ({
          [HEADER.clientPlatform]: caller.clientPlatform ?? 'WEB',
          [HEADER.platformId]: 'web',
          [HEADER.deviceId]: caller.deviceId ?? 'test-device',
          [HEADER.currentPath]: '/pages/home/index',
          [HEADER.clientVersion]: 'test',
          ...(caller.sessionKey ? { [HEADER.sessionKey]: caller.sessionKey } : {}),
        }),
      });
      return createClient(service, transport);
    },
    async createUserSession(user = {}) {
      phoneCounter++;
      const created = await services.users.create({
        phone: user.phone ?? `139${String(phoneCounter).padStart(8, '0')}`,
        phoneRegionCode: '86',
        nickname: user.nickname ?? `tester ${phoneCounter}`,
      });
      const { key } = await services.sessions.start(created.id, {
        clientPlatform: 'WEB',
        platformId: 'web',
        deviceId: 'test-device',
      });
      return { userId: created.id, sessionKey: key };
    },
    async close() {
      await app.close();
      if (!database) await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
