import { createHmac } from 'node:crypto';
import { startFakeHttpServer, type FakeHttpServer } from './fake-http-server';

// Written from Aliyun's RPC signature documentation, apart from the adapter's
// own code, so the test checks the adapter against the protocol, not itself.
const encode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export interface SentSms {
  phoneNumbers: string;
  signName: string;
  templateCode: string;
  templateParam: Record<string, string>;
}

/** Aliyun Dysmsapi SendSms (2017-05-25) with signature version 1.0 checking. */
export class FakeAliyunSms {
  private server!: FakeHttpServer;
  readonly sent: SentSms[] = [];
  private readonly nonces = new Set<string>();
  /** Refuse every send with this Aliyun error code (e.g. isv.BUSINESS_LIMIT_CONTROL). */
  failWith: string | null = null;

  constructor(
    private readonly accessKeyId: string,
    private readonly accessKeySecret: string,
  ) {}

  get url(): string {
    return this.server.url;
  }

  async start(): Promise<this> {
    this.server = await startFakeHttpServer({
      'GET /': (request) => {
        const params = Object.fromEntries(request.query.entries());
        const { Signature: signature, ...signed } = params;
        const canonical = Object.keys(signed)
          .sort()
          .map((key) => `${encode(key)}=${encode(signed[key])}`)
          .join('&');
        const expected = createHmac('sha1', `${this.accessKeySecret}&`)
          .update(`GET&${encode('/')}&${encode(canonical)}`)
          .digest('base64');
        const fail = (code: string, message: string) => ({
          status: code === 'SignatureDoesNotMatch' ? 400 : 200,
          json: { RequestId: 'r', Code: code, Message: message },
        });
        if (params.AccessKeyId !== this.accessKeyId)
          return fail('InvalidAccessKeyId.NotFound', 'Specified access key is not found.');
        if (signature !== expected)
          return fail('SignatureDoesNotMatch', 'Specified signature is not matched with our calculation.');
        if (params.SignatureMethod !== 'HMAC-SHA1' || params.SignatureVersion !== '1.0')
          return fail('InvalidParameter', 'signature method');
        if (this.nonces.has(params.SignatureNonce))
          return fail('SignatureNonceUsed', 'Specified signature nonce was used already.');
        this.nonces.add(params.SignatureNonce);
        if (params.Action !== 'SendSms' || params.Version !== '2017-05-25') return fail('InvalidAction', 'action');
        if (this.failWith) return fail(this.failWith, 'refused');
        this.sent.push({
          phoneNumbers: params.PhoneNumbers,
          signName: params.SignName,
          templateCode: params.TemplateCode,
          templateParam: JSON.parse(params.TemplateParam ?? '{}'),
        });
        return { json: { RequestId: 'r', BizId: `${Date.now()}`, Code: 'OK', Message: 'OK' } };
      },
    });
    return this;
  }

  close(): Promise<void> {
    return this.server.close();
  }
}
