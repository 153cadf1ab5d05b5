import { parseUserAgent } from '../../../config/ua-platform.mjs';

// The package itself, as Taro's H5 APIs would have it (it ships no types).
const platform = require('platform') as { parse(ua: string): { os?: { family?: string } } };

// The H5 build's stand-in for `platform` (config/ua-platform.mjs) must tell Taro's
// getDeviceInfo() what the package itself would: system, platform, brand and model.
const AGENTS = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 13; V2183A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
};

describe("Taro's device info on H5 without the platform package", () => {
  it.each(Object.entries(AGENTS))('%s: the same system and platform as platform.js', (_name, ua) => {
    const lite = parseUserAgent(ua);
    const full = platform.parse(ua);
    expect(String(lite.os)).toBe(String(full.os).replace(/ 64-bit$/, ''));
    expect(lite.os?.family).toBe(full.os?.family);
  });

  it('names the Apple device and its maker', () => {
    expect(parseUserAgent(AGENTS.iPhone)).toMatchObject({ product: 'iPhone', manufacturer: 'Apple' });
    expect(parseUserAgent(AGENTS.android).product).toBe('V2183A');
  });

  it('says Windows 10 for Windows NT 10.0', () => {
    const ua = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0';
    expect(String(parseUserAgent(ua).os)).toBe('Windows 10');
    expect(platform.parse(ua).os?.family).toBe('Windows');
  });
});
