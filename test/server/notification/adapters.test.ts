import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryAccessTokenStore } from '../../../server/providers/login/access-token.repository';
import { WechatAccessToken } from '../../../server/providers/login/wechat-access-token';
import { AlipayMessageChannel } from '../../../server/providers/push/alipay-message.channel';
import { AliyunNotificationSms } from '../../../server/providers/push/aliyun-notification.sms';
import { PushProviderError, type PushMessage } from '../../../server/providers/push/push-channel';
import { WechatSubscribeChannel } from '../../../server/providers/push/wechat-subscribe.channel';
import { WechatTemplateChannel } from '../../../server/providers/push/wechat-template.channel';
import { alipayTestKeys } from '../../helpers/fakes/alipay.fake';
import { FakeAlipayMessages } from '../../helpers/fakes/alipay-message.fake';
import { FakeAliyunSms } from '../../helpers/fakes/aliyun-sms.fake';
import { FakeWechatMessages } from '../../helpers/fakes/wechat-message.fake';

const message = (over: Partial<PushMessage> = {}): PushMessage => ({
  channel: 'WECHAT_MINI_PROGRAM',
  appId: 'wx-app',
  templateId: 'tmpl-confirm',
  address: { value: 'openid-1' },
  content: 'Jade Garden confirmed your booking',
  data: { thing1: 'Jade Garden', time2: '18:30' },
  page: 'pages/sub-user/order-detail/index?id=1',
  language: 'en',
  ...over,
});

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PushProviderError) return { transient: error.transient, reason: error.reason };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('WeChat subscription and template messages against a fake of their API', () => {
  let wechat: FakeWechatMessages;
  beforeAll(async () => {
    wechat = await new FakeWechatMessages('wx-app', 'wx-secret').start();
    wechat.templates.add('tmpl-confirm');
  });
  afterAll(() => wechat.close());

  it('sends a subscription message once per acceptance with the template data, then answers NOT_SUBSCRIBED', async () => {
    const channel = new WechatSubscribeChannel(
      wechat.url,
      new WechatAccessToken(wechat.url, 'wx-app', 'wx-secret', new MemoryAccessTokenStore()),
      'trial',
    );
    wechat.subscribe('openid-1', 'tmpl-confirm');
    await channel.send(message(), { idempotencyKey: 'e1:WECHAT_MINI_PROGRAM:USER:1' });
    const sent = wechat.delivered.at(-1)!;
    expect(sent).toMatchObject({
      touser: 'openid-1',
      template_id: 'tmpl-confirm',
      page: 'pages/sub-user/order-detail/index?id=1',
      data: { thing1: { value: 'Jade Garden' }, time2: { value: '18:30' } },
    });
    expect(JSON.parse(wechat.requests.at(-1)!.body)).toMatchObject({ miniprogram_state: 'trial', lang: 'en_US' });
    expect(await refusal(channel.send(message(), { idempotencyKey: 'e2' }))).toEqual({
      transient: false,
      reason: 'NOT_SUBSCRIBED',
    });
    expect(await refusal(channel.send(message({ templateId: 'nope' }), { idempotencyKey: 'e3' }))).toEqual({
      transient: false,
      reason: 'TEMPLATE_NOT_FOUND',
    });
  });

  it('fetches a new stable access token once when WeChat says the old one expired', async () => {
    const channel = new WechatSubscribeChannel(
      wechat.url,
      new WechatAccessToken(wechat.url, 'wx-app', 'wx-secret', new MemoryAccessTokenStore()),
    );
    wechat.subscribe('openid-2', 'tmpl-confirm');
    wechat.subscribe('openid-2', 'tmpl-confirm');
    await channel.send(message({ address: { value: 'openid-2' } }), { idempotencyKey: 'a' });
    const fetches = wechat.tokenFetches;
    wechat.expireTokens();
    await channel.send(message({ address: { value: 'openid-2' } }), { idempotencyKey: 'b' });
    expect(wechat.tokenFetches).toBe(fetches + 1);
    expect(wechat.delivered.filter((d) => d.touser === 'openid-2')).toHaveLength(2);
  });

  it('a wrong secret is a refusal; system busy is transient', async () => {
    const wrong = new WechatSubscribeChannel(
      wechat.url,
      new WechatAccessToken(wechat.url, 'wx-app', 'not-the-secret', new MemoryAccessTokenStore()),
    );
    expect(await refusal(wrong.send(message(), { idempotencyKey: 'x' }))).toEqual({
      transient: false,
      reason: 'PROVIDER_REJECTED',
    });
    const channel = new WechatSubscribeChannel(
      wechat.url,
      new WechatAccessToken(wechat.url, 'wx-app', 'wx-secret', new MemoryAccessTokenStore()),
    );
    wechat.failWith = { errcode: -1, errmsg: 'system error' };
    try {
      expect(await refusal(channel.send(message(), { idempotencyKey: 'y' }))).toEqual({
        transient: true,
        reason: 'PROVIDER_UNAVAILABLE',
      });
    } finally {
      wechat.failWith = null;
    }
  });

  it('template messages reach followers only, and a repeated idempotency key sends once (client_msg_id)', async () => {
    const channel = new WechatTemplateChannel(
      wechat.url,
      new WechatAccessToken(wechat.url, 'wx-app', 'wx-secret', new MemoryAccessTokenStore()),
      'wx-mini',
    );
    expect(await refusal(channel.send(message({ address: { value: 'stranger' } }), { idempotencyKey: 'k1' }))).toEqual({
      transient: false,
      reason: 'NOT_FOLLOWING',
    });
    wechat.followers.add('follower');
    const before = wechat.delivered.length;
    const first = await channel.send(message({ address: { value: 'follower' } }), { idempotencyKey: 'k2' });
    const again = await channel.send(message({ address: { value: 'follower' } }), { idempotencyKey: 'k2' });
    expect(again.providerMessageId).toBe(first.providerMessageId);
    expect(wechat.delivered.length).toBe(before + 1);
    expect(JSON.parse(wechat.requests.at(-1)!.body)).toMatchObject({
      client_msg_id: 'k2',
      miniprogram: { appid: 'wx-mini', pagepath: 'pages/sub-user/order-detail/index?id=1' },
    });
  });
});

