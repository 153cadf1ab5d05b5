import type { zhHansWaitlist } from '../zh-hans/waitlist';

// diner app: the waitlist for full booking slots (join on the booking page, my waitlist).
export const zhHantWaitlist: typeof zhHansWaitlist = {
  waitlist: {
    page: '我的候補',
    entry: '我的候補',
    join: {
      open: '想要的時間已訂滿?加入候補',
      dayFull: '{{date}}已訂滿',
      title: '加入候補',
      hint: '有空位時我們會按加入順序通知您,並為您保留15分鐘。',
      from: '最早',
      to: '最晚',
      name: '預訂人姓名',
      namePlaceholder: '請輸入姓名',
      submit: '加入候補',
      joined: '已加入候補',
      windowInvalid: '最晚時間不能早於最早時間',
    },
    status: {
      WAITING: '候補中',
      OFFERED: '有空位',
      BOOKED: '已預訂',
      EXPIRED: '已過期',
      CANCELLED: '已退出',
    },
    window: '{{date}} {{from}}–{{to}}',
    people: '{{count}}位',
    place: '排在第{{place}}位',
    offer: {
      held: '{{time}}的空位為您保留',
      countdown: '剩餘{{time}}',
      bookNow: '立即預訂',
      lapsed: '保留已過期',
      slotGone: '這個空位剛被訂走了,您仍保留原來的候補位置',
    },
    booked: '查看預訂',
    leave: '退出候補',
    leaveAsk: '確定退出候補嗎?',
    left: '已退出候補',
    confirm: '確定',
    back: '返回',
    empty: '您還沒有候補',
  },
};
