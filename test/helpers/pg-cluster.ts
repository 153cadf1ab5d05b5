import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The newest PostgreSQL server binaries on this machine, or undefined (as .ci/run looks for them). */
export function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length ? path.join(root, versions[versions.length - 1], 'bin') : undefined;
}

const isRoot = () => process.getuid?.() === 0;
const run = promisify(execFile);

/**
 * A PostgreSQL cluster of a test's own, for tests that must crash and restart
 * the database (the shared TEST_DATABASE_URL server must stay up for the rest
 * of the suite). initdb refuses root, so as root it belongs to the postgres user.
 */
export class PgCluster {
  readonly dir: string;

  constructor(
    private readonly bin: string,
    readonly port: number,
  ) {
    this.dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fb-pg-crash-'));
    if (isRoot()) execFileSync('chown', ['postgres', this.dir]);
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  init(): Promise<void> {
    return this.run('initdb', ['-D', this.dir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  }

  /** Starts and waits until it accepts connections. fsync stays on, as in production. */
  start(): Promise<void> {
    const options = `-p ${this.port} -k /tmp -c listen_addresses=127.0.0.1 -c max_connections=100`;
    return this.run('pg_ctl', ['-D', this.dir, '-l', path.join(this.dir, 'server.log'), '-w', '-o', options, 'start']);
  }

  /** A crash: no checkpoint, every backend killed; recovery replays the WAL at the next start. */
  crash(): Promise<void> {
    return this.run('pg_ctl', ['-D', this.dir, '-m', 'immediate', '-w', 'stop']);
  }

  /** Stops if running and removes the cluster's files. */
  async destroy(): Promise<void> {
    await this.run('pg_ctl', ['-D', this.dir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
    fs.rmSync(this.dir, { recursive: true, force: true });
  }

  private async run(tool: string, args: string[]): Promise<void> {
    const command = path.join(this.bin, tool);
    if (isRoot()) await run('runuser', ['-u', 'postgres', '--', command, ...args]);
    else await run(command, args);
  }
}
