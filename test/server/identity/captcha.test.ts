import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IdentityProviderType } from '@gen/identity/v1/identity_provider_pb';
import { LoginService } from '@gen/identity/v1/login_service_pb';
import { CaptchaService } from '@gen/platform/v1/captcha_pb';
import { captchaAnswer, captchaPass, MINI_PROGRAM, outboxCode, refusal } from '../../helpers/identity';
import { rawCall } from '../../helpers/raw-call';
import { testClock } from '../../helpers/test-clock';
import { startTestServer, type CallerIdentity, type TestServer } from '../../helpers/test-server';

const clock = testClock();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, undefined, false, { now: clock.now });
});
afterAll(() => server.close());
// A day apart: one test's hourly counts never reach into the next.
beforeEach(() => clock.advance(25 * 3600_000));

let phoneCounter = 0;
const newPhone = () => `136${String(++phoneCounter).padStart(8, '0')}`;
let deviceCounter = 0;
const newDevice = (): CallerIdentity => ({ ...MINI_PROGRAM, deviceId: `captcha-device-${++deviceCounter}` });
const send = (phone: string, caller: CallerIdentity, captchaPass = '') =>
  server.client(LoginService, caller).sendVerificationCode({ phoneRegionCode: '86', phone, captchaPass });
const outboxCount = (phone: string) => server.services.smsOutbox!.list().filter((m) => m.phone === phone).length;
const captcha = () => server.client(CaptchaService, MINI_PROGRAM);
const answerOf = (captchaId: string) => captchaAnswer(server, captchaId);
const CAPTCHA_REQUIRED = {
  code: 'failed_precondition',
  message: 'please answer the verification question before we send a code',
};

