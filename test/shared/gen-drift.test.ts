import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');

function listFiles(dir: string, base = dir): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full, base) : [path.relative(base, full)];
  });
}

describe('src/gen', () => {
  it('is exactly what the protos generate (run `npm run generate` after editing proto/)', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'fb-gen-'));
    try {
      const template = path.join(out, 'buf.gen.yaml');
      const committed = fs.readFileSync(path.join(ROOT, 'proto/buf.gen.yaml'), 'utf8');
      fs.writeFileSync(
        template,
        committed.replace(/out: .*/, `out: ${path.join(out, 'gen')}`).replace(/inputs:\n(\s+- .*\n)+/, ''),
      );
      execFileSync(path.join(ROOT, 'node_modules/.bin/buf'), ['generate', 'proto', '--template', template], {
        cwd: ROOT,
        env: { ...process.env, PATH: `${path.join(ROOT, 'node_modules/.bin')}${path.delimiter}${process.env.PATH}` },
        stdio: 'pipe',
      });
      const fresh = listFiles(path.join(out, 'gen')).sort();
      const current = listFiles(path.join(ROOT, 'src/gen')).sort();
      expect(current).toEqual(fresh);
      for (const file of fresh) {
        const a = fs.readFileSync(path.join(out, 'gen', file), 'utf8');
        const b = fs.readFileSync(path.join(ROOT, 'src/gen', file), 'utf8');
        expect(b, `src/gen/${file} differs from what proto/ generates`).toBe(a);
      }
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  }, 60_000);
});
