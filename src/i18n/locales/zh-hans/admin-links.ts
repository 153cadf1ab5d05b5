// The administrator's short links and QR codes, in the default language.
export const zhHansAdminLinks = {
  adminLinks: {
    title: '短链接与二维码',
    new: '新建短链接',
    target: '打开的页面',
    targetHint: '本应用的页面路径（如 /pages/sub-user/store-detail/index?storeId=1），或平台自己网站的地址',
    key: '短链（可选，留空自动生成）',
    create: '生成短链接',
    created: '已生成',
    list: '短链接',
    empty: '还没有短链接',
    showQr: '二维码',
    hideQr: '收起',
    save: '保存新页面',
    saved: '已保存',
    delete: '删除',
    askDelete: '删除短链接 {{url}}？已印出的二维码将无法打开。',
    deleted: '已删除',
  },
};
