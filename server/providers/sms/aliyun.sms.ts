import { createHmac, randomUUID } from 'node:crypto';
import { parseProviderJson, providerRequest, text } from '../http/provider-http';
import { ProviderError } from '../login/provider-error';
import type { SmsConfig } from '../identity-config';
import type { Language } from '@common/interface-language';
import type { SmsRecipient, SmsSender } from './sms-sender';

type AliyunConfig = Extract<SmsConfig, { provider: 'aliyun' }>;

/** RFC 3986 encoding as Aliyun's RPC signature wants it (space %20, * %2A, ~ kept). */
export function aliyunPercentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * Aliyun's RPC signature, version 1.0: the sorted, encoded query is signed as
 * "GET&%2F&" + encode(query) with HMAC-SHA1 keyed by AccessKeySecret + "&".
 */
export function aliyunSignature(params: Record<string, string>, accessKeySecret: string, method = 'GET'): string {
  const canonical = Object.keys(params)
    .sort()
    .map((key) => `${aliyunPercentEncode(key)}=${aliyunPercentEncode(params[key])}`)
    .join('&');
  const stringToSign = `${method}&${aliyunPercentEncode('/')}&${aliyunPercentEncode(canonical)}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign).digest('base64');
}

/**
 * Aliyun SMS (Dysmsapi 2017-05-25, SendSms) with a verification-code template
 * whose one parameter is ${code}, registered once per language (ALIYUN_SMS_TEMPLATE_CODE,
 * _ZH_HANT, _EN; a language without its own falls back to the first). Mainland numbers go as national numbers,
 * others with their calling code in front, as Aliyun asks for international
 * and Hong Kong / Macau / Taiwan messages.
 */
export class AliyunSms implements SmsSender {
  readonly kind = 'aliyun' as const;

  constructor(
    private readonly config: AliyunConfig,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async sendVerificationCode(to: SmsRecipient, code: string, _validMinutes: number, language: Language): Promise<void> {
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
      PhoneNumbers: to.regionCode === '86' ? to.phone : `${to.regionCode}${to.phone}`,
      SignName: this.config.signName,
      TemplateCode:
        (language !== 'zh-Hans' && this.config.templateCodeByLanguage?.[language]) || this.config.templateCode,
      TemplateParam: JSON.stringify({ code }),
    };
    const signature = aliyunSignature(params, this.config.accessKeySecret);
    const query = Object.entries({ Signature: signature, ...params })
      .map(([key, value]) => `${aliyunPercentEncode(key)}=${aliyunPercentEncode(value)}`)
      .join('&');
    const body = parseProviderJson(await providerRequest(`${this.config.endpoint}/?${query}`, { method: 'GET' }));
    if (text(body.Code) !== 'OK') {
      throw new ProviderError('rejected', `SendSms: ${text(body.Code)} ${text(body.Message)}`);
    }
  }
}
