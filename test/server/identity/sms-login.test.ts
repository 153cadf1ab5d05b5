import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AccountService } from '@gen/identity/v1/account_service_pb';
import { IdentityProviderType, VerificationPurpose } from '@gen/identity/v1/identity_provider_pb';
import { LoginService } from '@gen/identity/v1/login_service_pb';
import { captchaPass, MINI_PROGRAM, outboxCode, refusal, smsLogin } from '../../helpers/identity';
import { testClock } from '../../helpers/test-clock';
import { startTestServer, type CallerIdentity, type TestServer } from '../../helpers/test-server';

const clock = testClock();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, undefined, false, { now: clock.now });
});
afterAll(() => server.close());
// Every test starts a day later, so the hourly and daily limits of one test
// (per phone, per device, per address) never reach into the next.
beforeEach(() => clock.advance(25 * 3600_000));

let phoneCounter = 0;
const newPhone = () => `137${String(++phoneCounter).padStart(8, '0')}`;
const login = (caller: CallerIdentity = MINI_PROGRAM) => server.client(LoginService, caller);
const send = (phone: string, caller?: CallerIdentity, regionCode = '86') =>
  login(caller).sendVerificationCode({ phoneRegionCode: regionCode, phone });
// Past the captcha counts (captcha.test.ts) every send answers one first, as a person would.
const sendAnswered = async (phone: string, caller: CallerIdentity = MINI_PROGRAM) =>
  login(caller).sendVerificationCode({ phoneRegionCode: '86', phone, captchaPass: await captchaPass(server, caller) });
const logIn = (phone: string, verificationCode: string, caller?: CallerIdentity, regionCode = '86') =>
  login(caller).login({
    providerType: IdentityProviderType.SMS,
    providerRequest: { phoneRegionCode: regionCode, phone, verificationCode },
  });

