import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityConfig } from '../../helpers/identity';
import { startTestServer, type TestServer } from '../../helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    identity: identityConfig({ allowedRedirectOrigins: ['https://app.example.test'] }),
  });
});
afterAll(async () => {
  await server.close();
});

describe('the legal pages the login screen links to', () => {
  it.each([
    ['user-agreement', 'zh-Hans', '用户协议', 'lang="zh-CN"'],
    ['user-agreement', 'zh-Hant', '用戶協議', 'lang="zh-HK"'],
    ['user-agreement', 'en', 'User Agreement', 'lang="en"'],
    ['privacy-policy', 'zh-Hans', '隐私政策', 'lang="zh-CN"'],
    ['privacy-policy', 'zh-Hant', '私隱政策', 'lang="zh-HK"'],
    ['privacy-policy', 'en', 'Privacy Policy', 'lang="en"'],
  ])('%s in %s', async (name, lang, title, htmlLang) => {
    const response = await fetch(`${server.url}/legal/${name}?lang=${lang}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain(htmlLang);
  });

  it('speaks Simplified Chinese for an unknown or missing language', async () => {
    for (const query of ['', '?lang=fr', '?lang=%3Cscript%3E']) {
      const html = await (await fetch(`${server.url}/legal/privacy-policy${query}`)).text();
      expect(html).toContain('<title>隐私政策</title>');
    }
  });

  it('may be framed by the app (its webview on H5), and by no one else', async () => {
    const response = await fetch(`${server.url}/legal/user-agreement`);
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self' https://app.example.test",
    );
  });

  it('has no other documents', async () => {
    expect((await fetch(`${server.url}/legal/terms`)).status).toBe(404);
  });
});
