import Taro from '@tarojs/taro';
import type { SubscriptionResult } from './push-subscribe.types';

export const subscriptionChannel = (): SubscriptionResult['channel'] => 'WECHAT_MINI_PROGRAM';

/**
 * wx.requestSubscribeMessage: at most three templates, and only from a tap
 * (WeChat refuses it otherwise). A refusal or a failure grants nothing.
 */
export async function requestSubscription(templateIds: string[]): Promise<SubscriptionResult> {
  const ids = templateIds.slice(0, 3);
  if (ids.length === 0) return { channel: 'WECHAT_MINI_PROGRAM', accepted: [] };
  try {
    const result = (await Taro.requestSubscribeMessage({ tmplIds: ids } as never)) as unknown as Record<string, string>;
    return { channel: 'WECHAT_MINI_PROGRAM', accepted: ids.filter((id) => result[id] === 'accept') };
  } catch {
    return { channel: 'WECHAT_MINI_PROGRAM', accepted: [] };
  }
}