describe('SMS login', () => {
  it('sends a six-digit code that logs in (creating the user) and proves the phone', async () => {
    const phone = newPhone();
    const sent = await send(phone);
    expect(sent).toMatchObject({ expireSeconds: 300, resendAfterSeconds: 60 });
    const code = outboxCode(server, phone);
    expect(code).toMatch(/^\d{6}$/);

    const response = await logIn(phone, code);
    expect(response.user).toMatchObject({ phone, phoneRegionCode: '86', phoneVerified: true });
    expect(response.sessionKey).not.toBe('');
    const me = await server.client(AccountService, { sessionKey: response.sessionKey }).myUser({});
    expect(me.user?.model?.id).toBe(response.user?.model?.id);
  });

  it('logs the same phone into the same user every time', async () => {
    const phone = newPhone();
    const first = await smsLogin(server, phone);
    clock.advance(61_000);
    const second = await smsLogin(server, phone, { caller: { ...MINI_PROGRAM, deviceId: 'phone-2' } });
    expect(second.user.model?.id).toBe(first.user.model?.id);
  });

  it('stores only a salted hash of the code and never answers it', async () => {
    const phone = newPhone();
    const sent = await send(phone);
    const code = outboxCode(server, phone);
    expect(JSON.stringify(sent)).not.toContain(code);
    const row = await server.database.db
      .selectFrom('sms_verification')
      .selectAll()
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it('uses a code once', async () => {
    const phone = newPhone();
    await send(phone);
    const code = outboxCode(server, phone);
    await logIn(phone, code);
    expect(await refusal(logIn(phone, code))).toMatchObject({
      code: 'invalid_argument',
      message: 'verification code expired, please request a new one',
    });
  });

  it('lets a code work for five minutes and not a second longer', async () => {
    const phone = newPhone();
    await send(phone);
    const code = outboxCode(server, phone);
    clock.advance(5 * 60_000);
    expect((await refusal(logIn(phone, code))).message).toBe('verification code expired, please request a new one');

    clock.advance(60_000);
    await send(phone);
    clock.advance(5 * 60_000 - 1000);
    await expect(logIn(phone, outboxCode(server, phone))).resolves.toBeTruthy();
  });

  it('burns a code after five wrong tries, so the right code fails too', async () => {
    const phone = newPhone();
    await send(phone);
    const code = outboxCode(server, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      expect(await refusal(logIn(phone, wrong))).toMatchObject({
        code: 'invalid_argument',
        message: 'verification code error',
      });
    }
    expect((await refusal(logIn(phone, wrong))).message).toBe(
      'too many wrong verification codes, please request a new one',
    );
    expect((await refusal(logIn(phone, code))).message).toBe(
      'too many wrong verification codes, please request a new one',
    );
    // A new code starts a new count (after a captcha: the phone had wrong codes).
    clock.advance(61_000);
    await sendAnswered(phone);
    await expect(logIn(phone, outboxCode(server, phone))).resolves.toBeTruthy();
  });

  it('accepts only the newest code of a phone', async () => {
    const phone = newPhone();
    await send(phone);
    const first = outboxCode(server, phone);
    clock.advance(61_000);
    await send(phone);
    const second = outboxCode(server, phone);
    if (first !== second) expect((await refusal(logIn(phone, first))).message).toBe('verification code error');
    await expect(logIn(phone, second)).resolves.toBeTruthy();
  });

  it('makes a phone wait a minute between codes, saying when with Retry-After', async () => {
    const phone = newPhone();
    await send(phone);
    clock.advance(20_000);
    const refused = await refusal(send(phone, { ...MINI_PROGRAM, deviceId: 'another' }));
    expect(refused).toEqual({
      code: 'resource_exhausted',
      message: 'a code was just sent, please wait before requesting another',
      retryAfterSeconds: 40,
    });
    clock.advance(40_000);
    await expect(send(phone)).resolves.toBeTruthy();
  });

  it('sends one code when many requests for a phone arrive at once', async () => {
    const phone = newPhone();
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, (_, i) => send(phone, { ...MINI_PROGRAM, deviceId: `burst-${i}` })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rows = await server.database.db
      .selectFrom('sms_verification')
      .select('id')
      .where('phone', '=', phone)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('counts wrong guesses that arrive at once, so a burst cannot outrun the limit', async () => {
    const phone = newPhone();
    await send(phone);
    const code = outboxCode(server, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    await Promise.allSettled(Array.from({ length: 12 }, () => logIn(phone, wrong)));
    const row = await server.database.db
      .selectFrom('sms_verification')
      .select('failed_attempts')
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    expect(row.failed_attempts).toBe(5);
    expect((await refusal(logIn(phone, code))).message).toBe(
      'too many wrong verification codes, please request a new one',
    );
  });

  it('sends at most five codes an hour and ten a day to one phone', async () => {
    const phone = newPhone();
    for (let i = 0; i < 5; i++) {
      await sendAnswered(phone, { ...MINI_PROGRAM, deviceId: `d${i}` });
      clock.advance(61_000);
    }
    const refused = await refusal(sendAnswered(phone, { ...MINI_PROGRAM, deviceId: 'fresh' }));
    expect(refused).toMatchObject({
      code: 'resource_exhausted',
      message: 'too many verification codes requested, please try later',
    });
    clock.advance(3600_000);
    for (let i = 0; i < 5; i++) {
      await sendAnswered(phone, { ...MINI_PROGRAM, deviceId: `e${i}` });
      clock.advance(61_000);
    }
    clock.advance(3600_000);
    expect((await refusal(sendAnswered(phone, { ...MINI_PROGRAM, deviceId: 'fresh' }))).code).toBe(
      'resource_exhausted',
    );
  });

  it('sends at most ten codes an hour from one device, to any phones', async () => {
    const device = { ...MINI_PROGRAM, deviceId: 'sprayer' };
    for (let i = 0; i < 10; i++) await sendAnswered(newPhone(), device);
    expect((await refusal(sendAnswered(newPhone(), device))).message).toBe(
      'too many verification codes requested, please try later',
    );
    await expect(send(newPhone(), { ...MINI_PROGRAM, deviceId: 'someone-else' })).resolves.toBeTruthy();
  });

  it('sends at most thirty codes an hour from one address, whatever the device ids say', async () => {
    for (let i = 0; i < 30; i++) await sendAnswered(newPhone(), { ...MINI_PROGRAM, deviceId: `rotating-${i}` });
    expect((await refusal(sendAnswered(newPhone(), { ...MINI_PROGRAM, deviceId: 'rotating-new' }))).code).toBe(
      'resource_exhausted',
    );
  });

  it('checks the phone format of each region and strips what people type around the digits', async () => {
    expect(await refusal(send('12345'))).toMatchObject({ code: 'invalid_argument', message: 'phone number error' });
    expect((await refusal(send('2345678901'))).message).toBe('phone number error');
    expect((await refusal(send('91234567', undefined, '1'))).message).toBe('phone number error');
    expect((await refusal(send('   '))).message).toBe('phone is required');

    await send('9123 4567', undefined, '852');
    expect(outboxCode(server, '91234567', '852')).toMatch(/^\d{6}$/);
    await send('+853 6612-3456', undefined, '+853');
    expect(outboxCode(server, '66123456', '853')).toMatch(/^\d{6}$/);
    // Taiwan numbers are one phone with or without the trunk 0.
    await send('0912345678', undefined, '886');
    expect(outboxCode(server, '912345678', '886')).toMatch(/^\d{6}$/);
    const user = await logIn('912345678', outboxCode(server, '912345678', '886'), undefined, '886');
    expect(user.user).toMatchObject({ phone: '912345678', phoneRegionCode: '886' });
  });

  it('keeps codes to their purpose: a phone-binding code does not log in', async () => {
    const phone = newPhone();
    await login().sendVerificationCode({ phoneRegionCode: '86', phone, purpose: VerificationPurpose.BIND_PHONE });
    expect((await refusal(logIn(phone, outboxCode(server, phone)))).message).toBe(
      'verification code expired, please request a new one',
    );
  });

  it('refuses a login without a code', async () => {
    expect(await refusal(logIn(newPhone(), ''))).toMatchObject({
      code: 'invalid_argument',
      message: 'enter the verification code',
    });
  });
});
