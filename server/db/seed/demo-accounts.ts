// The demo accounts `npm start` creates and prints. Phone numbers are
// mainland-format test numbers (region +86).
export const DEMO_ACCOUNTS = {
  diner: { phone: '13800000001', nickname: 'Demo Diner' },
  staff: { phone: '13800000002', nickname: 'Demo Staff' },
  admin: { phone: '13800000003', nickname: 'Demo Admin' },
} as const;

export const DEMO_REGION = '86';
