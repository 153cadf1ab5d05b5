// `npm run check:production-image`: the Dockerfile's steps without Docker,
// then the image's server started and asked what a load balancer and a client
// would ask. Docker itself cannot run on every machine that runs CI; these are
// the same commands in the same order, so a broken build stage, a package the
// server needs but `npm ci --omit=dev` leaves out, or a start that fails
// without the sources is caught here.
//
//   build stage:   clean copy of the sources, npm ci, npm run build
//   runtime deps:  package.json + lockfile + vendor/, npm ci --omit=dev
//   runtime:       dist/server + dist/h5 + those node_modules, as a non-root user,
//                  NODE_ENV=production, node dist/server/main.mjs
//
// Then it starts that runtime on an empty PGlite directory and, when
// TEST_DATABASE_URL (a role that may create databases) is set, on a fresh
// PostgreSQL database migrated by dist/server/db-migrate.mjs; each time it
// checks /healthz, /readyz, the H5 app and one signed RPC, and that SIGTERM
// ends it with exit code 0.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { HEADER, randomNonce, signRequest } from '@common/request-signature';

const root = path.resolve(__dirname, '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'feastbook-image-'));
const src = path.join(work, 'src');
const app = path.join(work, 'app');
const started = Date.now();
// The image runs as an unprivileged user; so does this check when it runs as root.
const runAs =
  process.getuid?.() === 0
    ? {
        uid: Number(execFileSync('id', ['-u', 'nobody']).toString()),
        gid: Number(execFileSync('id', ['-g', 'nobody']).toString()),
      }
    : null;

function step(title: string): void {
  console.log(`\n--- [${Math.round((Date.now() - started) / 1000)}s] ${title}`);
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(command, args, { cwd, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd} (exit ${result.status})`);
}

function copyInto(target: string, files: string[]): void {
  for (const file of files) {
    const from = path.join(root, file);
    if (!fs.existsSync(from)) continue; // deleted in the work tree, not yet committed
    fs.mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    fs.cpSync(from, path.join(target, file), { recursive: true });
  }
}

/** What `COPY . .` takes: the repository's files, less what .gitignore and .dockerignore leave out. */
function sourceFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root })
    .toString()
    .split('\0')
    .filter(Boolean);
  const ignored = fs
    .readFileSync(path.join(root, '.dockerignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim().replace(/\/$/, ''))
    .filter((line) => line && !line.startsWith('#'));
  return listed.filter((file) => !ignored.some((pattern) => file === pattern || file.startsWith(`${pattern}/`)));
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

async function signedCall(base: string, rpcPath: string, body: string): Promise<Response> {
  const timestamp = String(Date.now());
  const nonce = randomNonce();
  return fetch(base + rpcPath, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [HEADER.deviceId]: 'image-check',
      [HEADER.timestamp]: timestamp,
      [HEADER.nonce]: nonce,
      [HEADER.signature]: signRequest({ nonce, timestamp, method: 'POST', path: rpcPath, body }, sha256),
    },
    body,
  });
}

function expectOk(what: string, condition: boolean, detail: unknown): void {
  if (!condition) throw new Error(`${what}: ${typeof detail === 'string' ? detail : JSON.stringify(detail)}`);
  console.log(`ok  ${what}`);
}

/** Starts the runtime's server the way the image's CMD does, checks it, and stops it with SIGTERM. */
async function checkRuntime(label: string, env: Record<string, string>): Promise<void> {
  step(`runtime on ${label}: start, probes, the app, one RPC, SIGTERM`);
  const baseEnv = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: work,
    NODE_ENV: 'production',
    DYNAMIC_CODE_SECRET: 'check-production-image-secret',
    // Production refuses to start on stand-ins: fake provider settings, never called here.
    ...baseEnvProviders(),
    HOST: '127.0.0.1',
    PORT: '0',
    H5_DIR: path.join(app, 'dist/h5'),
    LOG_LEVEL: 'info',
    ...env,
  };
  const node = ['--enable-source-maps', 'dist/server/main.mjs'];
  const child = spawn(process.execPath, node, { cwd: app, env: baseEnv, ...runAs });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  try {
    const deadline = Date.now() + 120_000;
    let base = '';
    while (!base) {
      base = /"address":"(http:\/\/[^"]+)","msg":"listening"/.exec(output)?.[1] ?? '';
      if (child.exitCode !== null) throw new Error(`the server exited before listening:\n${output}`);
      if (Date.now() > deadline) throw new Error(`the server did not listen within 120 s:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const health = await fetch(`${base}/healthz`);
    expectOk('/healthz answers 200', health.status === 200, await health.text());
    const ready = await fetch(`${base}/readyz`);
    expectOk('/readyz answers 200: database reachable, migrations applied', ready.status === 200, await ready.text());
    const page = await fetch(`${base}/app/`);
    const html = await page.text();
    expectOk(
      '/app/ serves the built H5 app',
      page.status === 200 && html.includes('<div id="app"'),
      html.slice(0, 200),
    );
    const regions = await signedCall(base, '/grpc/public/platform.v1.ReferenceDataService/ListRegions', '{}');
    const json = (await regions.json()) as { list?: unknown[] };
    expectOk('a signed RPC answers', regions.status === 200 && (json.list?.length ?? 0) > 0, json);
    expectOk('no demo data in production', !output.includes('Demo accounts'), 'the demo banner was printed');
    child.kill('SIGTERM');
    const code = await exited;
    expectOk('SIGTERM: a clean exit', code === 0, `exit ${code}\n${output}`);
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
  }
}

async function main(): Promise<void> {
  step(`build stage: clean copy of the sources into ${src}`);
  copyInto(src, sourceFiles());

  step('build stage: npm ci (the lockfile as it is, no install scripts)');
  run('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund'], src);

  step('build stage: npm run build (server to JavaScript, then the H5 app)');
  run('npm', ['run', 'build'], src);

  step('runtime dependencies: npm ci --omit=dev');
  copyInto(app, ['package.json', 'package-lock.json', 'vendor']);
  run('npm', ['ci', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund'], app);
  for (const tool of ['tsx', 'typescript', 'esbuild', '@tarojs/cli', 'webpack', 'vitest']) {
    expectOk(`no ${tool} in the runtime`, !fs.existsSync(path.join(app, 'node_modules', tool)), 'it was installed');
  }

  step('runtime: the compiled server and the H5 build beside those packages');
  fs.cpSync(path.join(src, 'dist/server'), path.join(app, 'dist/server'), { recursive: true });
  fs.cpSync(path.join(src, 'dist/h5'), path.join(app, 'dist/h5'), { recursive: true });
  const dataDir = path.join(work, 'data');
  fs.mkdirSync(dataDir);
  if (runAs) {
    fs.chmodSync(work, 0o755);
    fs.chownSync(dataDir, runAs.uid, runAs.gid);
  }

  await checkRuntime('an empty PGlite directory', { DATA_DIR: dataDir });
  expectOk('PGlite wrote its files', fs.readdirSync(dataDir).length > 0, 'the data directory is empty');

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    console.log('\nskip PostgreSQL: TEST_DATABASE_URL is not set');
    return;
  }
  const name = `fb_image_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const env = { DATA_DIR: path.join(work, 'pg-data'), DATABASE_URL: url.toString() };
    step('runtime on PostgreSQL: node dist/server/db-migrate.mjs');
    run(process.execPath, ['dist/server/db-migrate.mjs'], app, {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      // The migration reads the same configuration as the server, secrets included.
      DYNAMIC_CODE_SECRET: 'check-production-image-secret',
      ...baseEnvProviders(),
      ...env,
    });
    await checkRuntime('a fresh PostgreSQL database', env);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

main()
  .then(() => console.log(`\nThe production image's steps pass (${Math.round((Date.now() - started) / 1000)} s).`))
  .catch((error) => {
    console.error(`\nThe production image check failed: ${(error as Error).message}`);
    process.exitCode = 1;
  })
  .finally(() => fs.rmSync(work, { recursive: true, force: true }));

/** Fake provider settings production cannot start without (never called): for every step that starts it. */
function baseEnvProviders(): NodeJS.ProcessEnv {
  return {
    SMS_PROVIDER: 'aliyun',
    ALIYUN_SMS_ACCESS_KEY_ID: 'check-id',
    ALIYUN_SMS_ACCESS_KEY_SECRET: 'check-secret',
    ALIYUN_SMS_SIGN_NAME: 'Feastbook',
    ALIYUN_SMS_TEMPLATE_CODE: 'SMS_0',
    GROUP_BUY_PROVIDER: 'meituan',
    MEITUAN_APP_KEY: 'check-key',
    MEITUAN_APP_SECRET: 'check-secret',
  };
}
