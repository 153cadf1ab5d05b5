import { createSign, createVerify, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { startFakeHttpServer, type FakeHttpServer, type FakeRequest } from './fake-http-server';

/** Locally generated RSA keys, as an Alipay app and Alipay itself would hold them. */
export function alipayTestKeys() {
  const app = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const alipay = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const der = (key: KeyObject, type: 'pkcs8' | 'spki') =>
    key.export({ format: 'der', type } as never).toString('base64');
  return {
    /** Bare base64 PKCS#8, as Alipay's key tool shows the app private key. */
    appPrivateKey: der(app.privateKey, 'pkcs8'),
    appPublicKey: app.publicKey,
    alipayPrivateKey: alipay.privateKey,
    /** Bare base64 SPKI, as Alipay's console shows its public key. */
    alipayPublicKey: der(alipay.publicKey, 'spki'),
  };
}

/**
 * Alipay's open-platform gateway as documented: form posts with common
 * parameters, RSA2-signed requests (checked here with the app's public key),
 * answers whose "<method>_response" node is RSA2-signed by "Alipay".
 * Implements alipay.system.oauth.token and alipay.user.info.share.
 */
export class FakeAlipay {
  private server!: FakeHttpServer;
  private readonly codes = new Map<string, { userId: string; nickName: string; avatar: string }>();
  private readonly tokens = new Map<string, { userId: string; nickName: string; avatar: string }>();
  /** Sign answers with this key instead of Alipay's (to test that the adapter notices). */
  signWith: KeyObject | null = null;

  constructor(
    private readonly appId: string,
    private readonly appPublicKey: KeyObject,
    private readonly alipayPrivateKey: KeyObject,
  ) {}

  get url(): string {
    return `${this.server.url}/gateway.do`;
  }

  get requests(): FakeRequest[] {
    return this.server.requests;
  }

  async start(): Promise<this> {
    this.server = await startFakeHttpServer({ 'POST /gateway.do': (request) => ({ text: this.answer(request) }) });
    return this;
  }

  authCode(account: { userId: string; nickName?: string; avatar?: string }): string {
    const code = `auth-${randomBytes(8).toString('hex')}`;
    this.codes.set(code, { userId: account.userId, nickName: account.nickName ?? '', avatar: account.avatar ?? '' });
    return code;
  }

  close(): Promise<void> {
    return this.server.close();
  }

  private answer(request: FakeRequest): string {
    const params = Object.fromEntries(new URLSearchParams(request.body));
    const content = Object.keys(params)
      .filter((k) => k !== 'sign' && params[k] !== '')
      .sort()
      .map((k) => `${k}=${params[k]}`)
      .join('&');
    const signatureOk =
      params.sign_type === 'RSA2' &&
      createVerify('RSA-SHA256')
        .update(content, 'utf8')
        .verify(this.appPublicKey, params.sign ?? '', 'base64');
    if (params.app_id !== this.appId || !signatureOk) {
      return this.signed('error_response', {
        code: '40002',
        msg: 'Invalid Arguments',
        sub_code: 'isv.invalid-signature',
        sub_msg: 'invalid signature',
      });
    }
    const node = `${params.method.replace(/\./g, '_')}_response`;
    if (params.method === 'alipay.system.oauth.token') {
      const account = this.codes.get(params.code ?? '');
      if (!account || params.grant_type !== 'authorization_code') {
        return this.signed('error_response', {
          code: '40002',
          msg: 'Invalid Arguments',
          sub_code: 'isv.code-invalid',
          sub_msg: 'auth code invalid',
        });
      }
      this.codes.delete(params.code);
      const accessToken = `token-${randomBytes(8).toString('hex')}`;
      this.tokens.set(accessToken, account);
      return this.signed(node, {
        user_id: account.userId,
        access_token: accessToken,
        expires_in: 1296000,
        refresh_token: 'refresh',
        re_expires_in: 2592000,
        auth_start: '2026-05-01 10:00:00',
      });
    }
    if (params.method === 'alipay.user.info.share') {
      const account = this.tokens.get(params.auth_token ?? '');
      if (!account) {
        return this.signed(node, {
          code: '20001',
          msg: 'Insufficient Token Permissions',
          sub_code: 'aop.invalid-auth-token',
        });
      }
      return this.signed(node, {
        code: '10000',
        msg: 'Success',
        user_id: account.userId,
        nick_name: account.nickName,
        avatar: account.avatar,
      });
    }
    return this.signed('error_response', { code: '40004', msg: 'Business Failed', sub_code: 'isv.missing-method' });
  }

  /** The answer as Alipay sends it: the node's JSON text exactly as signed, then the sign. */
  private signed(node: string, body: Record<string, unknown>): string {
    const text = JSON.stringify(body);
    const sign = createSign('RSA-SHA256')
      .update(text, 'utf8')
      .sign(this.signWith ?? this.alipayPrivateKey, 'base64');
    return `{"${node}":${text},"sign":"${sign}"}`;
  }
}
