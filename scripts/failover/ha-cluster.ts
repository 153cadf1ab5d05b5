import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const SCRIPT = path.resolve(__dirname, '../ha-cluster.sh');

export interface Member {
  name: string;
  role: string;
  state: string;
  timeline?: number;
  lag?: number | string;
}

/**
 * The loopback Patroni cluster of scripts/ha-cluster.sh, driven from a test:
 * started and stopped through the script, looked at through Patroni's REST
 * API, and its primary killed the hard way (kill -9 of the postmaster, then
 * of its Patroni), as a machine that dies would leave it.
 */
export class HaCluster {
  readonly dir: string;
  private readonly base: number;

  constructor(env: NodeJS.ProcessEnv = process.env) {
    this.dir = env.HA_DIR ?? '/tmp/feastbook-ha';
    this.base = Number(env.HA_PORT_BASE ?? 25400);
  }

  /** Where the app connects: HAProxy's port for the primary. */
  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.base + 30}/postgres`;
  }

  /** HAProxy's port for standbys at most 1 MB behind: reads that may be stale. */
  get staleReadUrl(): string {
    return `postgres://postgres@127.0.0.1:${this.base + 31}/postgres`;
  }

  up(): Promise<string> {
    return this.script('up', 300_000);
  }

  down(): Promise<string> {
    return this.script('down', 60_000);
  }

  startNode(node: number): Promise<string> {
    return this.script(`start-node ${node}`, 30_000);
  }

  /** One primary and two standbys streaming from it, or throws after `seconds`. */
  waitHealthy(seconds = 120): Promise<string> {
    return this.script(`wait-healthy ${seconds}`, (seconds + 30) * 1000);
  }

  status(): Promise<string> {
    return this.script('status', 30_000);
  }

  /** The members as any reachable node's Patroni sees them. */
  async members(): Promise<Member[]> {
    for (const node of [1, 2, 3]) {
      try {
        const response = await fetch(`http://127.0.0.1:${this.base + 10 + node}/cluster`, {
          signal: AbortSignal.timeout(2000),
        });
        if (response.ok) return ((await response.json()) as { members: Member[] }).members;
      } catch {
        // that node's Patroni is down: ask the next
      }
    }
    return [];
  }

  async leader(): Promise<{ node: number; name: string; timeline?: number } | undefined> {
    const leader = (await this.members()).find((m) => m.role === 'leader' && m.state === 'running');
    return leader && { node: Number(leader.name.replace('pg', '')), name: leader.name, timeline: leader.timeline };
  }

  /** kill -9 of the node's postmaster, then of its Patroni: nothing is left to stop cleanly or to restart it. */
  killNode(node: number): void {
    const postmaster = Number(
      fs.readFileSync(path.join(this.dir, `pg${node}`, 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    const patroni = Number(fs.readFileSync(path.join(this.dir, `patroni-${node}.pid`), 'utf8'));
    process.kill(postmaster, 'SIGKILL');
    process.kill(patroni, 'SIGKILL');
  }

  /** What the node's Patroni logged (pg_rewind runs are told there). */
  log(node: number): string {
    return fs.readFileSync(path.join(this.dir, `patroni-${node}.log`), 'utf8');
  }

  private async script(args: string, timeout: number): Promise<string> {
    const { stdout } = await run('bash', [SCRIPT, ...args.split(' ')], { timeout, env: process.env });
    return stdout;
  }
}
