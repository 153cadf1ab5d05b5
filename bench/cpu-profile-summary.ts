// Sums a .cpuprofile's self time per function and per file, to see where a
// call's CPU goes: `tsx bench/cpu-profile-summary.ts run.cpuprofile [top]`.
import fs from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** A file's short name: node_modules/<package>, or the path inside the project. */
function where(url: string): string {
  if (!url) return '(native)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const parts = url.slice(modules + 13).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (url.startsWith('node:')) return url;
  const project = url.indexOf('/wt-');
  return project >= 0 ? url.slice(url.indexOf('/', project + 1) + 1) : url;
}

/**
 * Where a call's time goes, in the parts docs/server.md names. Order
 * matters: the first rule that matches a function's file wins. The callers
 * run in the same process (the benchmarks' clients), so their share is its own part.
 */
const PARTS: Array<[string, RegExp]> = [
  [
    'callers (fetch, client transport, its sha256)',
    /undici|webstreams|src\/services\/|src\/common\/sha256|node-request|abort_controller|domexception|js_transferable|event_target/,
  ],
  [
    'signature, replay guard, rate limits',
    /server\/guards\/|rpc-admission|signature-check|rate-limit|request-admission|rate-limiter|replay-guard|node:internal\/crypto/,
  ],
  ['session, access rules, interceptors', /server\/rpc\/|server\/domain\/identity|request-meta/],
  ['request log', /pino|log-lines/],
  ['Connect and protobuf (JSON encode/decode, both ends)', /@connectrpc|@bufbuild/],
  ['HTTP server (Fastify, node:http)', /fastify|find-my-way|avvio|node:_http|rpc\.plugin|connect-error-reply/],
  ['PGlite (PostgreSQL compiled to wasm, and its JS)', /^wasm:|@electric-sql\/pglite/],
  ['database driver (Kysely, pg)', /kysely|^pg|pg-protocol|pg-pool|server\/db\//],
  ['domain and handlers', /server\/domain|server\/handlers|src\/common/],
  [
    'socket writes and reads (syscalls; waiting for a core under load)',
    /^(writev|write|writeBuffer|writeUtf8String|read|dispatch)$/,
  ],
  ['garbage collector', /garbage collector/],
  ['idle', /^\(idle\)$/],
];

/** Self time per part, in µs per call. */
export function parts(profile: Profile, calls: number): Array<[string, number]> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const sums = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const { callFrame } = byId.get(id)!;
    const file = callFrame.url ? where(callFrame.url) : callFrame.functionName;
    const part = PARTS.find(([, pattern]) => pattern.test(file))?.[0] ?? 'other (Node internals, microtasks)';
    sums.set(part, (sums.get(part) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  return [...sums.entries()].sort((a, b) => b[1] - a[1]).map(([part, us]) => [part, us / calls]);
}

export function summarize(profile: Profile, top = 25): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const fn = new Map<string, number>();
  const file = new Map<string, number>();
  for (const [id, us] of self) {
    const { callFrame } = byId.get(id)!;
    const name = `${callFrame.functionName || '(anonymous)'} ${where(callFrame.url)}:${callFrame.lineNumber + 1}`;
    fn.set(name, (fn.get(name) ?? 0) + us);
    const f = callFrame.url ? where(callFrame.url) : callFrame.functionName || '(native)';
    file.set(f, (file.get(f) ?? 0) + us);
  }
  const rows = (m: Map<string, number>) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(
        ([k, us]) =>
          `  ${((us / total) * 100).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(7)} ms  ${k}`,
      )
      .join('\n');
  return `total sampled ${(total / 1000).toFixed(0)} ms\nby file or package:\n${rows(file)}\nby function:\n${rows(fn)}`;
}

if (require.main === module) {
  const [file, top] = process.argv.slice(2);
  console.log(summarize(JSON.parse(fs.readFileSync(file, 'utf8')) as Profile, Number(top || 25)));
}
