// A booking's money in one set of words, for every screen that shows it: the
// staff deposit card and order detail, the order log, the reports. The sums
// behind each word are src/common/booking-money.ts; amounts arrive formatted
// in the order's currency.
export const zhHansBookingMoney = {
  bookingMoney: {
    deposit: {
      asked: '应付订金',
      paid: '已收订金',
      refunded: '已退还',
      refunding: '退款中',
      kept: '门店扣留',
      applied: '抵扣餐费',
      held: '订金余额',
      received: '门店实收订金',
    },
    final: {
      asked: '尾款',
      paid: '尾款已付',
      refunded: '尾款已退',
      refunding: '尾款退款中',
      kept: '尾款已扣留',
      received: '尾款实收',
      refundable: '可退尾款',
      due: '尾款待付',
    },
    mealCost: '消费金额',
    settlementLabel: '订金处理',
    handBackLabel: '当面退还',
    mealRevenue: '餐费收入（尾款＋订金抵扣）',
    settlement: {
      REFUND_ALL: '全部退还 {{refund}}',
      FORFEIT_ALL: '全部扣留 {{kept}}',
      PARTIAL: '扣留 {{kept}}，退还 {{refund}}',
    },
    onFinish: '订单完成时自动结算',
    handBack: {
      CASH: '请当面把现金 {{amount}} 退还客人',
      CARD: '请在刷卡机上向客人退款 {{amount}}',
    },
    refundStatus: { SUCCESS: '已原路退回', FAIL: '退款失败', PENDING: '退款中' },
  },
};
