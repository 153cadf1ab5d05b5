import type { KeyObject } from 'node:crypto';
import { providerRequest, text } from '../http/provider-http';
import {
  alipayPrivateKey,
  alipayPublicKey,
  alipaySignContent,
  rawJsonMember,
  rsa2Sign,
  rsa2Verify,
} from '../alipay-signature';
import { alipayTime } from '../provider-time';
import type { DeliveryReason } from '../../domain/notification/notification-types';
import {
  PushProviderError,
  type PushChannelAdapter,
  type PushMessage,
  type PushSendOptions,
  type PushSendResult,
} from './push-channel';

const METHOD = 'alipay.open.app.mini.templatemessage.send';
const NODE = 'alipay_open_app_mini_templatemessage_send_response';

/** Alipay's business refusals (code 40004) by sub_code. */
function reasonOf(subCode: string): DeliveryReason {
  if (/TEMPLATE/i.test(subCode)) return 'TEMPLATE_NOT_FOUND';
  if (/SUBSCRI|FORM_ID|NO_AUTH|USER_NOT/i.test(subCode)) return 'NOT_SUBSCRIBED';
  if (/TO_USER|USER_ID/i.test(subCode)) return 'NO_RECIPIENT';
  return 'PROVIDER_REJECTED';
}

/**
 * Alipay mini-program messages (alipay.open.app.mini.templatemessage.send)
 * to a user who subscribed with my.requestSubscribeMessage. RSA2-signed
 * requests; an answer is believed only when its signature verifies with
 * Alipay's public key. No idempotency key exists, so a send of unknown
 * outcome is not repeated.
 */
export class AlipayMessageChannel implements PushChannelAdapter {
  readonly channel = 'ALIPAY_MINI_PROGRAM' as const;
  readonly kind = 'real' as const;
  readonly idempotencyWindowMs = 0;
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;

  constructor(
    private readonly config: { appId: string; privateKey: string; alipayPublicKey: string; gateway: string },
    private readonly now: () => Date = () => new Date(),
  ) {
    this.privateKey = alipayPrivateKey(config.privateKey);
    this.publicKey = alipayPublicKey(config.alipayPublicKey);
  }

  async send(message: PushMessage, _options?: PushSendOptions): Promise<PushSendResult> {
    const params: Record<string, string> = {
      app_id: this.config.appId,
      method: METHOD,
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      timestamp: alipayTime(this.now()),
      version: '1.0',
      biz_content: JSON.stringify({
        to_user_id: message.address.value,
        user_template_id: message.templateId,
        page: message.page,
        data: JSON.stringify(Object.fromEntries(Object.entries(message.data).map(([key, value]) => [key, { value }]))),
      }),
    };
    params.sign = rsa2Sign(alipaySignContent(params), this.privateKey);
    let response;
    try {
      response = await providerRequest(this.config.gateway, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
        body: new URLSearchParams(params).toString(),
      });
    } catch (error) {
      throw new PushProviderError(true, 'PROVIDER_UNAVAILABLE', (error as Error).message);
    }
    if (response.status >= 500) throw new PushProviderError(true, 'PROVIDER_UNAVAILABLE', `HTTP ${response.status}`);
    const raw = rawJsonMember(response.text, NODE) ?? rawJsonMember(response.text, 'error_response');
    let signature = '';
    let reply: Record<string, unknown> = {};
    try {
      signature = text((JSON.parse(response.text) as Record<string, unknown>).sign);
      reply = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    } catch {
      throw new PushProviderError(true, 'PROVIDER_UNAVAILABLE', `${METHOD}: not JSON`);
    }
    if (!raw || !rsa2Verify(raw, signature, this.publicKey)) {
      throw new PushProviderError(true, 'PROVIDER_UNAVAILABLE', `${METHOD}: answer signature does not verify`);
    }
    const code = text(reply.code);
    if (code === '10000') return { providerMessageId: text(reply.msg_id) || text(reply.trace_id) };
    const detail = `${METHOD}: ${code} ${text(reply.sub_code)} ${text(reply.sub_msg)}`.trim();
    if (code === '20000') {
      throw new PushProviderError(true, 'PROVIDER_UNAVAILABLE', detail);
    }
    throw new PushProviderError(false, reasonOf(text(reply.sub_code)), detail);
  }
}
