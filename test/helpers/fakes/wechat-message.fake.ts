import { randomBytes } from 'node:crypto';
import { startFakeHttpServer, type FakeHttpServer, type FakeReply, type FakeRequest } from './fake-http-server';

/**
 * WeChat's message APIs as documented: /cgi-bin/stable_token (client_credential),
 * mini-program subscription messages (/cgi-bin/message/subscribe/send: one
 * message per acceptance, 43101 when none is left, 40037 for an unknown
 * template) and official-account template messages
 * (/cgi-bin/message/template/send: followers only, 43004 otherwise; one
 * message per openid and client_msg_id). Errors come as HTTP 200 with
 * {errcode, errmsg}, as WeChat answers them.
 */
export class FakeWechatMessages {
  private server!: FakeHttpServer;
  private readonly tokens = new Set<string>();
  private current = '';
  readonly subscriptions = new Map<string, number>();
  readonly followers = new Set<string>();
  readonly templates = new Set<string>();
  /** Messages that reached a person: openid, template and data. */
  readonly delivered: Array<{
    touser: string;
    template_id: string;
    data: Record<string, { value: string }>;
    page?: string;
  }> = [];
  private readonly clientMsgIds = new Map<string, string>();
  tokenFetches = 0;
  failWith: { errcode: number; errmsg: string } | null = null;

  constructor(
    private readonly appId: string,
    private readonly secret: string,
  ) {}

  get url(): string {
    return this.server.url;
  }

  get requests(): FakeRequest[] {
    return this.server.requests;
  }

  subscribe(openId: string, templateId: string): void {
    const key = `${openId}|${templateId}`;
    this.subscriptions.set(key, (this.subscriptions.get(key) ?? 0) + 1);
  }

  /** The app's token ran out: WeChat refuses it and hands out a new one. */
  expireTokens(): void {
    this.tokens.clear();
    this.current = '';
  }

  async start(): Promise<this> {
    const authorised = (request: FakeRequest): FakeReply | null => {
      if (this.failWith) return { json: this.failWith };
      if (!this.tokens.has(request.query.get('access_token') ?? '')) {
        return { json: { errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' } };
      }
      return null;
    };
    this.server = await startFakeHttpServer({
      // The stable token: the same one while it is valid, a new one on force_refresh.
      'POST /cgi-bin/stable_token': (request) => {
        const body = JSON.parse(request.body || '{}') as Record<string, unknown>;
        if (body.grant_type !== 'client_credential') return { json: { errcode: 40002, errmsg: 'invalid grant_type' } };
        if (body.appid !== this.appId || body.secret !== this.secret) {
          return { json: { errcode: 40125, errmsg: 'invalid appsecret' } };
        }
        this.tokenFetches++;
        if (body.force_refresh === true && this.current) {
          this.tokens.delete(this.current);
          this.current = '';
        }
        if (!this.current) {
          this.current = randomBytes(12).toString('hex');
          this.tokens.add(this.current);
        }
        return { json: { access_token: this.current, expires_in: 7200 } };
      },
      'POST /cgi-bin/message/subscribe/send': (request) => {
        const refused = authorised(request);
        if (refused) return refused;
        const body = JSON.parse(request.body) as FakeWechatMessages['delivered'][number];
        if (!this.templates.has(body.template_id)) return { json: { errcode: 40037, errmsg: 'invalid template_id' } };
        const key = `${body.touser}|${body.template_id}`;
        const left = this.subscriptions.get(key) ?? 0;
        if (left <= 0) return { json: { errcode: 43101, errmsg: 'user refuse to accept the msg' } };
        this.subscriptions.set(key, left - 1);
        this.delivered.push(body);
        return { json: { errcode: 0, errmsg: 'ok', msgid: this.delivered.length } };
      },
      'POST /cgi-bin/message/template/send': (request) => {
        const refused = authorised(request);
        if (refused) return refused;
        const body = JSON.parse(request.body) as FakeWechatMessages['delivered'][number] & { client_msg_id?: string };
        if (!this.templates.has(body.template_id)) return { json: { errcode: 40037, errmsg: 'invalid template_id' } };
        if (!this.followers.has(body.touser)) return { json: { errcode: 43004, errmsg: 'require subscribe' } };
        const dedupe = body.client_msg_id ? `${body.touser}|${body.client_msg_id}` : '';
        const earlier = dedupe ? this.clientMsgIds.get(dedupe) : undefined;
        if (earlier) return { json: { errcode: 0, errmsg: 'ok', msgid: earlier } };
        this.delivered.push(body);
        const msgid = String(this.delivered.length);
        if (dedupe) this.clientMsgIds.set(dedupe, msgid);
        return { json: { errcode: 0, errmsg: 'ok', msgid } };
      },
    });
    return this;
  }

  close(): Promise<void> {
    return this.server.close();
  }
}
