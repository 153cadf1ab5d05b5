import type { zhHansAdminLinks } from '../zh-hans/admin-links';

export const zhHantAdminLinks: typeof zhHansAdminLinks = {
  adminLinks: {
    title: '短連結與二維碼',
    new: '新建短連結',
    target: '開啟的頁面',
    targetHint: '本應用的頁面路徑（如 /pages/sub-user/store-detail/index?storeId=1），或平台自己網站的地址',
    key: '短鏈（可選，留空自動生成）',
    create: '生成短連結',
    created: '已生成',
    list: '短連結',
    empty: '還沒有短連結',
    showQr: '二維碼',
    hideQr: '收起',
    save: '儲存新頁面',
    saved: '已儲存',
    delete: '刪除',
    askDelete: '刪除短連結 {{url}}？已印出的二維碼將無法開啟。',
    deleted: '已刪除',
  },
};
