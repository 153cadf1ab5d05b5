import { randomBytes } from 'node:crypto';
import { startFakeHttpServer, type FakeHttpServer, type FakeRequest } from './fake-http-server';

/** Douyin's POST /api/apps/v2/jscode2session as documented: JSON in, {err_no, err_tips, data} out. */
export class FakeDouyin {
  private server!: FakeHttpServer;
  private readonly codes = new Map<string, { openId: string; unionId: string }>();

  constructor(private readonly apps: Record<string, string>) {}

  get url(): string {
    return this.server.url;
  }

  get requests(): FakeRequest[] {
    return this.server.requests;
  }

  async start(): Promise<this> {
    this.server = await startFakeHttpServer({
      'POST /api/apps/v2/jscode2session': (request) => {
        if (!String(request.headers['content-type']).startsWith('application/json')) {
          return { json: { err_no: 40014, err_tips: 'bad content type', data: null } };
        }
        const body = JSON.parse(request.body || '{}') as Record<string, string>;
        if (this.apps[body.appid] === undefined) return { json: { err_no: 40015, err_tips: 'bad appid', data: null } };
        if (this.apps[body.appid] !== body.secret)
          return { json: { err_no: 40017, err_tips: 'bad secret', data: null } };
        const account = this.codes.get(body.code ?? '');
        if (!account) return { json: { err_no: 40018, err_tips: 'bad code', data: null } };
        this.codes.delete(body.code);
        return {
          json: {
            err_no: 0,
            err_tips: 'success',
            log_id: randomBytes(8).toString('hex'),
            data: {
              session_key: randomBytes(12).toString('base64'),
              openid: account.openId,
              anonymous_openid: '',
              unionid: account.unionId,
            },
          },
        };
      },
    });
    return this;
  }

  loginCode(account: { openId: string; unionId?: string }): string {
    const code = `tt-${randomBytes(8).toString('hex')}`;
    this.codes.set(code, { openId: account.openId, unionId: account.unionId ?? '' });
    return code;
  }

  close(): Promise<void> {
    return this.server.close();
  }
}
