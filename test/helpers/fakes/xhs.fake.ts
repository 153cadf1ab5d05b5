import { randomBytes } from 'node:crypto';
import { startFakeHttpServer, type FakeHttpServer, type FakeRequest } from './fake-http-server';

/**
 * Xiaohongshu's mini-app server API as documented: POST /api/rmp/token for the
 * app's access token (a new token retires the old one), GET /api/rmp/session
 * for xhs.login's code. Both answer {success, code, msg, data}.
 */
export class FakeXhs {
  private server!: FakeHttpServer;
  private readonly codes = new Map<string, string>();
  private currentToken = '';
  tokenRequests = 0;

  constructor(private readonly apps: Record<string, string>) {}

  get url(): string {
    return this.server.url;
  }

  get requests(): FakeRequest[] {
    return this.server.requests;
  }

  async start(): Promise<this> {
    const failure = (code: number, msg: string) => ({ json: { success: false, code, msg, data: null } });
    this.server = await startFakeHttpServer({
      'POST /api/rmp/token': (request) => {
        const body = JSON.parse(request.body || '{}') as Record<string, string>;
        if (this.apps[body.appid] === undefined || this.apps[body.appid] !== body.secret) {
          return failure(410001, 'appid或secret错误');
        }
        this.tokenRequests++;
        this.currentToken = randomBytes(16).toString('hex');
        return {
          json: { success: true, code: 0, msg: 'success', data: { access_token: this.currentToken, expire_in: 7200 } },
        };
      },
      'GET /api/rmp/session': (request) => {
        if (!request.query.get('access_token') || request.query.get('access_token') !== this.currentToken) {
          return failure(410101, '应用访问令牌不匹配');
        }
        const openId = this.codes.get(request.query.get('code') ?? '');
        if (!openId) return failure(410201, 'code无效');
        this.codes.delete(request.query.get('code') ?? '');
        return {
          json: {
            success: true,
            code: 0,
            msg: 'success',
            data: { openid: openId, session_key: randomBytes(12).toString('base64') },
          },
        };
      },
    });
    return this;
  }

  loginCode(openId: string): string {
    const code = `xhs-${randomBytes(8).toString('hex')}`;
    this.codes.set(code, openId);
    return code;
  }

  /** Someone else fetched a token: ours stops working. */
  rotateToken(): void {
    this.currentToken = randomBytes(16).toString('hex');
  }

  close(): Promise<void> {
    return this.server.close();
  }
}
