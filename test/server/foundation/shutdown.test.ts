import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { signatureHeaders } from '../../helpers/raw-call';
import { testDatabaseKind } from '../../helpers/test-database';

const ROOT = path.resolve(__dirname, '../../..');

function waitFor(predicate: () => boolean, timeoutMs: number): Promise<void> {
  const start = Date.now();
  return new Promise((resolve, reject) => {
    const tick = () => {
      if (predicate()) return resolve();
      if (Date.now() - start > timeoutMs) return reject(new Error('timed out'));
      setTimeout(tick, 50);
    };
    tick();
  });
}

describe.runIf(testDatabaseKind() === 'pglite')('graceful shutdown', () => {
  it('on SIGTERM finishes the call in flight, closes the database and exits 0', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fb-shutdown-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'info', NODE_ENV: 'development' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      await waitFor(() => /"address":"http:\/\/127\.0\.0\.1:\d+"/.test(output), 60_000);
      const port = Number(/"address":"http:\/\/127\.0\.0\.1:(\d+)"/.exec(output)?.[1]);

      // A call whose body arrives slowly is in flight when the signal comes.
      const rpcPath = '/grpc/public/platform.v1.ReferenceDataService/ListRegions';
      const body = JSON.stringify({ padding: 'p'.repeat(1000) });
      const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = http.request(
          {
            host: '127.0.0.1',
            port,
            path: rpcPath,
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
              ...signatureHeaders(rpcPath, body),
            },
          },
          (res) => {
            let text = '';
            res.on('data', (c) => (text += c));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
          },
        );
        request.on('error', reject);
        request.write(body.slice(0, 500));
        setTimeout(() => {
          child.kill('SIGTERM');
          setTimeout(() => request.end(body.slice(500)), 300);
        }, 200);
      });

      const answered = await response;
      expect(answered.status, answered.body).toBe(200);
      expect(JSON.parse(answered.body).list).toHaveLength(5);
      expect(await exited).toBe(0);
      expect(output).toContain('shutting down');
      expect(output).toContain('"msg":"closed"');
    } finally {
      child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
