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
    newStore: '新建門店',
    storeName: '門店名稱',
    storeCity: '城市',
    storeZone: '時區',
    storeCurrency: '幣種',
    storeFixedHint: '門店開始收款後，時區與幣種不能再改。新門店由商戶的管理員繼續設定。',
    createStore: '新建門店',
    storeCreated: '已新建門店「{{name}}」',
    zone: { Asia_Shanghai: '中國內地（上海）', Asia_Hong_Kong: '香港', Asia_Macau: '澳門' },
    currency: { CNY: '人民幣', HKD: '港元', MOP: '澳門元' },
  },
};
