import type { PaymentMethodName } from './payment-types';

// Which methods work on which client platform (the request's client platform
// header). A chat-app method needs the chat app, a payment-app method works in
// the payment app and, through its H5 cashier, in any browser.
const BROWSER: PaymentMethodName[] = ['ALIPAY_APP_PAY', 'BANK_APP_PAY', 'ACCOUNT_BALANCE'];
const WECHAT: PaymentMethodName[] = ['WECHAT_PAY', 'WECHAT_PARTNER_PAY', 'ACCOUNT_BALANCE'];

const METHODS_BY_PLATFORM: Record<string, PaymentMethodName[]> = {
  WECHAT_MINI_PROGRAM: WECHAT,
  WECHAT_WEBSITE_APP: WECHAT,
  MERCHANT_APP_WECHAT_WEBSITE_APP: WECHAT,
  ALIPAY_MINI_PROGRAM: ['ALIPAY_APP_PAY', 'ACCOUNT_BALANCE'],
  ALIPAY_WEBSITE_APP: ['ALIPAY_APP_PAY', 'ACCOUNT_BALANCE'],
  DOUYIN_MINI_PROGRAM: ['DOUYIN_MINI_PROGRAM_PAY', 'ACCOUNT_BALANCE'],
  XHS_MINI_APP: ['XHS_MINI_APP_PAY', 'ACCOUNT_BALANCE'],
  WEB: BROWSER,
  H5: BROWSER,
  MERCHANT_APP_WEB: BROWSER,
  MERCHANT_APP_H5: BROWSER,
};

/** Whether a method can be used from a client platform; unknown platforms get the browser's methods. */
export function methodWorksOn(method: PaymentMethodName, clientPlatform: string): boolean {
  return (METHODS_BY_PLATFORM[clientPlatform] ?? BROWSER).includes(method);
}
