// diner app: choosing a booking (party, date, time), and the diner's titles.
export const zhHansDinerBooking = {
  diner: {
    page: {
      bookingBefore: '预订',
    },
    booking: {
      party: '用餐人数',
      adults: '成人',
      children: '儿童',
      peopleRange: '每单 {{min}}-{{max}} 人',
      date: '日期',
      time: '时间',
      storeTime: '以上时间为门店当地时间（{{zone}}）',
      noSlots: '当天没有可预订的时段',
      next: '下一步',
      mark: { rest: '休息', notOpen: '未开放', full: '已满' },
      slot: { TAKEN: '已满', PAST: '已过', INSUFFICIENT: '桌位不足', PACED: '厨房已满' },
      full: '预订已满，请重新选择',
      selectAgain: '重新选择',
      depositDue: '{{count}} 位用餐需付订金 {{amount, money}}，下单后支付',
      depositDue_one: '{{count}} 位用餐需付订金 {{amount, money}}，下单后支付',
      noDepositDue: '该时段 {{count}} 位用餐无需订金',
      noDepositDue_one: '该时段 {{count}} 位用餐无需订金',
    },
    title: { MR: '先生', MS: '女士', MISS: '小姐', MRS: '太太', BOSS: '老板', UNKNOWN: '不称呼' },
  },
};
