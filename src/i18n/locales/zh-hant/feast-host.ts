import type { zhHansFeastHost } from '../zh-hans/feast-host';

export const zhHantFeastHost: typeof zhHansFeastHost = {
  feastHost: {
    page: { create: '發起飯局', edit: '編輯我的飯局', host: '我發起的飯局' },
    entry: {
      here: '在本店發起飯局',
      notHere: '此餐廳尚未開放顧客發起飯局。想在這裡發起，請聯絡餐廳，請其把您的手機號碼新增為飯局發起人。',
      contact: '聯絡餐廳',
    },
    form: {
      note: '飯局的規則、人數上限和訂金規則與餐廳發起的飯局相同。提交後由餐廳審核，審核通過後您可以發佈。',
      submitted: '已提交，等待餐廳審核',
    },
    hint: {
      WAIT_AUDIT: '等待餐廳審核。修改後會重新提交審核。',
      WAIT_PUBLISH: '餐廳已審核通過。發佈後餐廳會為飯局安排桌台，其他顧客即可報名。',
      FORMING: '報名中，報名截止時已付訂金人數達到最低成局人數即成局。',
      SUCCESS: '已成局，等待到店。',
      FINISHED: '飯局已完成。',
      CLOSED: '飯局已關閉。',
    },
    action: { edit: '編輯', publish: '發佈', close: '關閉飯局', answer: '回答', view: '查看飯局頁', manage: '管理' },
    ask: {
      publish: '發佈後，餐廳會為飯局安排桌台，其他顧客即可報名並支付訂金。確定發佈嗎？',
      close: '確定關閉飯局嗎？飯局將被取消。',
      closeWithMembers: '確定關閉飯局嗎？已有 {{count}} 位報名，所有已付訂金將原路全額退還。',
      closeWithMembers_one: '確定關閉飯局嗎？已有 {{count}} 位報名，所有已付訂金將原路全額退還。',
    },
    closeRemark: '關閉原因（選填，成員可見）',
    published: '已發佈，開放報名',
    closed: '飯局已關閉，已付訂金將原路退還',
    members: { title: '成員與訂金', empty: '還沒有人報名' },
    money: {
      title: '訂金合計',
      paid: '已收 {{amount, money}}',
      held: '持有 {{amount, money}}',
      refunding: '退款中 {{amount, money}}',
      refunded: '已退 {{amount, money}}',
      forfeited: '已保留 {{amount, money}}',
    },
    questions: { title: '成員提問', empty: '還沒有人提問', placeholder: '輸入回答', saved: '已回答' },
  },
};
