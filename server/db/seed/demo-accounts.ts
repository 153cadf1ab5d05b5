// The demo accounts `npm start` creates and prints. Phone numbers are
// mainland-format test numbers (region +86).
export const DEMO_ACCOUNTS = {
  // The diner's nickname is the name they book under (their diner record, 林雨), so
  // the me page, bookings and chats name one person the same way.
  diner: { phone: '13800000001', nickname: '林雨' },
  staff: { phone: '13800000002', nickname: 'Demo Staff' },
  admin: { phone: '13800000003', nickname: 'Demo Admin' },
} as const;

export const DEMO_REGION = '86';
