import type { SubscriptionResult } from './push-subscribe.types';

/** Browsers have no mini-program subscription: nothing to ask. */
export const subscriptionChannel = (): SubscriptionResult['channel'] => null;

export async function requestSubscription(_templateIds: string[]): Promise<SubscriptionResult> {
  return { channel: null, accepted: [] };
}
