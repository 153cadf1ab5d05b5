import { platformName } from '@/platform';

const UA = {
  wechatPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN',
  wechatDesktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0.4044.138 Safari/537.36 NetType/WIFI MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat(0x63090a13)',
  alipayPhone:
    'Mozilla/5.0 (Linux; U; Android 13; zh-CN; V2219A Build/TP1A.220624.014) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/69.0.3497.100 UWS/3.22.2.59 Mobile Safari/537.36 AlipayChannelId/5136 AlipayDefined(nt:WIFI,ws:393|0|2.75) AliApp(AP/10.5.30.8000) AlipayClient/10.5.30.8000 Language/zh-Hans',
  chromeDesktop:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  safariPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
};

function simulate(userAgent: string, width: number): void {
  Object.defineProperty(window.navigator, 'userAgent', { value: userAgent, configurable: true });
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true });
}

describe('platformName in a browser', () => {
  it.each([
    ['a chat-app browser on a phone', UA.wechatPhone, 390, 'WECHAT_WEBSITE_APP'],
    ['a chat-app browser on a desktop, however wide', UA.wechatDesktop, 1280, 'WECHAT_WEBSITE_APP'],
    ['a payment-app browser', UA.alipayPhone, 393, 'ALIPAY_WEBSITE_APP'],
    ['a desktop browser', UA.chromeDesktop, 1280, 'WEB'],
    ['a window exactly 800 wide', UA.chromeDesktop, 800, 'WEB'],
    ['a window 799 wide', UA.chromeDesktop, 799, 'H5'],
    ['a phone browser', UA.safariPhone, 390, 'H5'],
  ])('gives %s', (_case, userAgent, width, expected) => {
    simulate(userAgent, width);
    expect(platformName()).toBe(expected);
  });
});
