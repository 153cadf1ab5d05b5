import fs from 'node:fs';

/** CPU time this process has used, in ms (user and system). */
export function processCpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

/**
 * CPU time PostgreSQL on this machine has used, in ms, or undefined when no
 * PostgreSQL process is visible (a server elsewhere). Linux only: read from
 * /proc, in clock ticks of 10 ms. A backend's time would vanish with it when
 * its connection closes (pgbench's do), so the postmaster's reaped children's
 * time (cutime, cstime) is counted too.
 */
export function postgresCpuMs(): number | undefined {
  let total = 0;
  let seen = false;
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc');
  } catch {
    return undefined;
  }
  for (const pid of entries) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (!fs.readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('postgres')) continue;
      // Fields after "(comm) ": state is the first; utime, stime, cutime, cstime the 12th to 15th.
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      total += fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) * 10;
      seen = true;
    } catch {
      // the process ended meanwhile
    }
  }
  return seen ? total : undefined;
}
