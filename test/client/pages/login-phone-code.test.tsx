import { CaptchaService } from '@/gen/platform/v1/captcha_pb';
import { ReferenceDataService } from '@/gen/platform/v1/reference_data_pb';
import { LoginService } from '@/gen/identity/v1/login_service_pb';
import { StaffStandingService } from '@/gen/identity/v1/staff_standing_service_pb';
import { UserDinerService } from '@/gen/identity/v1/user_diner_service_pb';
import { act, fireEvent, waitFor } from '@testing-library/react';
import LoginCodePage from '@/pages/sub-user/login-code/index';
import LoginPhonePage from '@/pages/sub-user/login-phone/index';
import { bootPage } from '../support/boot-page';
import { answer, type CannedRoutes, fakeNetwork, refusal, uncheckedAnswer } from '../support/fake-network';
import { openPages, watchNavigation } from '../support/host-navigation';
import { resetHostUi, toastText } from '../support/host-ui';
import { A_DINER, DINER_USER, REGIONS, RPC, bodyOf, callsTo } from '../support/identity-network';
import { dialogShown, dialogTitle } from '../support/nut-dialog';
import { createTestStore } from '../support/test-store';
import { typeInto } from '../support/type-into';

const PHONE = '/pages/sub-user/login-phone/index';
const CODE = '/pages/sub-user/login-code/index';

function text(container: HTMLElement, selector: string): string {
  return container.querySelector(selector)?.textContent ?? '';
}

function storeWith(routes: CannedRoutes) {
  const network = fakeNetwork([answer(ReferenceDataService.method.listRegions, REGIONS), ...routes]);
  return { store: createTestStore({ request: network.request }), network };
}

beforeEach(() => {
  resetHostUi();
  openPages('/pages/me/index', '/pages/sub-user/login/index', PHONE);
});
afterEach(() => jest.restoreAllMocks());

