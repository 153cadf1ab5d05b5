import type { WaitlistServerMessageKey } from '@/common/server-messages-waitlist';

// 預訂候補的伺服器訊息(繁體)。完整記錄:缺少譯文則類型檢查失敗。
export const zhHantWaitlistServerMessages: Record<WaitlistServerMessageKey, string> = {
  waitlistWindowInvalid: '候補時段須為同一天的開始和結束時間,且開始在前',
  waitlistAlreadyJoined: '您已在本店這一天的候補名單中',
  waitlistEntryNotFound: '候補記錄不存在',
  waitlistStatusForbids: '該候補記錄已無法更改',
  waitlistOfferLapsed: '保留的空位已過期',
};
