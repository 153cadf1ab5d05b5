import { randomUUID } from 'node:crypto';
import { parseProviderJson, providerRequest, text } from '../http/provider-http';
import type { SmsConfig } from '../identity-config';
import { aliyunPercentEncode, aliyunSignature } from '../sms/aliyun.sms';
import {
  PushProviderError,
  type PushChannelAdapter,
  type PushMessage,
  type PushSendOptions,
  type PushSendResult,
} from './push-channel';

type AliyunConfig = Extract<SmsConfig, { provider: 'aliyun' }>;

const PERMANENT_CODES: Record<string, 'PHONE_FORMAT_ERROR' | 'TEMPLATE_NOT_FOUND' | 'PROVIDER_REJECTED'> = {
  'isv.MOBILE_NUMBER_ILLEGAL': 'PHONE_FORMAT_ERROR',
  'isv.SMS_TEMPLATE_ILLEGAL': 'TEMPLATE_NOT_FOUND',
  'isv.TEMPLATE_MISSING_PARAMETERS': 'PROVIDER_REJECTED',
};
const TRANSIENT_CODES = new Set(['isp.SYSTEM_ERROR', 'isv.BUSINESS_LIMIT_CONTROL', 'Throttling.User']);

/**
 * Notification SMS through Aliyun (SendSms with the scene's template code
 * and its parameters). OutId carries the idempotency key for the record;
 * Aliyun does not deduplicate on it, so a send of unknown outcome is not
 * repeated.
 */
export class AliyunNotificationSms implements PushChannelAdapter {
  readonly channel = 'SMS' as const;
  readonly kind = 'real' as const;
  readonly idempotencyWindowMs = 0;

  constructor(
    private readonly config: AliyunConfig,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async send(message: PushMessage, options: PushSendOptions): Promise<PushSendResult> {
    if (!message.templateId) throw new PushProviderError(false, 'TEMPLATE_NOT_CONFIGURED', 'no SMS template code');
    const regionCode = message.address.regionCode ?? '86';
    const params: Record<string, string> = {
      AccessKeyId: this.config.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      RegionId: 'cn-hangzhou',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: randomUUID(),
      SignatureVersion: '1.0',
      Timestamp: this.now()
        .toISOString()
        .replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
      PhoneNumbers: regionCode === '86' ? message.address.value : `${regionCode}${message.address.value}`,
      SignName: this.config.signName,
      TemplateCode: message.templateId,
      TemplateParam: JSON.stringify(message.data),
      OutId: options.idempotencyKey.slice(0, 64),
    };
    const signature = aliyunSignature(params, this.config.accessKeySecret);
    const query = Object.entries({ Signature: signature, ...params })
      .map(([key, value]) => `${aliyunPercentEncode(key)}=${aliyunPercentEncode(value)}`)
      .join('&');
    let body: Record<string, unknown>;
    try {
      body = parseProviderJson(await providerRequest(`${this.config.endpoint}/?${query}`, { method: 'GET' }));
    } catch (error) {
      throw new PushProviderError(true, 'PROVIDER_UNAVAILABLE', (error as Error).message);
    }
    const code = text(body.Code);
    if (code === 'OK') return { providerMessageId: text(body.BizId) };
    const detail = `SendSms: ${code} ${text(body.Message)}`;
    if (TRANSIENT_CODES.has(code)) throw new PushProviderError(true, 'PROVIDER_UNAVAILABLE', detail);
    throw new PushProviderError(false, PERMANENT_CODES[code] ?? 'PROVIDER_REJECTED', detail);
  }
}