describe('login-phone', () => {
  async function boot(routes: CannedRoutes = [], params: Record<string, string> = { type: 'agree' }) {
    const { store, network } = storeWith(routes);
    const page = await bootPage(LoginPhonePage, { path: PHONE, params, store });
    await waitFor(() => expect(page.container.querySelector('.region-picker')).not.toBeNull());
    return { ...page, network };
  }

  it('is titled phone number login and starts with the mainland region', async () => {
    const { container } = await boot();
    expect(text(container, '.nav-bar__title')).toBe('手机号登录');
    expect(text(container, '.region-picker__code')).toBe('+86');
  });

  it('says what is wrong with the phone before sending anything', async () => {
    const { container, network } = await boot();
    fireEvent.click(container.querySelector('.login-phone__submit')!);
    expect(text(container, '.login-phone__problem')).toBe('请输入手机号');
    await typeInto(container.querySelector('.login-phone__phone'), '1380000');
    fireEvent.click(container.querySelector('.login-phone__submit')!);
    expect(text(container, '.login-phone__problem')).toBe('手机号格式错误');
    // A Hong Kong number is wrong for the mainland...
    await typeInto(container.querySelector('.login-phone__phone'), '9123 4567');
    fireEvent.click(container.querySelector('.login-phone__submit')!);
    expect(text(container, '.login-phone__problem')).toBe('手机号格式错误');
    expect(callsTo(network.calls, RPC.sendCode)).toHaveLength(0);
  });

  it('sends the code for the region picked and opens code entry', async () => {
    const nav = watchNavigation();
    const { container, network } = await boot([
      answer(LoginService.method.sendVerificationCode, { resendAfterSeconds: 60 }),
    ]);
    fireEvent.click(container.querySelector('.region-picker')!);
    const hongKong = Array.from(container.querySelectorAll('.option-list__item')).find((el) =>
      el.textContent?.startsWith('+852 中国香港'),
    );
    fireEvent.click(hongKong!);
    expect(text(container, '.region-picker__code')).toBe('+852');
    await typeInto(container.querySelector('.login-phone__phone'), '9123 4567');
    await act(async () => {
      fireEvent.click(container.querySelector('.login-phone__submit')!);
    });
    expect(bodyOf(callsTo(network.calls, RPC.sendCode)[0])).toEqual({
      phoneRegionCode: '852',
      phone: '91234567',
      purpose: 'LOGIN',
      // The code's SMS is written in the app's language.
      language: 'zh-Hans',
    });
    expect(nav.navigateTo).toHaveBeenCalledWith({ url: `${CODE}?region=852&phone=91234567` });
  });

  it('without type=agree has its own agreement line, and asks before sending', async () => {
    const { container, network } = await boot([answer(LoginService.method.sendVerificationCode, {})], {});
    expect(container.querySelector('.agreement')).not.toBeNull();
    await typeInto(container.querySelector('.login-phone__phone'), '13800000001');
    fireEvent.click(container.querySelector('.login-phone__submit')!);
    expect(dialogTitle(await dialogShown())).toBe('用户协议与隐私政策');
    expect(callsTo(network.calls, RPC.sendCode)).toHaveLength(0);
  });

  it('shows the server’s refusal (a code just sent) and stays', async () => {
    const nav = watchNavigation();
    const { container } = await boot([
      answer(
        LoginService.method.sendVerificationCode,
        refusal('resource_exhausted', 'a code was just sent, please wait before requesting another', 429),
      ),
    ]);
    await typeInto(container.querySelector('.login-phone__phone'), '13800000001');
    await act(async () => {
      fireEvent.click(container.querySelector('.login-phone__submit')!);
    });
    await waitFor(() => expect(toastText()).toBe('验证码刚刚已发送，请稍后再试'));
    expect(nav.navigateTo).not.toHaveBeenCalled();
  });

  it('answers the server’s question when a send needs one, then sends with the pass and opens code entry', async () => {
    const nav = watchNavigation();
    let questions = 0;
    const { container, network } = await boot([
      answer(LoginService.method.sendVerificationCode, (_request, input) =>
        input.captchaPass === 'pass-1'
          ? { resendAfterSeconds: 60 }
          : refusal('failed_precondition', 'please answer the verification question before we send a code'),
      ),
      answer(CaptchaService.method.getCaptchaQuestion, () => ({
        captchaId: `q${++questions}`,
        imageUrl: `data:image/svg+xml;base64,${btoa(`<svg>${questions}</svg>`)}`,
      })),
      answer(CaptchaService.method.checkCaptchaAnswer, (_request, input) =>
        input.answer === '7'
          ? { captchaPass: 'pass-1' }
          : refusal('invalid_argument', 'wrong answer, please answer the new question'),
      ),
    ]);
    await typeInto(container.querySelector('.login-phone__phone'), '13800000001');
    await act(async () => {
      fireEvent.click(container.querySelector('.login-phone__submit')!);
    });
    // The question is the server's picture, shown as it came; no text of it on the page.
    const picture = () => container.querySelector('.captcha-panel__question img, img.captcha-panel__question');
    await waitFor(() =>
      expect(picture()?.getAttribute('src')).toBe(`data:image/svg+xml;base64,${btoa('<svg>1</svg>')}`),
    );
    expect(toastText()).toBe('发送验证码前请先回答验证问题');
    // A wrong answer: told, and a new question (each is checked once); nothing sent.
    await typeInto(container.querySelector('.captcha-panel__answer'), '13');
    await act(async () => {
      fireEvent.click(container.querySelector('.captcha-panel__submit')!);
    });
    await waitFor(() =>
      expect(picture()?.getAttribute('src')).toBe(`data:image/svg+xml;base64,${btoa('<svg>2</svg>')}`),
    );
    expect(nav.navigateTo).not.toHaveBeenCalled();
    await typeInto(container.querySelector('.captcha-panel__answer'), '7');
    await act(async () => {
      fireEvent.click(container.querySelector('.captcha-panel__submit')!);
    });
    await waitFor(() => expect(nav.navigateTo).toHaveBeenCalledWith({ url: `${CODE}?region=86&phone=13800000001` }));
    const sends = callsTo(network.calls, RPC.sendCode);
    expect(sends).toHaveLength(2);
    expect(bodyOf(sends[1])).toMatchObject({ phone: '13800000001', captchaPass: 'pass-1' });
    expect(container.querySelector('.captcha-panel')).toBeNull();
  });

  it('offers to retry when the regions cannot be loaded', async () => {
    let up = false;
    const { store } = storeWith([
      answer(
        ReferenceDataService.method.listRegions,
        // A bare 503, as a proxy answers while the server is away.
        () => (up ? REGIONS : uncheckedAnswer({ status: 503, body: {} })),
      ),
    ]);
    const { container, findByText } = await bootPage(LoginPhonePage, { path: PHONE, store });
    const retry = await findByText('重试');
    expect(text(container, '.login-phone__regions-failed')).toContain('地区列表加载失败');
    up = true;
    await act(async () => {
      fireEvent.click(retry);
    });
    await waitFor(() => expect(container.querySelector('.region-picker')).not.toBeNull());
  });
});

