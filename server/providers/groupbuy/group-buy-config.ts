import type { EnvReader } from '../../env-reader';
import { LocalGroupBuyPlatform } from './local.platform';
import { MeituanOpenApiPlatform } from './meituan-open-api.platform';

export type GroupBuyConfig =
  { provider: 'local' } | { provider: 'meituan'; appKey: string; appSecret: string; baseUrl: string };

/** GROUP_BUY_PROVIDER=local (default outside production) or meituan with its app key, secret and API base. */
export function readGroupBuyConfig(read: EnvReader, production: boolean): GroupBuyConfig {
  const provider = read.oneOf('GROUP_BUY_PROVIDER', ['local', 'meituan'] as const, production ? 'meituan' : 'local');
  if (provider === 'local') return { provider };
  return {
    provider,
    appKey: read.string('MEITUAN_APP_KEY', ''),
    appSecret: read.string('MEITUAN_APP_SECRET', ''),
    baseUrl: read.string('MEITUAN_API_BASE', 'https://api-open-cater.meituan.com'),
  };
}

export function createGroupBuyPlatform(config: GroupBuyConfig | undefined, now: () => Date) {
  if (!config || config.provider === 'local') return new LocalGroupBuyPlatform(now);
  return new MeituanOpenApiPlatform({ ...config, now });
}
