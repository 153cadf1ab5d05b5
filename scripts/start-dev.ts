// `npm start` outside production (scripts/start.mjs sends it here): build the
// H5 app when its build is missing or stale, then run the server from its
// TypeScript sources (migrations, base data and the demo seed happen at its start).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { runServer } from '../server/main';
import { h5BuildStaleReason } from './h5-build-freshness';

const root = path.resolve(__dirname, '..');
const reason = h5BuildStaleReason(root);
if (reason) {
  console.log(`Building the H5 app (${reason}); this takes about half a minute…`);
  const build = spawnSync('npm', ['run', 'build:h5'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('The H5 build failed; see above.');
    process.exit(build.status ?? 1);
  }
}

runServer();
