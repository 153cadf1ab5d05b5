// diner app: paying a deposit, its result and what to do when it goes wrong (the payment
// channels' names are bundled: staff's order log shows them too, zh-hans/diner.ts).
export const zhHansDinerPayment = {
  diner: {
    page: {
      payment: '支付订金',
      paymentResult: '支付结果',
      paymentProblem: '支付遇到问题',
    },
    payment: {
      amount: '订金',
      countdown: '剩余支付时间 {{time}}',
      expired: '支付时间已过',
      method: '支付方式',
      pay: '立即支付',
      paying: '正在支付…',
      cancelled: '已取消支付',
      cannotPay: '该订单无法支付',
      policy: '支付即表示同意订金与取消政策',
      sandboxOf: '沙盒（{{method}}）',
    },
    result: {
      checking: '正在确认支付结果…',
      paid: '支付成功',
      paidNote: '订金 {{amount, money}} 已支付',
      failed: '支付失败',
      notPaid: '未支付成功',
      notPaidNote: '请确认订单是否已支付或已关闭',
      missing: '支付信息不存在',
      noRecord: '未找到支付记录，请联系门店',
      viewOrder: '查看订单',
      payAgain: '重新支付',
      refresh: '刷新结果',
      problem: '支付遇到问题？',
    },
    problem: {
      intro: '如果支付遇到问题，请按以下方式处理：',
      tipPaid: '已扣款但订单未更新：请稍候刷新，或联系门店核实。',
      tipFailed: '支付失败：请检查支付方式后重新支付。',
      tipExpired: '超过支付时间：订单会自动取消，请重新预订。',
      contactStore: '联系门店',
      backToOrder: '返回订单',
    },
  },
};