describe('captcha before an SMS code', () => {
  it('asks for none on the first two codes of a phone, then for one per code, and sends nothing without it', async () => {
    const phone = newPhone();
    const device = newDevice();
    await send(phone, device);
    clock.advance(61_000);
    await send(phone, device);
    clock.advance(61_000);
    expect(await refusal(send(phone, device))).toMatchObject(CAPTCHA_REQUIRED);
    expect(outboxCount(phone)).toBe(2);

    await send(phone, device, await captchaPass(server, device));
    expect(outboxCount(phone)).toBe(3);
    // The next code needs a new answer.
    clock.advance(61_000);
    expect(await refusal(send(phone, device))).toMatchObject(CAPTCHA_REQUIRED);
    // An hour after those sends the phone is trusted again.
    clock.advance(3600_000);
    await send(phone, device);
    expect(outboxCount(phone)).toBe(4);
  });

  it('asks for one after three wrong codes for a phone', async () => {
    const phone = newPhone();
    const device = newDevice();
    await send(phone, device);
    const code = outboxCode(server, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const login = server.client(LoginService, device);
    for (let i = 0; i < 3; i++) {
      await refusal(
        login.login({
          providerType: IdentityProviderType.SMS,
          providerRequest: { phoneRegionCode: '86', phone, verificationCode: wrong },
        }),
      );
    }
    clock.advance(61_000);
    expect(await refusal(send(phone, device))).toMatchObject(CAPTCHA_REQUIRED);
    await send(phone, device, await captchaPass(server, device));
    expect(outboxCount(phone)).toBe(2);
  });

  it('asks a device that texts many phones, whichever phone it asks for', async () => {
    const device = newDevice();
    for (let i = 0; i < 5; i++) await send(newPhone(), device);
    const phone = newPhone();
    expect(await refusal(send(phone, device))).toMatchObject(CAPTCHA_REQUIRED);
    expect(outboxCount(phone)).toBe(0);
    // Another device on another phone is not troubled.
    await send(newPhone(), newDevice());
  });

  it('checks each question once: a wrong answer uses it up, and so does a right one', async () => {
    const { captchaId, imageUrl, expireSeconds } = await captcha().getCaptchaQuestion({});
    expect(imageUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(expireSeconds).toBe(120);
    const wrong = String(Number(await answerOf(captchaId)) + 1);
    expect(await refusal(captcha().checkCaptchaAnswer({ captchaId, answer: wrong }))).toMatchObject({
      code: 'invalid_argument',
      message: 'wrong answer, please answer the new question',
    });
    // Trying the same question again with the right answer does not help.
    expect(await refusal(captcha().checkCaptchaAnswer({ captchaId, answer: await answerOf(captchaId) }))).toMatchObject(
      {
        code: 'invalid_argument',
        message: 'the verification question has expired, please answer a new one',
      },
    );

    const next = await captcha().getCaptchaQuestion({});
    const right = await captcha().checkCaptchaAnswer({
      captchaId: next.captchaId,
      answer: await answerOf(next.captchaId),
    });
    expect(right.captchaPass).toMatch(/^[0-9a-f]{48}$/);
    expect(
      (
        await refusal(
          captcha().checkCaptchaAnswer({ captchaId: next.captchaId, answer: await answerOf(next.captchaId) }),
        )
      ).message,
    ).toBe('the verification question has expired, please answer a new one');
  });

  it('lets a pass open one send only', async () => {
    const device = newDevice();
    const [first, second] = [newPhone(), newPhone()];
    for (const phone of [first, second]) {
      await send(phone, device);
      clock.advance(61_000);
      await send(phone, device);
      clock.advance(61_000);
    }
    const pass = await captchaPass(server, device);
    await send(first, device, pass);
    expect(await refusal(send(second, device, pass))).toMatchObject(CAPTCHA_REQUIRED);
    expect(outboxCount(second)).toBe(2);
  });

  it('lets a question expire after two minutes and a pass after five', async () => {
    const late = await captcha().getCaptchaQuestion({});
    clock.advance(120_000);
    expect(
      (
        await refusal(
          captcha().checkCaptchaAnswer({ captchaId: late.captchaId, answer: await answerOf(late.captchaId) }),
        )
      ).message,
    ).toBe('the verification question has expired, please answer a new one');

    const phone = newPhone();
    const device = newDevice();
    await send(phone, device);
    clock.advance(61_000);
    await send(phone, device);
    const pass = await captchaPass(server, device);
    clock.advance(5 * 60_000);
    expect(await refusal(send(phone, device, pass))).toMatchObject(CAPTCHA_REQUIRED);
    const fresh = await captchaPass(server, device);
    clock.advance(5 * 60_000 - 1000);
    await send(phone, device, fresh);
    expect(outboxCount(phone)).toBe(3);
  });

  it('sends the question only as distorted outlines: no text a script could copy the sum from', async () => {
    const answer = await rawCall(server.url, '/grpc/public/platform.v1.CaptchaService/GetCaptchaQuestion', '{}', {
      headers: { 'x-client-platform': 'WECHAT_MINI_PROGRAM' },
    });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.json).sort()).toEqual(['captchaId', 'expireSeconds', 'imageUrl']);
    const svg = Buffer.from(String(answer.json.imageUrl).split(',')[1], 'base64').toString('utf8');
    // Drawn shapes only: no <text>, <tspan>, <title>, font or <use> of a glyph by name.
    expect([...new Set(svg.match(/<([a-z]+)/gi)!.map((tag) => tag.slice(1)))].sort()).toEqual(['path', 'rect', 'svg']);
    // Nothing between the tags, and no attribute but geometry and colour.
    expect(svg.replace(/<[^>]*>/g, '')).toBe('');
    const attributes = new Set([...svg.matchAll(/\s([a-z-]+)="/gi)].map((m) => m[1]));
    expect([...attributes].sort()).toEqual(['d', 'fill', 'height', 'stroke', 'viewBox', 'width', 'xmlns'].sort());
    // The sum's characters as outlines: several filled glyph paths among the noise curves.
    expect((svg.match(/<path fill="[^"]+" d="/g) ?? []).length).toBeGreaterThanOrEqual(3);
  });

  it('refuses an unknown question', async () => {
    expect((await refusal(captcha().checkCaptchaAnswer({ captchaId: 'made-up', answer: '3' }))).message).toBe(
      'the verification question has expired, please answer a new one',
    );
  });
});
