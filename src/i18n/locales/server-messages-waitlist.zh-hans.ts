import type { WaitlistServerMessageKey } from '@/common/server-messages-waitlist';

// 预订候补的服务器消息(简体)。完整记录:缺少译文则类型检查失败。
export const zhHansWaitlistServerMessages: Record<WaitlistServerMessageKey, string> = {
  waitlistWindowInvalid: '候补时段须为同一天的开始和结束时间,且开始在前',
  waitlistAlreadyJoined: '您已在本店这一天的候补列表中',
  waitlistEntryNotFound: '候补记录不存在',
  waitlistStatusForbids: '该候补记录已无法更改',
  waitlistOfferLapsed: '保留的空位已过期',
};
