import type { EnvReader } from '../../env-reader';
import { LocalGroupBuyPlatform } from './local.platform';
import { MeituanOpenApiPlatform } from './meituan-open-api.platform';

export type GroupBuyConfig =
  { provider: 'local' } | { provider: 'meituan'; appKey: string; appSecret: string; baseUrl: string };

/** GROUP_BUY_PROVIDER=local (default outside production) or meituan with its app key, secret and API base. */
export function readGroupBuyConfig(read: EnvReader, production: boolean): GroupBuyConfig {
  const provider = read.oneOf('GROUP_BUY_PROVIDER', ['local', 'meituan'] as const, production ? 'meituan' : 'local');
  if (provider === 'local') {
    // The local platform is a stand-in that talks to nobody: never what production binds stores to.
    if (production)
      read.problems.push('GROUP_BUY_PROVIDER must be meituan in production (the local platform is a stand-in)');
    return { provider };
  }
  const key = (name: string) => {
    const value = read.string(name, '');
    if (!value) read.problems.push(`${name} must be set when GROUP_BUY_PROVIDER is meituan`);
    return value;
  };
  return {
    provider,
    appKey: key('MEITUAN_APP_KEY'),
    appSecret: key('MEITUAN_APP_SECRET'),
    baseUrl: read.string('MEITUAN_API_BASE', 'https://api-open-cater.meituan.com'),
  };
}

export function createGroupBuyPlatform(config: GroupBuyConfig | undefined, now: () => Date) {
  if (!config || config.provider === 'local') return new LocalGroupBuyPlatform(now);
  return new MeituanOpenApiPlatform({ ...config, now });
}
