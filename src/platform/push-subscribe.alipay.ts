import type { SubscriptionResult } from './push-subscribe.types';

declare const my: {
  requestSubscribeMessage(options: {
    entityIds: string[];
    success(res: Record<string, unknown>): void;
    fail(): void;
  }): void;
};

export const subscriptionChannel = (): SubscriptionResult['channel'] => 'ALIPAY_MINI_PROGRAM';

/** my.requestSubscribeMessage: the accepted ids come back per id ("subscribe") or as a list. */
export function requestSubscription(templateIds: string[]): Promise<SubscriptionResult> {
  const ids = templateIds.slice(0, 3);
  if (ids.length === 0) return Promise.resolve({ channel: 'ALIPAY_MINI_PROGRAM', accepted: [] });
  return new Promise((resolve) => {
    my.requestSubscribeMessage({
      entityIds: ids,
      success: (res) => {
        const listed = (res.result as { subscribeEntityIds?: string[] } | undefined)?.subscribeEntityIds;
        const accepted = listed ?? ids.filter((id) => res[id] === 'subscribe' || res[id] === 'accept');
        resolve({ channel: 'ALIPAY_MINI_PROGRAM', accepted: accepted.filter((id) => ids.includes(id)) });
      },
      fail: () => resolve({ channel: 'ALIPAY_MINI_PROGRAM', accepted: [] }),
    });
  });
}
