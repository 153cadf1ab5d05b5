import type { Language } from '@common/interface-language';
import { ADDENDA, VARIANTS } from './message-variants';
import type { EventType } from './notification-types';

// What each event says, per language, with {param} placeholders. The SMS text
// of the local provider and the content recorded on every delivery; template
// channels send the parameters to the provider's own template instead.
const TEXTS: Record<Language, Record<EventType, string>> = {
  'zh-Hans': {
    LOGIN_VERIFICATION: '您的验证码已发送,{validMinutes}分钟内有效。',
    CREATE_BOOKING_ORDER:
      '您已预订{storeName} {reservationDate} {shiftName} {reservationTime},{peopleCount}位,预订码{bookingCode}。',
    STORE_CONFIRM:
      '{storeName}已确认您 {reservationDate} {shiftName} {reservationTime} {peopleCount}位的预订,预订码{bookingCode},期待光临。',
    MODIFY_BOOKING_ORDER:
      '您在{storeName}的预订已改为 {reservationDate} {shiftName} {reservationTime},{peopleCount}位,预订码{bookingCode}。',
    FEAST_DEPOSIT_PAID: '您已支付饭局「{feastTitle}」的订金{paidMoney},报名成功。',
    CREATE_IM_MESSAGE: '{senderName}给您发来新消息:{messagePreview}',
    CREATE_FEAST_PARTICIPANT: '您已报名饭局「{feastTitle}」。',
    CLOSE_FEAST_PARTICIPANT: '您在饭局「{feastTitle}」的报名已关闭。',
    FEAST_DEPOSIT_REFUNDED: '您在饭局「{feastTitle}」的订金{refundMoney}已退回原支付账户。',
    CLOSE_BOOKING_ORDER: '您在{storeName} {reservationDate} {reservationTime}的预订已取消。',
    WAIT_CANCEL_PROCESS: '{dinerName}申请取消 {reservationDate} {reservationTime} {peopleCount}位的预订,请尽快处理。',
    STORE_CLOSE: '很抱歉,{storeName}已取消您 {reservationDate} {reservationTime}的预订。如有疑问请致电{storePhone}。',
    REMIND_ARRIVAL: '提醒:您预订了{storeName} {reservationDate} {reservationTime},{peopleCount}位,请准时到店。',
    REMIND_DEPOSIT_PAYMENT: '提醒:您在{storeName}的预订订金{depositMoney}尚未支付,{deadlineTime}前未付将自动取消。',
    REMIND_DEPOSIT_CHANGE: '您在{storeName} {reservationDate}的预订订金已调整为{depositMoney}。',
    QUEUE_CALLED: '{storeName}叫到您的号码{queueNumber}了,请在{holdMinutes}分钟内到店入座。',
    WAITLIST_OFFERED:
      '{storeName} {reservationDate} {reservationTime}有{peopleCount}位的空位了,为您保留{holdMinutes}分钟,请尽快在候补列表中确认预订。',
    CONTACT_DINER_TO_CONFIRM:
      '请联系{dinerName}({dinerPhone})确认 {reservationDate} {reservationTime} {peopleCount}位的预订。',
  },
  'zh-Hant': {
    LOGIN_VERIFICATION: '您的驗證碼已發送,{validMinutes}分鐘內有效。',
    CREATE_BOOKING_ORDER:
      '您已預訂{storeName} {reservationDate} {shiftName} {reservationTime},{peopleCount}位,預訂碼{bookingCode}。',
    STORE_CONFIRM:
      '{storeName}已確認您 {reservationDate} {shiftName} {reservationTime} {peopleCount}位的預訂,預訂碼{bookingCode},期待光臨。',
    MODIFY_BOOKING_ORDER:
      '您在{storeName}的預訂已改為 {reservationDate} {shiftName} {reservationTime},{peopleCount}位,預訂碼{bookingCode}。',
    FEAST_DEPOSIT_PAID: '您已支付飯局「{feastTitle}」的訂金{paidMoney},報名成功。',
    CREATE_IM_MESSAGE: '{senderName}給您發來新訊息:{messagePreview}',
    CREATE_FEAST_PARTICIPANT: '您已報名飯局「{feastTitle}」。',
    CLOSE_FEAST_PARTICIPANT: '您在飯局「{feastTitle}」的報名已關閉。',
    FEAST_DEPOSIT_REFUNDED: '您在飯局「{feastTitle}」的訂金{refundMoney}已退回原付款帳戶。',
    CLOSE_BOOKING_ORDER: '您在{storeName} {reservationDate} {reservationTime}的預訂已取消。',
    WAIT_CANCEL_PROCESS: '{dinerName}申請取消 {reservationDate} {reservationTime} {peopleCount}位的預訂,請盡快處理。',
    STORE_CLOSE: '很抱歉,{storeName}已取消您 {reservationDate} {reservationTime}的預訂。如有疑問請致電{storePhone}。',
    REMIND_ARRIVAL: '提醒:您預訂了{storeName} {reservationDate} {reservationTime},{peopleCount}位,請準時到店。',
    REMIND_DEPOSIT_PAYMENT: '提醒:您在{storeName}的預訂訂金{depositMoney}尚未支付,{deadlineTime}前未付將自動取消。',
    REMIND_DEPOSIT_CHANGE: '您在{storeName} {reservationDate}的預訂訂金已調整為{depositMoney}。',
    QUEUE_CALLED: '{storeName}叫到您的號碼{queueNumber}了,請在{holdMinutes}分鐘內到店入座。',
    WAITLIST_OFFERED:
      '{storeName} {reservationDate} {reservationTime}有{peopleCount}位的空位了,為您保留{holdMinutes}分鐘,請盡快在候補名單中確認預訂。',
    CONTACT_DINER_TO_CONFIRM:
      '請聯絡{dinerName}({dinerPhone})確認 {reservationDate} {reservationTime} {peopleCount}位的預訂。',
  },
  en: {
    LOGIN_VERIFICATION: 'Your verification code was sent; it is valid for {validMinutes} minutes.',
    CREATE_BOOKING_ORDER:
      'You booked {storeName} on {reservationDate} {shiftName} {reservationTime} for {peopleCount}. Booking code {bookingCode}.',
    STORE_CONFIRM:
      '{storeName} confirmed your booking on {reservationDate} {shiftName} {reservationTime} for {peopleCount}. Booking code {bookingCode}.',
    MODIFY_BOOKING_ORDER:
      'Your booking at {storeName} is now on {reservationDate} {shiftName} {reservationTime} for {peopleCount}. Booking code {bookingCode}.',
    FEAST_DEPOSIT_PAID: 'You paid the deposit {paidMoney} for the feast "{feastTitle}": your place is confirmed.',
    CREATE_IM_MESSAGE: 'New message from {senderName}: {messagePreview}',
    CREATE_FEAST_PARTICIPANT: 'You joined the feast "{feastTitle}".',
    CLOSE_FEAST_PARTICIPANT: 'Your place at the feast "{feastTitle}" was closed.',
    FEAST_DEPOSIT_REFUNDED:
      'Your deposit {refundMoney} for the feast "{feastTitle}" was refunded to the account you paid from.',
    CLOSE_BOOKING_ORDER: 'Your booking at {storeName} on {reservationDate} at {reservationTime} was cancelled.',
    WAIT_CANCEL_PROCESS:
      '{dinerName} asks to cancel the booking on {reservationDate} at {reservationTime} for {peopleCount}. Please process it.',
    STORE_CLOSE:
      'Sorry, {storeName} cancelled your booking on {reservationDate} at {reservationTime}. Questions: call {storePhone}.',
    REMIND_ARRIVAL: 'Reminder: your table at {storeName} on {reservationDate} at {reservationTime} for {peopleCount}.',
    REMIND_DEPOSIT_PAYMENT:
      'Reminder: the deposit {depositMoney} for {storeName} is unpaid; the booking closes at {deadlineTime} without it.',
    REMIND_DEPOSIT_CHANGE: 'The deposit of your booking at {storeName} on {reservationDate} is now {depositMoney}.',
    QUEUE_CALLED: '{storeName} called your number {queueNumber}: your table is held for {holdMinutes} minutes.',
    WAITLIST_OFFERED:
      'A table for {peopleCount} at {storeName} on {reservationDate} at {reservationTime} is free: it is held for you for {holdMinutes} minutes. Book it from your waitlist.',
    CONTACT_DINER_TO_CONFIRM:
      'Please contact {dinerName} ({dinerPhone}) to confirm the booking on {reservationDate} at {reservationTime} for {peopleCount}.',
  },
};

