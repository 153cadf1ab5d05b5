import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Channel } from '../../domain/notification/notification-types';
import type { PushChannels } from '../../domain/notification/notification-dispatcher';
import type { IdentityConfig } from '../identity-config';
import { WECHAT_API_BASE } from '../login/wechat-errors';
import { ProviderAccessTokenRepository } from '../login/access-token.repository';
import { WechatAccessToken } from '../login/wechat-access-token';
import { AlipayMessageChannel } from './alipay-message.channel';
import { AliyunNotificationSms } from './aliyun-notification.sms';
import { LocalPushChannel } from './local-push.channel';
import type { PushChannelAdapter, PushMessage } from './push-channel';
import { WechatSubscribeChannel } from './wechat-subscribe.channel';
import { WechatTemplateChannel } from './wechat-template.channel';

/** The app id the local channels send from: what templates and scenes name in development. */
export const LOCAL_APP_ID = 'local';

export interface PushConfig {
  /** local: every channel writes to the development outbox; providers: the real APIs of the configured apps. */
  channels: 'local' | 'providers';
  miniProgramState: 'formal' | 'trial' | 'developer';
}

export function loadPushConfig(env: NodeJS.ProcessEnv, production: boolean): PushConfig {
  const channels = env.PUSH_CHANNELS || (production ? 'providers' : 'local');
  if (channels !== 'local' && channels !== 'providers') {
    throw new Error(`PUSH_CHANNELS must be local or providers, got "${channels}"`);
  }
  const state = env.WECHAT_MINI_PROGRAM_STATE || 'formal';
  if (!['formal', 'trial', 'developer'].includes(state))
    throw new Error('WECHAT_MINI_PROGRAM_STATE must be formal, trial or developer');
  return { channels, miniProgramState: state as PushConfig['miniProgramState'] };
}

class Channels implements PushChannels {
  constructor(
    readonly local: boolean,
    private readonly adapters: Map<Channel, { adapter: PushChannelAdapter; appId: string }>,
  ) {}

  appIdOf(channel: Channel): string | null {
    return this.adapters.get(channel)?.appId ?? null;
  }

  adapter(channel: Channel): PushChannelAdapter | undefined {
    return this.adapters.get(channel)?.adapter;
  }
}

/**
 * The channels of this server. Locally every channel is the development
 * outbox (addresses are user keys, since nobody has an openid here). With
 * providers, a channel exists when its app is configured: the WeChat
 * mini-program and official account and the Alipay app of
 * IDENTITY_PROVIDERS_FILE, Aliyun SMS of SMS_PROVIDER.
 */
export function createPushChannels(
  db: Kysely<Database>,
  push: PushConfig,
  identity: IdentityConfig,
  now: () => Date,
  onLocalSend?: (message: PushMessage) => void,
): PushChannels {
  const adapters = new Map<Channel, { adapter: PushChannelAdapter; appId: string }>();
  if (push.channels === 'local') {
    for (const channel of ['SMS', 'WECHAT_MINI_PROGRAM', 'WECHAT_OFFICIAL_ACCOUNT', 'ALIPAY_MINI_PROGRAM'] as const) {
      adapters.set(channel, {
        adapter: new LocalPushChannel(channel, db, now, onLocalSend),
        appId: channel === 'SMS' ? '' : LOCAL_APP_ID,
      });
    }
    return new Channels(true, adapters);
  }
  const app = (kind: string) => identity.providerApps.find((a) => a.kind === kind);
  // The same shared tokens as logins use: one stable token per app for every instance.
  const tokens = new ProviderAccessTokenRepository(db);
  if (identity.sms.provider === 'aliyun')
    adapters.set('SMS', { adapter: new AliyunNotificationSms(identity.sms, now), appId: '' });
  const mini = app('WECHAT_MINI_PROGRAM');
  if (mini?.secret) {
    const base = mini.baseUrl ?? WECHAT_API_BASE;
    const token = new WechatAccessToken(base, mini.appId, mini.secret, tokens, () => now().getTime());
    adapters.set('WECHAT_MINI_PROGRAM', {
      adapter: new WechatSubscribeChannel(base, token, push.miniProgramState),
      appId: mini.appId,
    });
  }
  const official = app('WECHAT_OFFICIAL_ACCOUNT');
  if (official?.secret) {
    const base = official.baseUrl ?? WECHAT_API_BASE;
    const token = new WechatAccessToken(base, official.appId, official.secret, tokens, () => now().getTime());
    adapters.set('WECHAT_OFFICIAL_ACCOUNT', {
      adapter: new WechatTemplateChannel(base, token, mini?.appId ?? ''),
      appId: official.appId,
    });
  }
  const alipay = app('ALIPAY');
  if (alipay?.privateKey && alipay.alipayPublicKey) {
    adapters.set('ALIPAY_MINI_PROGRAM', {
      adapter: new AlipayMessageChannel(
        {
          appId: alipay.appId,
          privateKey: alipay.privateKey,
          alipayPublicKey: alipay.alipayPublicKey,
          gateway: alipay.baseUrl ?? 'https://openapi.alipay.com/gateway.do',
        },
        now,
      ),
      appId: alipay.appId,
    });
  }
  return new Channels(false, adapters);
}
