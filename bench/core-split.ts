import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

/**
 * The machine's cores split in two halves, PostgreSQL on one and the client
 * side (this process, or pgbench) on the other, for as long as it is held.
 *
 * Why: on a shared machine the two workloads compared with each other do not
 * get the same PostgreSQL. pgbench's client is a small C loop, so TPC-B's
 * PostgreSQL has nearly every core; the booking server's own work (about a
 * third of the CPU per create) runs on the same cores and takes them from its
 * PostgreSQL. In production the server and the database have machines of
 * their own. Pinned, both workloads meet a PostgreSQL with the same cores, and
 * their ratio says how much of that PostgreSQL a create needs.
 */
export interface CoreSplit {
  /** The client side's cores, in taskset's list form ("0", "0-1"). */
  clientCpus: string;
  /** PostgreSQL's cores. */
  databaseCpus: string;
  /** Every process back on every core. */
  release(): void;
}

const range = (from: number, to: number) => (from === to ? `${from}` : `${from}-${to}`);

function postgresPids(): string[] {
  return fs.readdirSync('/proc').filter((pid) => {
    if (!/^\d+$/.test(pid)) return false;
    try {
      return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('postgres');
    } catch {
      return false; // ended meanwhile
    }
  });
}

/** Pins every thread of `pid`; false when the process is gone or may not be pinned. */
function pin(pid: string | number, cpus: string): boolean {
  try {
    execFileSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Splits the cores, or answers why it cannot: fewer than two cores, no
 * PostgreSQL process on this machine, no taskset or no right to pin.
 * PostgreSQL's postmaster is pinned too, so the backends it starts later
 * (pgbench's clients) inherit its cores.
 */
export function splitCores(): CoreSplit | string {
  const cores = os.availableParallelism();
  if (cores < 2) return 'one core only';
  const half = Math.floor(cores / 2);
  const clientCpus = range(0, half - 1);
  const databaseCpus = range(half, cores - 1);
  const all = range(0, cores - 1);
  const pids = postgresPids();
  if (pids.length === 0) return 'PostgreSQL runs on another machine';
  if (!pin(process.pid, clientCpus)) return 'taskset is missing or may not pin processes';
  const pinned = pids.filter((pid) => pin(pid, databaseCpus)).length;
  if (pinned === 0) {
    pin(process.pid, all);
    return "PostgreSQL's processes may not be pinned";
  }
  // An interrupted benchmark must not leave PostgreSQL on one core.
  const interrupted = () => {
    release();
    process.exit(130);
  };
  function release() {
    process.off('SIGINT', interrupted).off('SIGTERM', interrupted);
    pin(process.pid, all);
    for (const pid of postgresPids()) pin(pid, all);
  }
  process.once('SIGINT', interrupted).once('SIGTERM', interrupted);
  return { clientCpus, databaseCpus, release };
}
