import Taro from '@tarojs/taro';
import { WEBVIEW_CLOSED_EVENT } from '@/utils/webview-closed';
import type { PaymentResult } from './platform.types';

// A channel that takes payment on its own web page (the sandbox cashier outside
// production) has no host payment call, yet the server offers it on every platform.
// A mini-program shows that page in its web-view page; when the person comes back
// the payment is 'pending', and the result page asks the server how it ended.

const WEBVIEW_PAGE = '/pages/sub-user/webview/index';

export function openHostedCashier(cashierUrl: string): Promise<PaymentResult> {
  return new Promise((resolve) => {
    const closed = () => resolve('pending');
    Taro.eventCenter.once(WEBVIEW_CLOSED_EVENT, closed);
    Taro.navigateTo({ url: `${WEBVIEW_PAGE}?src=${encodeURIComponent(cashierUrl)}` }).catch(() => {
      Taro.eventCenter.off(WEBVIEW_CLOSED_EVENT, closed);
      resolve('failed');
    });
  });
}
