import type { QueueServerMessageKey } from '@/common/server-messages-queue';

// 排隊叫號的伺服器訊息(繁體)。完整記錄:缺少譯文則類型檢查失敗。
export const zhHantQueueServerMessages: Record<QueueServerMessageKey, string> = {
  queueTypesInvalid: '排隊類型需各用一個字母,人數從1起連續且不重疊',
  queueHoldInvalid: '保留時間須為1至120分鐘',
  queueNotOpen: '目前未開放排隊',
  queueRemoteNotAllowed: '本店僅在門口取號',
  queuePartyNotServed: '沒有適合該人數的排隊類型',
  queueTicketNotFound: '排隊號不存在',
  queueTicketStatusForbids: '該排隊號已無法更改',
  queueAlreadyHaveNumber: '您在本次排隊中已有號碼',
};
