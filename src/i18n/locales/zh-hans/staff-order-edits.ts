// Staff app: the pages that change a booking after it was made (change table, guest,
// the booking's records). Spread into staffOps by staff-ops.ts.
export const zhHansStaffOrderEdits = {
  updateTable: {
    title: '换桌',
    pick: '选择新的桌位',
    auto: '自动分配',
    swapTitle: '或与其他订单对换',
    noOther: '当天没有可对换的订单',
    submit: '确认换桌',
    none: '该时段没有空闲桌位',
    now: '现在：{{tables}} · {{people}}位客人',
    currentMark: '当前',
    how: '已选中现在的桌位；点其他桌位即换过去，再点更多桌位可拼桌',
    reset: '恢复现在的桌位',
    askShort: '所选桌位只有{{seats}}座，客人{{people}}位，仍然换到这里吗？',
    fit: {
      short: '已选{{count}}张桌，共{{seats}}座，不够{{people}}位客人',
      short_one: '已选{{count}}张桌，共{{seats}}座，不够{{people}}位客人',
      fits: '已选{{count}}张桌，共{{seats}}座，{{people}}位客人',
      fits_one: '已选{{count}}张桌，共{{seats}}座，{{people}}位客人',
      roomy: '已选{{count}}张桌，共{{seats}}座，比{{people}}位客人多出很多，大桌可以留给更大的团',
      roomy_one: '已选{{count}}张桌，共{{seats}}座，比{{people}}位客人多出很多，大桌可以留给更大的团',
    },
  },
  updateDiner: {
    title: '修改客人',
  },
  updateBooking: {
    title: '修改预订信息',
    none: '无',
    noneSetUp: '门店还没有设置，可在门店设置中添加',
    dinerRemarkHint: '客人提的要求，会显示给客人',
    inviteCode: '邀请码',
  },
};
