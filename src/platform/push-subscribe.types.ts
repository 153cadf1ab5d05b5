/** What the host's subscription dialog granted: the channel it belongs to and the accepted template ids. */
export interface SubscriptionResult {
  channel: 'WECHAT_MINI_PROGRAM' | 'ALIPAY_MINI_PROGRAM' | null;
  accepted: string[];
}
