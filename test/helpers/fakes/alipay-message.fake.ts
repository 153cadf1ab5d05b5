import { createSign, createVerify, type KeyObject } from 'node:crypto';
import { startFakeHttpServer, type FakeHttpServer } from './fake-http-server';

/**
 * Alipay's gateway for alipay.open.app.mini.templatemessage.send: the
 * request's RSA2 signature checked with the app's public key, the answer's
 * "<method>_response" node signed by "Alipay". Subscriptions are one message
 * each; an unknown template or user is a business refusal (40004).
 */
export class FakeAlipayMessages {
  private server!: FakeHttpServer;
  readonly templates = new Set<string>();
  readonly subscriptions = new Map<string, number>();
  readonly delivered: Array<{ to_user_id: string; user_template_id: string; data: string; page: string }> = [];
  /** Sign answers with this key instead (the adapter must not believe them). */
  signWith: KeyObject | null = null;
  busy = false;

  constructor(
    private readonly appId: string,
    private readonly appPublicKey: KeyObject,
    private readonly alipayPrivateKey: KeyObject,
  ) {}

  get url(): string {
    return `${this.server.url}/gateway.do`;
  }

  async start(): Promise<this> {
    this.server = await startFakeHttpServer({
      'POST /gateway.do': (request) => {
        const params = Object.fromEntries(new URLSearchParams(request.body));
        const content = Object.keys(params)
          .filter((k) => k !== 'sign' && params[k] !== '')
          .sort()
          .map((k) => `${k}=${params[k]}`)
          .join('&');
        const ok = createVerify('RSA-SHA256')
          .update(content, 'utf8')
          .verify(this.appPublicKey, params.sign ?? '', 'base64');
        if (params.app_id !== this.appId || !ok) {
          return {
            text: this.signed('error_response', {
              code: '40002',
              msg: 'Invalid Arguments',
              sub_code: 'isv.invalid-signature',
            }),
          };
        }
        const node = 'alipay_open_app_mini_templatemessage_send_response';
        if (this.busy)
          return {
            text: this.signed(node, {
              code: '20000',
              msg: 'Service Currently Unavailable',
              sub_code: 'isp.unknow-error',
            }),
          };
        const biz = JSON.parse(params.biz_content) as FakeAlipayMessages['delivered'][number];
        if (!this.templates.has(biz.user_template_id)) {
          return {
            text: this.signed(node, { code: '40004', msg: 'Business Failed', sub_code: 'USER_TEMPLATE_ILLEGAL' }),
          };
        }
        const key = `${biz.to_user_id}|${biz.user_template_id}`;
        const left = this.subscriptions.get(key) ?? 0;
        if (left <= 0)
          return {
            text: this.signed(node, { code: '40004', msg: 'Business Failed', sub_code: 'USER_NOT_SUBSCRIBED' }),
          };
        this.subscriptions.set(key, left - 1);
        this.delivered.push(biz);
        return { text: this.signed(node, { code: '10000', msg: 'Success', msg_id: `ali-${this.delivered.length}` }) };
      },
    });
    return this;
  }

  close(): Promise<void> {
    return this.server.close();
  }

  private signed(node: string, body: Record<string, unknown>): string {
    const text = JSON.stringify(body);
    const sign = createSign('RSA-SHA256')
      .update(text, 'utf8')
      .sign(this.signWith ?? this.alipayPrivateKey, 'base64');
    return `{"${node}":${text},"sign":"${sign}"}`;
  }
}
