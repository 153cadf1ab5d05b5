import type { SharedPagesMessages } from '../zh-hans-on-demand';

export const zhHantSharedPages: SharedPagesMessages = {
  sharedPages: {
    modalItem: {
      title: '詳情',
      unknown: '頁面不存在，即將返回首頁',
    },
    notice: {
      title: '預訂須知',
      empty: '該門店暫無預訂須知',
      readAll: '查看全文',
    },
    teleport: {
      title: '正在跳轉',
      going: '正在前往…',
      unknown: '連結無效或已失效，即將返回首頁',
      notStaff: '你沒有該門店的管理權限，即將返回首頁',
    },
    storePreview: {
      title: '門店預覽',
      banner: '這是用餐人看到的門店頁面，在此不能預訂',
      noStore: '請先在管理頁選擇門店',
      entry: '預覽門店頁面',
    },
    account: {
      section: '我的帳戶',
      nickname: '修改暱稱',
    },
    welcome: {
      title: '歡迎',
      headline: '歡迎使用訂座與飯局',
      pointFind: '找到附近的餐廳，查看菜單、圖片和預訂須知',
      pointBook: '選擇日期、時間和人數，線上訂座並支付訂金',
      pointManage: '隨時查看、修改或取消預訂，與餐廳線上溝通',
      language: '選擇語言',
      start: '開始使用',
    },
  },
};