describe('login-code', () => {
  beforeEach(() => openPages('/pages/me/index', '/pages/sub-user/login/index', PHONE, CODE));

  it('shows where the code went (+86 without its prefix) and counts down to a resend', async () => {
    const { store } = storeWith([answer(LoginService.method.sendVerificationCode, { resendAfterSeconds: 60 })]);
    await store.login.sendCode('86', '13800000001');
    const { container } = await bootPage(LoginCodePage, {
      path: CODE,
      params: { region: '86', phone: '13800000001' },
      store,
    });
    expect(text(container, '.nav-bar__title')).toBe('输入验证码');
    expect(text(container, '.login-code__sent-to')).toBe('验证码已发送至 13800000001');
    expect(text(container, '.login-code__countdown')).toMatch(/^(60|59) 秒后可重新获取$/);
    expect(container.querySelector('.login-code__resend')).toBeNull();
  });

  it('keeps the region prefix of other regions', async () => {
    const { store } = storeWith([]);
    const { container } = await bootPage(LoginCodePage, {
      path: CODE,
      params: { region: '852', phone: '91234567' },
      store,
    });
    expect(text(container, '.login-code__sent-to')).toBe('验证码已发送至 +852 91234567');
  });

  it('logs in once six digits are in, and back to the page the login started from', async () => {
    const nav = watchNavigation();
    const { store, network } = storeWith([
      answer(LoginService.method.login, { user: DINER_USER }),
      answer(StaffStandingService.method.getMyStaffStanding, {}),
      answer(UserDinerService.method.listUserDiners, { list: [A_DINER] }),
    ]);
    const { container } = await bootPage(LoginCodePage, {
      path: CODE,
      params: { region: '86', phone: '13800000001' },
      store,
    });
    await typeInto(container.querySelector('.login-code__input'), '12345');
    expect(callsTo(network.calls, RPC.login)).toHaveLength(0);
    await typeInto(container.querySelector('.login-code__input'), '123456');
    await waitFor(() => expect(nav.navigateBack).toHaveBeenCalledWith({ delta: 3 }));
    expect(bodyOf(callsTo(network.calls, RPC.login)[0])).toMatchObject({
      providerRequest: { phoneRegionCode: '86', phone: '13800000001', verificationCode: '123456' },
      language: 'zh-Hans',
    });
    expect(store.login.state).toBe('loggedIn');
  });

  it('a wrong code is said and cleared for another try', async () => {
    const { store } = storeWith([
      answer(LoginService.method.login, refusal('invalid_argument', 'verification code error')),
    ]);
    const { container } = await bootPage(LoginCodePage, {
      path: CODE,
      params: { region: '86', phone: '13800000001' },
      store,
    });
    await typeInto(container.querySelector('.login-code__input'), '000000');
    await waitFor(() => expect(toastText()).toBe('验证码错误'));
    expect(container.querySelector('.login-code__input taro-input-core')?.getAttribute('value')).toBe('');
    expect(store.login.state).toBe('loggedOut');
  });

  it('sends a new code when the countdown is over', async () => {
    const { store, network } = storeWith([
      answer(LoginService.method.sendVerificationCode, { resendAfterSeconds: 60 }),
    ]);
    const { container } = await bootPage(LoginCodePage, {
      path: CODE,
      params: { region: '86', phone: '13800000001' },
      store,
    });
    await act(async () => {
      fireEvent.click(container.querySelector('.login-code__resend')!);
    });
    await waitFor(() => expect(toastText()).toBe('验证码已发送'));
    expect(callsTo(network.calls, RPC.sendCode)).toHaveLength(1);
    expect(text(container, '.login-code__countdown')).toMatch(/秒后可重新获取$/);
  });

  it('without a phone in the address sends the person to enter one', async () => {
    const nav = watchNavigation();
    const { container } = await bootPage(LoginCodePage, { path: CODE });
    expect(text(container, '.login-code__missing')).toContain('请先填写手机号');
    fireEvent.click(container.querySelector('.login-code__missing .nut-button')!);
    expect(nav.redirectTo).toHaveBeenCalledWith({ url: PHONE });
  });
});
