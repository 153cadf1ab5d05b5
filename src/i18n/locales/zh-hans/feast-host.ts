// Feasts: a diner hosting one (feast-host-edit, feast-host, the hosting entries
// on the feast tab and the store page).
export const zhHansFeastHost = {
  feastHost: {
    page: { create: '发起饭局', edit: '编辑我的饭局', host: '我发起的饭局' },
    entry: {
      here: '在本店发起饭局',
      notHere: '此餐厅尚未开放顾客发起饭局。想在这里发起，请联系餐厅，请其把您的手机号添加为饭局发起人。',
      contact: '联系餐厅',
    },
    form: {
      note: '饭局的规则、人数上限和订金规则与餐厅发起的饭局相同。提交后由餐厅审核，审核通过后您可以发布。',
      submitted: '已提交，等待餐厅审核',
    },
    hint: {
      WAIT_AUDIT: '等待餐厅审核。修改后会重新提交审核。',
      WAIT_PUBLISH: '餐厅已审核通过。发布后餐厅会为饭局安排桌台，其他顾客即可报名。',
      FORMING: '报名中，报名截止时已付订金人数达到最低成局人数即成局。',
      SUCCESS: '已成局，等待到店。',
      FINISHED: '饭局已完成。',
      CLOSED: '饭局已关闭。',
    },
    action: { edit: '编辑', publish: '发布', close: '关闭饭局', answer: '回答', view: '查看饭局页', manage: '管理' },
    ask: {
      publish: '发布后，餐厅会为饭局安排桌台，其他顾客即可报名并支付订金。确定发布吗？',
      close: '确定关闭饭局吗？饭局将被取消。',
      closeWithMembers: '确定关闭饭局吗？已有 {{count}} 位报名，所有已付订金将原路全额退还。',
      closeWithMembers_one: '确定关闭饭局吗？已有 {{count}} 位报名，所有已付订金将原路全额退还。',
    },
    closeRemark: '关闭原因（选填，成员可见）',
    published: '已发布，开放报名',
    closed: '饭局已关闭，已付订金将原路退还',
    members: { title: '成员与订金', empty: '还没有人报名' },
    money: {
      title: '订金合计',
      paid: '已收 {{amount, money}}',
      held: '持有 {{amount, money}}',
      refunding: '退款中 {{amount, money}}',
      refunded: '已退 {{amount, money}}',
      forfeited: '已保留 {{amount, money}}',
    },
    questions: { title: '成员提问', empty: '还没有人提问', placeholder: '输入回答', saved: '已回答' },
  },
};
