// The shared pages of spec section 2: the popup page, the redirect page, the
// staff's store preview, the first-open welcome (the shared field editor's entry is
// bundled, zh-hans/shared-account.ts).
export const zhHansSharedPages = {
  sharedPages: {
    modalItem: {
      title: '详情',
      unknown: '页面不存在，即将返回首页',
    },
    notice: {
      title: '预订须知',
      empty: '该门店暂无预订须知',
      readAll: '查看全文',
    },
    teleport: {
      title: '正在跳转',
      going: '正在前往…',
      unknown: '链接无效或已失效，即将返回首页',
      notStaff: '你没有该门店的管理权限，即将返回首页',
    },
    storePreview: {
      title: '门店预览',
      banner: '这是用餐人看到的门店页面，在此不能预订',
      noStore: '请先在管理页选择门店',
      entry: '预览门店页面',
    },
    welcome: {
      title: '欢迎',
      headline: '欢迎使用订座与饭局',
      pointFind: '找到附近的餐厅，查看菜单、图片和预订须知',
      pointBook: '选择日期、时间和人数，在线订座并支付订金',
      pointManage: '随时查看、修改或取消预订，与餐厅在线沟通',
      language: '选择语言',
      start: '开始使用',
    },
  },
};
