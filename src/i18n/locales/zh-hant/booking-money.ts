import type { zhHansBookingMoney } from '../zh-hans/booking-money';

// A booking's money in one set of words (zh-hans/booking-money.ts).
export const zhHantBookingMoney: typeof zhHansBookingMoney = {
  bookingMoney: {
    deposit: {
      asked: '應付訂金',
      paid: '已收訂金',
      refunded: '已退還',
      refunding: '退款中',
      kept: '門店扣留',
      applied: '抵扣餐費',
      held: '訂金餘額',
      received: '門店實收訂金',
    },
    final: {
      asked: '尾款',
      paid: '尾款已付',
      refunded: '尾款已退',
      refunding: '尾款退款中',
      kept: '尾款已扣留',
      received: '尾款實收',
      refundable: '可退尾款',
      due: '尾款待付',
    },
    mealCost: '消費金額',
    settlementLabel: '訂金處理',
    handBackLabel: '當面退還',
    mealRevenue: '餐費收入（尾款＋訂金抵扣）',
    settlement: {
      REFUND_ALL: '全部退還 {{refund}}',
      FORFEIT_ALL: '全部扣留 {{kept}}',
      PARTIAL: '扣留 {{kept}}，退還 {{refund}}',
    },
    onFinish: '訂單完成時自動結算',
    handBack: {
      CASH: '請當面把現金 {{amount}} 退還客人',
      CARD: '請在刷卡機上向客人退款 {{amount}}',
    },
    refundStatus: { SUCCESS: '已原路退回', FAIL: '退款失敗', PENDING: '退款中' },
  },
};
