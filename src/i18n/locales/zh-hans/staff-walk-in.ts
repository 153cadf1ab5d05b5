// Staff app: seating a walk-in from the booking board (party size, a free table, seat).
// Spread into staffOps by staff-ops.ts.
export const zhHansStaffWalkIn = {
  walkIn: {
    guest: '散客',
    open: '散客入座',
    title: '散客入座 · {{shift}}',
    people: '人数',
    pick: '选择现在空闲的桌位',
    suggested: '推荐',
    none: '现在没有空闲到本轮用餐结束的桌位',
    seats: '已选{{count}}张桌，共{{seats}}座',
    seats_one: '已选{{count}}张桌，共{{seats}}座',
    seatsShort: '已选{{count}}张桌，共{{seats}}座，不够{{people}}位客人',
    seatsShort_one: '已选{{count}}张桌，共{{seats}}座，不够{{people}}位客人',
    seat: '入座',
    cancel: '取消',
    seated: '已入座',
    noMessage: '不会给客人发送短信或通知',
  },
};
