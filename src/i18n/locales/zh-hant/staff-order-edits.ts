import type { zhHansStaffOrderEdits } from '../zh-hans/staff-order-edits';

// Staff app: the pages that change a booking after it was made (change table, guest,
// the booking's records). Spread into staffOps by staff-ops.ts.
export const zhHantStaffOrderEdits: typeof zhHansStaffOrderEdits = {
  updateTable: {
    title: '換桌',
    pick: '選擇新的桌位',
    auto: '自動分配',
    swapTitle: '或與其他訂單對換',
    noOther: '當天沒有可對換的訂單',
    submit: '確認換桌',
    none: '該時段沒有空閒桌位',
    now: '現在：{{tables}} · {{people}}位客人',
    currentMark: '目前',
    how: '已選中現在的桌位；點其他桌位即換過去，再點更多桌位可拼桌',
    reset: '恢復現在的桌位',
    askShort: '所選桌位只有{{seats}}座，客人{{people}}位，仍然換到這裡嗎？',
    fit: {
      short: '已選{{count}}張桌，共{{seats}}座，不夠{{people}}位客人',
      short_one: '已選{{count}}張桌，共{{seats}}座，不夠{{people}}位客人',
      fits: '已選{{count}}張桌，共{{seats}}座，{{people}}位客人',
      fits_one: '已選{{count}}張桌，共{{seats}}座，{{people}}位客人',
      roomy: '已選{{count}}張桌，共{{seats}}座，比{{people}}位客人多出很多，大桌可留給更大的團',
      roomy_one: '已選{{count}}張桌，共{{seats}}座，比{{people}}位客人多出很多，大桌可留給更大的團',
    },
  },
  updateDiner: {
    title: '修改客人',
  },
  updateBooking: {
    title: '修改預訂資料',
    none: '無',
    noneSetUp: '門店尚未設定，可在門店設定中新增',
    dinerRemarkHint: '客人提出的要求，會顯示給客人',
    inviteCode: '邀請碼',
  },
};
