import type { ServiceImpl } from '@connectrpc/connect';
import type { CaptchaService } from '@gen/platform/v1/captcha_pb';
import type { Services } from '../services';

export function captchaHandler(services: Services): ServiceImpl<typeof CaptchaService> {
  const { captchas } = services;
  return {
    async getCaptchaQuestion() {
      return captchas.question();
    },
    async checkCaptchaAnswer(r) {
      const { pass, expireSeconds } = await captchas.check(r.captchaId, r.answer);
      return { captchaPass: pass, passExpireSeconds: expireSeconds };
    },
  };
}
