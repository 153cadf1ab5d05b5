// Mini-program message subscriptions, per host: Taro picks push-subscribe.weapp.ts
// or .alipay.ts for those builds; TypeScript, jest and H5 read this file, which
// re-exports the browser's (no subscription to ask for).
export type { SubscriptionResult } from './push-subscribe.types';
export { requestSubscription, subscriptionChannel } from './push-subscribe.h5';
