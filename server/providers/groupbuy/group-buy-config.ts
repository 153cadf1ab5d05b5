import type { EnvReader } from '../../env-reader';
import { DouyinLifePlatform } from './douyin-life.platform';
import type { GroupBuyPlatform } from './group-buy-platform';
import { LocalGroupBuyPlatform } from './local.platform';
import { MeituanTuangouPlatform } from './meituan-tuangou.platform';
import { GroupBuyOffPlatform } from './off.platform';

export type GroupBuyConfig =
  | { provider: 'none' }
  | { provider: 'local' }
  | { provider: 'meituan'; appKey: string; appSecret: string; baseUrl: string; authPageUrl: string }
  | { provider: 'douyin'; clientKey: string; clientSecret: string; baseUrl: string };

const PROVIDERS = ['none', 'local', 'meituan', 'douyin'] as const;

/**
 * GROUP_BUY_PROVIDER: none (the production default: group-buying is off and
 * says so to staff), local (the development default, a simulator on one
 * machine), meituan or douyin with their app credentials. A provider named
 * without its keys stops the start, naming the setting.
 */
export function readGroupBuyConfig(read: EnvReader, production: boolean): GroupBuyConfig {
  const provider = read.oneOf('GROUP_BUY_PROVIDER', PROVIDERS, production ? 'none' : 'local');
  if (provider === 'none') return { provider };
  if (provider === 'local') {
    // The simulator talks to nobody: never what production binds stores to.
    if (production)
      read.problems.push(
        'GROUP_BUY_PROVIDER must be none, meituan or douyin in production (the local platform is a simulator)',
      );
    return { provider };
  }
  const key = (name: string) => {
    const value = read.string(name, '');
    if (!value) read.problems.push(`${name} must be set when GROUP_BUY_PROVIDER is ${provider}`);
    return value;
  };
  if (provider === 'meituan') {
    return {
      provider,
      appKey: key('MEITUAN_APP_KEY'),
      appSecret: key('MEITUAN_APP_SECRET'),
      baseUrl: read.string('MEITUAN_API_BASE', 'https://openapi.dianping.com'),
      authPageUrl: read.string('MEITUAN_AUTH_PAGE', 'https://e.dianping.com/dz-open/merchant/auth'),
    };
  }
  return {
    provider,
    clientKey: key('DOUYIN_LIFE_CLIENT_KEY'),
    clientSecret: key('DOUYIN_LIFE_CLIENT_SECRET'),
    baseUrl: read.string('DOUYIN_LIFE_API_BASE', 'https://open.douyin.com'),
  };
}

/** The configured platform; with none configured, group-buying is off. */
export function createGroupBuyPlatform(config: GroupBuyConfig | undefined, now: () => Date): GroupBuyPlatform {
  switch (config?.provider) {
    case 'none':
      return new GroupBuyOffPlatform();
    case 'meituan':
      return new MeituanTuangouPlatform({ ...config, now });
    case 'douyin':
      return new DouyinLifePlatform({ ...config, now });
    default:
      return new LocalGroupBuyPlatform(now);
  }
}
