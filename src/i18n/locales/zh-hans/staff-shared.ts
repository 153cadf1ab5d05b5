// The staff texts diner pages use too (loading and empty states, the month calendar):
// bundled with the default language, while the rest of staffOps loads with the staff
// app (locales/zh-hans-staff.ts).
export const zhHansStaffShared = {
  common: {
    loading: '加载中…',
    loadFailed: '加载失败',
    retry: '重试',
    empty: '暂无数据',
    save: '保存',
    saved: '已保存',
    submit: '提交',
    cancel: '取消',
    confirm: '确定',
    none: '无',
    noStore: '暂无可管理的门店',
    people: '{{count}}人',
    adults: '成人',
    children: '儿童',
    yuan: '{{amount, money}}',
    edit: '修改',
  },
  calendar: {
    title: '选择日期',
    rangeTitle: '选择日期范围',
    mode: { tables: '桌数', diners: '人数', orders: '单数' },
    weekdays: ['日', '一', '二', '三', '四', '五', '六'],
    month: '{{year}}年{{month}}月',
    prevMonth: '上个月',
    nextMonth: '下个月',
    pickStart: '请选择开始日期',
    pickEnd: '请选择结束日期',
    apply: '确定',
    rest: '休',
  },
};