export function languageOf(value: string): Language {
  if (value === 'en' || value.startsWith('en')) return 'en';
  if (value === 'zh-Hant' || /hant|hk|tw|mo/i.test(value)) return 'zh-Hant';
  return 'zh-Hans';
}

// A chat message that is not text is quoted by its kind, in the reader's language.
const MESSAGE_KIND_LABELS: Record<Language, Record<string, string>> = {
  'zh-Hans': { IMAGE: '[图片]', BOOKING_ORDER_INTENTION: '[预订]' },
  'zh-Hant': { IMAGE: '[圖片]', BOOKING_ORDER_INTENTION: '[預訂]' },
  en: { IMAGE: '[photo]', BOOKING_ORDER_INTENTION: '[booking]' },
};

/** Which wording of an event applies (message-variants.ts). */
function variantOf(type: EventType, params: Record<string, string>): string {
  if (type === 'CREATE_BOOKING_ORDER') return params.orderStatus ?? '';
  if (type === 'CLOSE_BOOKING_ORDER' || type === 'STORE_CLOSE') return params.closeReason ?? '';
  if (type === 'CREATE_FEAST_PARTICIPANT') return params.participantStatus ?? '';
  return '';
}

/**
 * The event's text in a language; a missing parameter shows as nothing. A
 * message sent while the deposit is owed ends with the link to pay it, a close
 * that gave money back or kept some says so, and the store's word to the guest
 * (a close's guest note, a staff send's remark) comes last.
 */
