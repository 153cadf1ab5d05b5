import type { QueueServerMessageKey } from '@/common/server-messages-queue';

// 排队叫号的服务器消息(简体)。完整记录:缺少译文则类型检查失败。
export const zhHansQueueServerMessages: Record<QueueServerMessageKey, string> = {
  queueTypesInvalid: '排队类型需各用一个字母,人数从1起连续且不重叠',
  queueHoldInvalid: '保留时间须为1至120分钟',
  queueNotOpen: '当前未开放排队',
  queueRemoteNotAllowed: '本店仅在门口取号',
  queuePartyNotServed: '没有适合该人数的排队类型',
  queueTicketNotFound: '排队号不存在',
  queueTicketStatusForbids: '该排队号已无法更改',
  queueAlreadyHaveNumber: '您在本次排队中已有号码',
};
