import type { Language } from '@common/interface-language';

// The wordings of an event that depend on what happened: a booking made
// while it still waits for the store or for its deposit (never "you booked"
// before the store said yes), a close by its reason (the guest asked, the
// store turned it down, the deposit lapsed, a no-show), a feast place still
// waiting for its deposit. Keyed "EVENT.variant"; an event without its
// variant here says its plain text (message-texts.ts).
export const VARIANTS: Record<Language, Record<string, string>> = {
  'zh-Hans': {
    'CREATE_BOOKING_ORDER.WAIT_STORE_CONFIRM':
      '已收到您在{storeName} {reservationDate} {shiftName} {reservationTime} {peopleCount}位的预订申请,门店确认后会再通知您。',
    'CREATE_BOOKING_ORDER.WAIT_DEPOSIT_PAYMENT':
      '您在{storeName} {reservationDate} {shiftName} {reservationTime} {peopleCount}位的预订需支付订金{depositMoney},支付后预订生效。',
    'CLOSE_BOOKING_ORDER.CREATOR_CANCEL': '您在{storeName} {reservationDate} {reservationTime}的预订已按您的要求取消。',
    'CLOSE_BOOKING_ORDER.AGREE_CREATOR_CANCEL': '{storeName}已同意您取消 {reservationDate} {reservationTime}的预订。',
    'CLOSE_BOOKING_ORDER.DEPOSIT_PAYMENT_FAIL':
      '您在{storeName} {reservationDate} {reservationTime}的预订因订金未按时支付已取消。',
    'CLOSE_BOOKING_ORDER.ABSENT': '您在{storeName} {reservationDate} {reservationTime}的预订因未到店已关闭。',
    'STORE_CLOSE.STORE_REJECT':
      '很抱歉,{storeName}未能接受您 {reservationDate} {reservationTime}的预订。如有疑问请致电{storePhone}。',
    'CREATE_FEAST_PARTICIPANT.WAIT_DEPOSIT_PAYMENT': '您已报名饭局「{feastTitle}」,支付订金{depositMoney}后报名成功。',
  },
  'zh-Hant': {
    'CREATE_BOOKING_ORDER.WAIT_STORE_CONFIRM':
      '已收到您在{storeName} {reservationDate} {shiftName} {reservationTime} {peopleCount}位的預訂申請,門店確認後會再通知您。',
    'CREATE_BOOKING_ORDER.WAIT_DEPOSIT_PAYMENT':
      '您在{storeName} {reservationDate} {shiftName} {reservationTime} {peopleCount}位的預訂需支付訂金{depositMoney},支付後預訂生效。',
    'CLOSE_BOOKING_ORDER.CREATOR_CANCEL': '您在{storeName} {reservationDate} {reservationTime}的預訂已按您的要求取消。',
    'CLOSE_BOOKING_ORDER.AGREE_CREATOR_CANCEL': '{storeName}已同意您取消 {reservationDate} {reservationTime}的預訂。',
    'CLOSE_BOOKING_ORDER.DEPOSIT_PAYMENT_FAIL':
      '您在{storeName} {reservationDate} {reservationTime}的預訂因訂金未按時支付已取消。',
    'CLOSE_BOOKING_ORDER.ABSENT': '您在{storeName} {reservationDate} {reservationTime}的預訂因未到店已關閉。',
    'STORE_CLOSE.STORE_REJECT':
      '很抱歉,{storeName}未能接受您 {reservationDate} {reservationTime}的預訂。如有疑問請致電{storePhone}。',
    'CREATE_FEAST_PARTICIPANT.WAIT_DEPOSIT_PAYMENT': '您已報名飯局「{feastTitle}」,支付訂金{depositMoney}後報名成功。',
  },
  en: {
    'CREATE_BOOKING_ORDER.WAIT_STORE_CONFIRM':
      '{storeName} received your booking request for {reservationDate} {shiftName} {reservationTime} for {peopleCount}; we will tell you once the restaurant confirms it.',
    'CREATE_BOOKING_ORDER.WAIT_DEPOSIT_PAYMENT':
      'Your booking at {storeName} on {reservationDate} {shiftName} {reservationTime} for {peopleCount} needs a deposit of {depositMoney}; it holds once paid.',
    'CLOSE_BOOKING_ORDER.CREATOR_CANCEL':
      'Your booking at {storeName} on {reservationDate} at {reservationTime} was cancelled as you asked.',
    'CLOSE_BOOKING_ORDER.AGREE_CREATOR_CANCEL':
      '{storeName} accepted your cancellation of the booking on {reservationDate} at {reservationTime}.',
    'CLOSE_BOOKING_ORDER.DEPOSIT_PAYMENT_FAIL':
      'Your booking at {storeName} on {reservationDate} at {reservationTime} was cancelled: the deposit was not paid in time.',
    'CLOSE_BOOKING_ORDER.ABSENT':
      'Your booking at {storeName} on {reservationDate} at {reservationTime} was closed as a no-show.',
    'STORE_CLOSE.STORE_REJECT':
      'Sorry, {storeName} could not accept your booking on {reservationDate} at {reservationTime}. Questions: call {storePhone}.',
    'CREATE_FEAST_PARTICIPANT.WAIT_DEPOSIT_PAYMENT':
      'You signed up for the feast "{feastTitle}"; your place is confirmed once the deposit {depositMoney} is paid.',
  },
};

/**
 * Sentences added when the event carries them: where to pay a deposit still
 * owed, the money a close gave back or kept, the store's word to the guest.
 */
export const ADDENDA: Record<Language, { refund: string; kept: string; note: string; pay: string }> = {
  'zh-Hans': {
    pay: '支付订金请点击:{payLink}',
    refund: '订金{refundMoney}将退回原支付账户。',
    kept: '门店保留订金{keptMoney}。',
    note: '门店留言:{note}',
  },
  'zh-Hant': {
    pay: '支付訂金請點擊:{payLink}',
    refund: '訂金{refundMoney}將退回原付款帳戶。',
    kept: '門店保留訂金{keptMoney}。',
    note: '門店留言:{note}',
  },
  en: {
    pay: 'Pay the deposit here: {payLink}',
    refund: 'The deposit {refundMoney} goes back to the account you paid from.',
    kept: 'The restaurant keeps {keptMoney} of the deposit.',
    note: 'From the restaurant: {note}',
  },
};
