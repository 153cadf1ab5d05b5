import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DescService } from '@bufbuild/protobuf';
import { createClient, type Client } from '@connectrpc/connect';
import { HEADER } from '@common/request-signature';
import { createRpcTransport } from '@/services/rpc-transport';
import { nodeFetchRequest } from '../../test/helpers/node-request';
import { spawnServer, waitFor, type ServerProcess } from '../../test/helpers/server-process';

const ROOT = path.resolve(__dirname, '../..');

export interface AppInstance {
  name: string;
  process: ServerProcess;
  url: string;
  dataDir: string;
}

/**
 * One app instance as its own process on the cluster's HAProxy address, as
 * production runs it: the server's own start (migrations, the job runner,
 * the chat listener), only the demo data left out.
 */
export async function startInstance(name: string, databaseUrl: string, staleReadUrl?: string): Promise<AppInstance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `fb-failover-${name}-`));
  const child = await spawnServer(
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      // tsx hands the module over as CommonJS here: its exports may sit under default.
      "const m = await import('./server/main.ts'); await (m.startServer ?? m.default.startServer)(undefined, { seedDemo: false });",
    ],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        H5_DIR: path.join(dataDir, 'no-h5'),
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        RATE_LIMIT_PER_ADDRESS: '0',
        RATE_LIMIT_PER_DEVICE: '0',
        ...(staleReadUrl ? { STALE_READ_DATABASE_URL: staleReadUrl } : {}),
      },
      waitForListening: false,
    },
  );
  const listening = /"address":"(http:\/\/[^"]+)","msg":"listening"/;
  let exited = false;
  void child.exited.then(() => (exited = true));
  await waitFor(() => exited || listening.test(child.output()), 180_000, `instance ${name} to listen`);
  if (exited) throw new Error(`instance ${name} exited before listening:\n${child.output()}`);
  const url = listening.exec(child.output())![1];
  return { name, process: { ...child, url }, url, dataDir };
}

export async function stopInstance(instance: AppInstance): Promise<void> {
  if (instance.process.child.exitCode === null) {
    instance.process.child.kill('SIGTERM');
    await instance.process.exited;
  }
  fs.rmSync(instance.dataDir, { recursive: true, force: true });
}

/** The process is alive and says so on /healthz. */
export async function isUp(instance: AppInstance): Promise<boolean> {
  if (instance.process.child.exitCode !== null || instance.process.child.signalCode !== null) return false;
  try {
    return (await fetch(`${instance.url}/healthz`, { signal: AbortSignal.timeout(5000) })).status === 200;
  } catch {
    return false;
  }
}

/** What an instance printed that means it nearly died: an unheard 'error' event, an unhandled rejection. */
export function crashMarks(instance: AppInstance): string[] {
  return instance.process
    .output()
    .split('\n')
    .filter((line) => /Unhandled 'error' event|uncaughtException|unhandledRejection/.test(line));
}

/**
 * A generated client on one instance, signed like the app. Reads are not
 * retried by the transport: the callers decide what to retry, and count it.
 */
export function clientOn<S extends DescService>(
  instance: AppInstance,
  service: S,
  sessionKey: string,
  deviceId: string,
): Client<S> {
  const transport = createRpcTransport({
    baseUrl: () => instance.url,
    request: nodeFetchRequest,
    readRetryDelaysMs: [],
    defaultTimeoutMs: 20_000,
    headers: () => ({
      [HEADER.clientPlatform]: 'WEB',
      [HEADER.platformId]: 'web',
      [HEADER.deviceId]: deviceId,
      [HEADER.currentPath]: '/pages/home/index',
      [HEADER.clientVersion]: 'failover-test',
      [HEADER.sessionKey]: sessionKey,
    }),
  });
  return createClient(service, transport);
}

/** What each part of an instance logs when it finds the database again after losing it. */
export const BACK_AGAIN = {
  pool: 'database reachable again: serving',
  listener: 'im listener reconnected',
  jobs: 'jobs resumed: the database is back',
} as const;

/** How often an instance logged a message so far (the primary's pool: not the standbys' one). */
export function logged(instance: AppInstance, msg: string): number {
  return instance.process
    .output()
    .split('\n')
    .filter((line) => line.includes(`"msg":"${msg}"`) && !line.includes('"pool":"stale reads"')).length;
}
