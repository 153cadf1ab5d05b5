// The PostgreSQL server `npm test` runs the server suite on a second time:
// TEST_DATABASE_URL when it is set, or else a throwaway cluster of its own when
// the PostgreSQL server binaries are on the machine (as .ci/run starts one).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { postgresBinDir } from '../test/helpers/pg-cluster';

/** The suites that run only on PostgreSQL, named when its step cannot run. */
export const POSTGRES_ONLY_SERVER_TESTS = [
  'test/server/scale-out/two-instances.test.ts',
  'test/server/scale-out/database-crash.test.ts',
  'test/server/im/im-two-instances.test.ts',
  'test/server/foundation/connection-loss.test.ts',
];

export const HOW_TO_RUN_ON_POSTGRES =
  'set TEST_DATABASE_URL=postgres://… (a role that may create databases), or install the PostgreSQL ' +
  'server binaries (`apt-get install postgresql`) and npm test starts a throwaway cluster itself';

export interface ThrowawayPostgres {
  url: string;
  stop(): void;
}

const isRoot = () => process.getuid?.() === 0;

/**
 * initdb and pg_ctl into a temporary directory on the given port, as the
 * postgres user when run as root (initdb refuses root); or the reason there is
 * none (no binaries, or the cluster did not start).
 */
export function startThrowawayPostgres(port: number): ThrowawayPostgres | { reason: string } {
  const bin = postgresBinDir();
  if (!bin) return { reason: 'no PostgreSQL server binaries under /usr/lib/postgresql' };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feastbook-test-pg-'));
  const run = (tool: string, args: string[]) => {
    const command = path.join(bin, tool);
    const result = isRoot()
      ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' })
      : spawnSync(command, args, { encoding: 'utf8' });
    if (result.status !== 0)
      throw new Error(`${tool}: ${(result.stderr || result.stdout || String(result.error)).trim()}`);
  };
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    if (isRoot()) {
      const chown = spawnSync('chown', ['postgres', dir], { encoding: 'utf8' });
      if (chown.status !== 0) throw new Error(`chown postgres: ${chown.stderr.trim()}`);
    }
    run('initdb', ['-D', dir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    // fsync off as in .ci/run: a throwaway cluster, durability is not what it tests.
    const options = `-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
    run('pg_ctl', ['-D', dir, '-l', path.join(dir, 'server.log'), '-w', '-o', options, 'start']);
  } catch (error) {
    remove();
    return { reason: `a throwaway cluster did not start (${(error as Error).message})` };
  }
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', dir, '-m', 'fast', '-w', 'stop']);
      } catch {
        // already gone: nothing to stop
      }
      remove();
    },
  };
}
