import { spawn, type ChildProcess } from 'node:child_process';

export interface ServerProcess {
  child: ChildProcess;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** The base URL once it logged that it listens. */
  url: string;
}

/** Waits until `predicate` holds, polling every 50 ms. */
export function waitFor(predicate: () => boolean, timeoutMs: number, what = 'condition'): Promise<void> {
  const start = Date.now();
  return new Promise((resolve, reject) => {
    const tick = () => {
      if (predicate()) return resolve();
      if (Date.now() - start > timeoutMs) return reject(new Error(`timed out waiting for ${what}`));
      setTimeout(tick, 50);
    };
    tick();
  });
}

/**
 * Starts a server as its own process (node + the given arguments) and, unless
 * it exits first, waits for its "listening" log line to learn its address.
 */
export async function spawnServer(
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; waitForListening?: boolean; timeoutMs?: number },
): Promise<ServerProcess> {
  const child = spawn(process.execPath, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk) => (text += chunk));
  child.stderr?.on('data', (chunk) => (text += chunk));
  let done = false;
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      done = true;
      resolve(code);
    }),
  );
  const listening = /"address":"(http:\/\/[^"]+)","msg":"listening"/;
  if (options.waitForListening !== false) {
    await waitFor(() => done || listening.test(text), options.timeoutMs ?? 90_000, 'the server to listen');
    if (done) throw new Error(`the server exited before listening:\n${text}`);
  }
  return { child, output: () => text, exited, url: listening.exec(text)?.[1] ?? '' };
}
