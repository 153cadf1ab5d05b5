import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IdentityProviderType } from '@gen/identity/v1/identity_provider_pb';
import { LoginService } from '@gen/identity/v1/login_service_pb';
import { FakeAliyunSms } from '../../helpers/fakes/aliyun-sms.fake';
import { identityConfig, refusal } from '../../helpers/identity';
import { startTestServer, type TestServer } from '../../helpers/test-server';

let aliyun: FakeAliyunSms;
let server: TestServer;
beforeAll(async () => {
  aliyun = await new FakeAliyunSms('LTAI-test-key', 'test-secret').start();
  server = await startTestServer({
    identity: identityConfig({
      sms: {
        provider: 'aliyun',
        endpoint: aliyun.url,
        accessKeyId: 'LTAI-test-key',
        accessKeySecret: 'test-secret',
        signName: 'FeastBook',
        templateCode: 'SMS_000001',
      },
    }),
  });
});
afterAll(async () => {
  await server.close();
  await aliyun.close();
});

const api = () => server.client(LoginService, { clientPlatform: 'WECHAT_MINI_PROGRAM', deviceId: 'd' });

describe('SMS through Aliyun SendSms', () => {
  it('sends the code in a signed SendSms call, and that code logs in', async () => {
    await api().sendVerificationCode({ phoneRegionCode: '86', phone: '13711112222' });
    expect(aliyun.sent).toHaveLength(1);
    const [sms] = aliyun.sent;
    expect(sms).toMatchObject({ phoneNumbers: '13711112222', signName: 'FeastBook', templateCode: 'SMS_000001' });
    expect(sms.templateParam.code).toMatch(/^\d{6}$/);
    // Real SMS means no development outbox.
    expect(server.services.smsOutbox).toBeNull();
    const response = await api().login({
      providerType: IdentityProviderType.SMS,
      providerRequest: { phoneRegionCode: '86', phone: '13711112222', verificationCode: sms.templateParam.code },
    });
    expect(response.user).toMatchObject({ phone: '13711112222', phoneVerified: true });
  });

  it('writes numbers outside the mainland with their calling code, as Aliyun asks', async () => {
    await api().sendVerificationCode({ phoneRegionCode: '852', phone: '61234567' });
    expect(aliyun.sent.at(-1)?.phoneNumbers).toBe('85261234567');
  });

  it('tells the user when Aliyun refuses, and lets them retry without the cooldown', async () => {
    aliyun.failWith = 'isv.BUSINESS_LIMIT_CONTROL';
    try {
      expect(await refusal(api().sendVerificationCode({ phoneRegionCode: '86', phone: '13733334444' }))).toMatchObject({
        code: 'failed_precondition',
        message: 'failed to send the verification code, please try later',
      });
    } finally {
      aliyun.failWith = null;
    }
    await api().sendVerificationCode({ phoneRegionCode: '86', phone: '13733334444' });
    expect(aliyun.sent.at(-1)?.phoneNumbers).toBe('13733334444');
  });
});
