import { parseProviderJson, providerRequest, text } from '../http/provider-http';
import type { WechatAccessToken } from '../login/wechat-access-token';
import type { PushChannelAdapter, PushMessage, PushSendOptions, PushSendResult } from './push-channel';
import { asPushError, throwWechatPushError } from './wechat-push-errors';

/**
 * WeChat mini-program subscription messages
 * (POST /cgi-bin/message/subscribe/send). Each acceptance of
 * wx.requestSubscribeMessage allows one message; WeChat answers 43101 when
 * none is left. The API has no idempotency key, so a send of unknown outcome
 * is never repeated (idempotencyWindowMs 0).
 */
export class WechatSubscribeChannel implements PushChannelAdapter {
  readonly channel = 'WECHAT_MINI_PROGRAM' as const;
  readonly kind = 'real' as const;
  readonly idempotencyWindowMs = 0;

  constructor(
    private readonly baseUrl: string,
    private readonly token: WechatAccessToken,
    /** formal, trial or developer: which version of the mini-program the message opens. */
    private readonly state: 'formal' | 'trial' | 'developer' = 'formal',
  ) {}

  async send(message: PushMessage, _options?: PushSendOptions): Promise<PushSendResult> {
    try {
      return await this.token.withToken(async (accessToken) => {
        const response = await providerRequest(
          `${this.baseUrl}/cgi-bin/message/subscribe/send?access_token=${encodeURIComponent(accessToken)}`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              touser: message.address.value,
              template_id: message.templateId,
              page: message.page,
              miniprogram_state: this.state,
              lang: message.language === 'en' ? 'en_US' : message.language === 'zh-Hant' ? 'zh_TW' : 'zh_CN',
              data: Object.fromEntries(Object.entries(message.data).map(([key, value]) => [key, { value }])),
            }),
          },
        );
        const body = parseProviderJson(response);
        throwWechatPushError(body, 'subscribe/send');
        return { providerMessageId: text(body.msgid) };
      });
    } catch (error) {
      throw asPushError(error);
    }
  }
}