describe('Alipay mini-program messages against a fake gateway', () => {
  const keys = alipayTestKeys();
  let alipay: FakeAlipayMessages;
  let channel: AlipayMessageChannel;
  beforeAll(async () => {
    alipay = await new FakeAlipayMessages('ali-app', keys.appPublicKey, keys.alipayPrivateKey).start();
    alipay.templates.add('ali-tmpl');
    channel = new AlipayMessageChannel({
      appId: 'ali-app',
      privateKey: keys.appPrivateKey,
      alipayPublicKey: keys.alipayPublicKey,
      gateway: alipay.url,
    });
  });
  afterAll(() => alipay.close());

  const ali = (over: Partial<PushMessage> = {}) =>
    message({
      channel: 'ALIPAY_MINI_PROGRAM',
      appId: 'ali-app',
      templateId: 'ali-tmpl',
      address: { value: '2088001' },
      ...over,
    });

  it("signs its request, checks the answer's signature, and sends to a subscribed user", async () => {
    alipay.subscriptions.set('2088001|ali-tmpl', 1);
    const result = await channel.send(ali(), { idempotencyKey: 'k' });
    expect(result.providerMessageId).toBe('ali-1');
    expect(JSON.parse(alipay.delivered[0].data)).toEqual({
      thing1: { value: 'Jade Garden' },
      time2: { value: '18:30' },
    });
    expect(await refusal(channel.send(ali(), { idempotencyKey: 'k2' }))).toEqual({
      transient: false,
      reason: 'NOT_SUBSCRIBED',
    });
    expect(await refusal(channel.send(ali({ templateId: 'other' }), { idempotencyKey: 'k3' }))).toEqual({
      transient: false,
      reason: 'TEMPLATE_NOT_FOUND',
    });
  });

  it('does not believe an answer signed by someone else, and treats 20000 as transient', async () => {
    alipay.signWith = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    try {
      expect(await refusal(channel.send(ali(), { idempotencyKey: 'k4' }))).toEqual({
        transient: true,
        reason: 'PROVIDER_UNAVAILABLE',
      });
    } finally {
      alipay.signWith = null;
    }
    alipay.busy = true;
    try {
      expect(await refusal(channel.send(ali(), { idempotencyKey: 'k5' }))).toEqual({
        transient: true,
        reason: 'PROVIDER_UNAVAILABLE',
      });
    } finally {
      alipay.busy = false;
    }
  });

  it('a request signed with the wrong key is refused by the gateway', async () => {
    const stranger = new AlipayMessageChannel({
      appId: 'ali-app',
      privateKey: alipayTestKeys().appPrivateKey,
      alipayPublicKey: keys.alipayPublicKey,
      gateway: alipay.url,
    });
    expect((await refusal(stranger.send(ali(), { idempotencyKey: 'k6' }))).transient).toBe(false);
  });
});

describe('Aliyun notification SMS against a fake of SendSms', () => {
  let aliyun: FakeAliyunSms;
  beforeAll(async () => {
    aliyun = await new FakeAliyunSms('key-id', 'key-secret').start();
  });
  afterAll(() => aliyun.close());

  const sms = () =>
    new AliyunNotificationSms({
      provider: 'aliyun',
      endpoint: aliyun.url,
      accessKeyId: 'key-id',
      accessKeySecret: 'key-secret',
      signName: 'FeastBook',
      templateCode: 'SMS_LOGIN',
    });

  it("sends the scene's template with its parameters, signed as Aliyun checks", async () => {
    await sms().send(
      message({
        channel: 'SMS',
        templateId: 'SMS_REMIND',
        address: { regionCode: '852', value: '51234567' },
        data: { storeName: 'Jade' },
      }),
      { idempotencyKey: 'k' },
    );
    expect(aliyun.sent.at(-1)).toEqual({
      phoneNumbers: '85251234567',
      signName: 'FeastBook',
      templateCode: 'SMS_REMIND',
      templateParam: { storeName: 'Jade' },
    });
  });

  it("maps Aliyun's codes: a bad number is a phone format error, flow control is transient", async () => {
    aliyun.failWith = 'isv.MOBILE_NUMBER_ILLEGAL';
    expect(
      await refusal(
        sms().send(message({ channel: 'SMS', templateId: 'T', address: { regionCode: '86', value: '1' } }), {
          idempotencyKey: 'a',
        }),
      ),
    ).toEqual({
      transient: false,
      reason: 'PHONE_FORMAT_ERROR',
    });
    aliyun.failWith = 'isv.BUSINESS_LIMIT_CONTROL';
    expect(
      await refusal(
        sms().send(message({ channel: 'SMS', templateId: 'T', address: { regionCode: '86', value: '1' } }), {
          idempotencyKey: 'b',
        }),
      ),
    ).toEqual({
      transient: true,
      reason: 'PROVIDER_UNAVAILABLE',
    });
    aliyun.failWith = null;
    expect(await refusal(sms().send(message({ channel: 'SMS', templateId: '' }), { idempotencyKey: 'c' }))).toEqual({
      transient: false,
      reason: 'TEMPLATE_NOT_CONFIGURED',
    });
  });
});