export function renderText(type: EventType, language: string, params: Record<string, string>): string {
  const lang = languageOf(language);
  const values: Record<string, string> = params.messagePreview
    ? { ...params }
    : { ...params, messagePreview: MESSAGE_KIND_LABELS[lang][params.messageKind ?? ''] ?? '' };
  values.note = (params.guestNote || params.remark || '').trim();
  const addenda = ADDENDA[lang];
  const parts = [VARIANTS[lang][`${type}.${variantOf(type, params)}`] ?? TEXTS[lang][type]];
  if (/^[1-9]/.test(params.refundMinor ?? '') && type !== 'FEAST_DEPOSIT_REFUNDED') parts.push(addenda.refund);
  if (/^[1-9]/.test(params.keptMinor ?? '')) parts.push(addenda.kept);
  // Every message asking for a deposit says where to pay it (the guest of a phone booking has no app open).
  if (values.payLink) parts.push(addenda.pay);
  if (values.note) parts.push(addenda.note);
  const text = parts.join(lang === 'en' ? ' ' : '').replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
  // A parameter left empty (a booking without a shift) leaves no double space behind.
  return text.replace(/ {2,}/g, ' ').replace(/ ([,.,。])/g, '$1');
}

/** "[Store] text" as SMS shows it: the sender first. */
export function smsText(type: EventType, language: string, params: Record<string, string>): string {
  const sign = params.storeName || 'FeastBook';
  return `【${sign}】${renderText(type, language, params)}`;
}
