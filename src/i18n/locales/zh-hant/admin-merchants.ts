import type { zhHansAdminMerchants } from '../zh-hans/admin-merchants';

export const zhHantAdminMerchants: typeof zhHansAdminMerchants = {
  adminMerchants: {
    pickHint: '選擇一個商戶，編輯它和它的門店',
    edit: '編輯商戶',
    save: '儲存',
    saved: '已儲存',
    close: '關閉',
    disabled: '已停用',
    disable: '停用',
    enable: '啟用',
    disableMerchantAsk: '停用「{{name}}」？它的員工將無法操作，用戶也將看不到它的門店。',
    enableMerchantAsk: '重新啟用「{{name}}」？',
    disableStoreAsk: '停用門店「{{name}}」？它的員工將無法操作該門店，用戶也將看不到它。',
    stores: '門店',
    noStores: '該商戶還沒有門店',
  },
};
