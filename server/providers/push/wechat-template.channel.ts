import { parseProviderJson, providerRequest, text } from '../http/provider-http';
import type { WechatAccessToken } from '../login/wechat-access-token';
import type { PushChannelAdapter, PushMessage, PushSendOptions, PushSendResult } from './push-channel';
import { asPushError, throwWechatPushError } from './wechat-push-errors';

/**
 * WeChat official-account template messages (POST /cgi-bin/message/template/send)
 * to followers. client_msg_id carries the idempotency key: WeChat sends one
 * message per openid and client_msg_id within ten minutes. A message may open
 * the mini-program (miniprogram.appid and pagepath) when one is linked.
 */
export class WechatTemplateChannel implements PushChannelAdapter {
  readonly channel = 'WECHAT_OFFICIAL_ACCOUNT' as const;
  readonly kind = 'real' as const;
  readonly idempotencyWindowMs = 10 * 60_000;

  constructor(
    private readonly baseUrl: string,
    private readonly token: WechatAccessToken,
    private readonly miniProgramAppId = '',
  ) {}

  async send(message: PushMessage, options: PushSendOptions): Promise<PushSendResult> {
    // WeChat limits client_msg_id to 64 characters.
    const clientMsgId = options.idempotencyKey.slice(0, 64);
    try {
      return await this.token.withToken(async (accessToken) => {
        const response = await providerRequest(
          `${this.baseUrl}/cgi-bin/message/template/send?access_token=${encodeURIComponent(accessToken)}`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              touser: message.address.value,
              template_id: message.templateId,
              ...(this.miniProgramAppId && message.page
                ? { miniprogram: { appid: this.miniProgramAppId, pagepath: message.page } }
                : {}),
              client_msg_id: clientMsgId,
              data: Object.fromEntries(Object.entries(message.data).map(([key, value]) => [key, { value }])),
            }),
          },
        );
        const body = parseProviderJson(response);
        throwWechatPushError(body, 'template/send');
        return { providerMessageId: text(body.msgid) };
      });
    } catch (error) {
      throw asPushError(error);
    }
  }
}
