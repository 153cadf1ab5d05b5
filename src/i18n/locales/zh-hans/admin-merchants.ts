// The administrator's merchant and store management, in the default language.
export const zhHansAdminMerchants = {
  adminMerchants: {
    pickHint: '选择一个商户，编辑它和它的门店',
    edit: '编辑商户',
    save: '保存',
    saved: '已保存',
    close: '关闭',
    disabled: '已停用',
    disable: '停用',
    enable: '启用',
    disableMerchantAsk: '停用「{{name}}」？它的员工将无法操作，用户也将看不到它的门店。',
    enableMerchantAsk: '重新启用「{{name}}」？',
    disableStoreAsk: '停用门店「{{name}}」？它的员工将无法操作该门店，用户也将看不到它。',
    stores: '门店',
    noStores: '该商户还没有门店',
  },
};
