import type { zhHansStaffOrderEdits } from '../zh-hans/staff-order-edits';

// Staff app: the pages that change a booking after it was made (change table, guest,
// the booking's records). Spread into staffOps by staff-ops.ts.
export const enStaffOrderEdits: typeof zhHansStaffOrderEdits = {
  updateTable: {
    title: 'Change table',
    pick: 'Choose the new tables',
    auto: 'Choose for me',
    swapTitle: 'Or swap with another booking',
    noOther: 'No other booking to swap with that day',
    submit: 'Change table',
    none: 'No free tables at that time',
    now: 'Now: {{tables}} · party of {{people}}',
    currentMark: 'current',
    how: 'The current tables are chosen; tap another table to move there, then tap more to join tables',
    reset: 'Back to the current tables',
    askShort: 'The tables chosen seat only {{seats}} for a party of {{people}}. Move there anyway?',
    fit: {
      short: '{{count}} tables chosen, {{seats}} seats: not enough for {{people}}',
      short_one: '1 table chosen, {{seats}} seats: not enough for {{people}}',
      fits: '{{count}} tables chosen, {{seats}} seats for a party of {{people}}',
      fits_one: '1 table chosen, {{seats}} seats for a party of {{people}}',
      roomy:
        '{{count}} tables chosen, {{seats}} seats: far more than {{people}} need; keep big tables for bigger parties',
      roomy_one: '1 table chosen, {{seats}} seats: far more than {{people}} need; keep big tables for bigger parties',
    },
  },
  updateDiner: {
    title: 'Edit guest',
  },
  updateBooking: {
    title: 'Edit booking details',
    none: 'None',
    noneSetUp: 'None set up yet: add them in the store settings',
    dinerRemarkHint: 'What the guest asked for; the guest sees it too',
    inviteCode: 'Invite code',
  },
};
