import fs from 'node:fs';
import path from 'node:path';
import { CLIENT_ENV_KEYS, clientEnv } from '../../../config/client-env';

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gen' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

const UNSET = {
  TARO_APP_API_BASE: '""',
  TARO_APP_CLIENT_CONFIG_ID: '""',
  TARO_APP_DEV_API_BASE: '""',
  TARO_APP_CDN_BASE: '""',
  TARO_APP_DEV_CDN_BASE: '""',
  TARO_APP_WECHAT_OFFICIAL_ACCOUNT_APP_ID: '""',
  TARO_APP_LOCALE_VERSIONS: '""',
};

describe('client env passed to Taro', () => {
  it("defines every key the client reads as '' when the build sets none", () => {
    expect(clientEnv({})).toEqual(UNSET);
  });

  it('passes every TARO_APP_* variable of the build environment, JSON-encoded', () => {
    expect(clientEnv({ TARO_APP_API_BASE: 'https://api.example.test', TARO_APP_X: 'a"b', HOME: '/root' })).toEqual({
      ...UNSET,
      TARO_APP_API_BASE: '"https://api.example.test"',
      TARO_APP_X: '"a\\"b"',
    });
  });

  it('lists every TARO_APP_* key the client reads', () => {
    const read = new Set<string>();
    for (const file of sourceFiles(path.join(__dirname, '../../../src'))) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(/process\.env\.(TARO_APP_[A-Z0-9_]+)/g))
        read.add(match[1]);
    }
    expect(read.size).toBeGreaterThan(0);
    expect([...read].filter((key) => !(CLIENT_ENV_KEYS as readonly string[]).includes(key))).toEqual([]);
  });
});
