import fs from 'node:fs';
import path from 'node:path';
import { parseBool } from '../env-reader';
import { PLATFORM_LOGIN_KINDS, type PlatformLoginKind } from './login/login-provider';

/** One provider app: a mini program, official account, payment app, ... */
export interface ProviderAppConfig {
  kind: PlatformLoginKind;
  appId: string;
  /** WeChat, Douyin and XHS app secret. */
  secret?: string;
  /** Alipay: the app's private key and Alipay's public key (PEM, or bare base64 as Alipay's console shows them). */
  privateKey?: string;
  alipayPublicKey?: string;
  /** The provider's API base URL (tests point it at a local fake); default: the provider's production API. */
  baseUrl?: string;
  /** Official account and website app: the base of the authorize page; default https://open.weixin.qq.com. */
  authorizeBaseUrl?: string;
}

export type SmsConfig =
  | { provider: 'local' }
  | {
      provider: 'aliyun';
      /** default https://dysmsapi.aliyuncs.com */
      endpoint: string;
      accessKeyId: string;
      accessKeySecret: string;
      signName: string;
      /** The verification-code template (its text in Simplified Chinese, or the only one). */
      templateCode: string;
      /** The same template registered in other languages (Aliyun templates have one fixed text each). */
      templateCodeByLanguage?: Partial<Record<'zh-Hant' | 'en', string>>;
    };

export interface IdentityConfig {
  /** DEBUG login (a phone without a code): only when asked for, and never in production. */
  debugLogin: boolean;
  sms: SmsConfig;
  providerApps: ProviderAppConfig[];
  /** Origins besides the server's own that /passport may send a browser back to, and BeforeLogin may name. */
  allowedRedirectOrigins: string[];
}

/** An entry of IDENTITY_PROVIDERS_FILE: secrets are named by environment variable, never written in the file. */
interface ProviderFileEntry {
  kind: string;
  appId: string;
  secretEnv?: string;
  privateKeyEnv?: string;
  alipayPublicKeyEnv?: string;
  baseUrl?: string;
  authorizeBaseUrl?: string;
}

function fromEnv(env: NodeJS.ProcessEnv, name: string | undefined, where: string): string | undefined {
  if (!name) return undefined;
  const value = env[name];
  if (!value) throw new Error(`${where} names ${name}, which is not set in the environment`);
  return value;
}

function required(value: string | undefined, what: string): string {
  if (!value) throw new Error(`${what} is required`);
  return value;
}

/** Reads the provider apps file: a JSON array of ProviderFileEntry. */
export function loadProviderApps(file: string, env: NodeJS.ProcessEnv): ProviderAppConfig[] {
  const entries = JSON.parse(fs.readFileSync(file, 'utf8')) as ProviderFileEntry[];
  if (!Array.isArray(entries)) throw new Error(`${file} must hold a JSON array of provider apps`);
  return entries.map((entry, index) => {
    const where = `${path.basename(file)}[${index}]`;
    if (!(PLATFORM_LOGIN_KINDS as readonly string[]).includes(entry.kind)) {
      throw new Error(`${where}: kind must be one of ${PLATFORM_LOGIN_KINDS.join(', ')}`);
    }
    const app: ProviderAppConfig = {
      kind: entry.kind as PlatformLoginKind,
      appId: required(entry.appId, `${where}.appId`),
      secret: fromEnv(env, entry.secretEnv, where),
      privateKey: fromEnv(env, entry.privateKeyEnv, where),
      alipayPublicKey: fromEnv(env, entry.alipayPublicKeyEnv, where),
      baseUrl: entry.baseUrl,
      authorizeBaseUrl: entry.authorizeBaseUrl,
    };
    if (app.kind === 'ALIPAY') {
      required(app.privateKey, `${where}: privateKeyEnv`);
      required(app.alipayPublicKey, `${where}: alipayPublicKeyEnv`);
    } else {
      required(app.secret, `${where}: secretEnv`);
    }
    return app;
  });
}

function smsConfig(env: NodeJS.ProcessEnv, production: boolean): SmsConfig {
  const provider = env.SMS_PROVIDER || 'local';
  // The outbox reaches no phone: in production SMS login would fail for every diner, silently.
  if (provider === 'local' && production) {
    throw new Error(
      'SMS_PROVIDER must be aliyun in production (with the ALIYUN_SMS_* settings): the local outbox reaches no phone',
    );
  }
  if (provider === 'local') return { provider: 'local' };
  if (provider !== 'aliyun') throw new Error(`SMS_PROVIDER must be local or aliyun, got "${provider}"`);
  return {
    provider: 'aliyun',
    endpoint: (env.ALIYUN_SMS_ENDPOINT || 'https://dysmsapi.aliyuncs.com').replace(/\/$/, ''),
    accessKeyId: required(env.ALIYUN_SMS_ACCESS_KEY_ID, 'ALIYUN_SMS_ACCESS_KEY_ID'),
    accessKeySecret: required(env.ALIYUN_SMS_ACCESS_KEY_SECRET, 'ALIYUN_SMS_ACCESS_KEY_SECRET'),
    signName: required(env.ALIYUN_SMS_SIGN_NAME, 'ALIYUN_SMS_SIGN_NAME'),
    templateCode: required(env.ALIYUN_SMS_TEMPLATE_CODE, 'ALIYUN_SMS_TEMPLATE_CODE'),
    templateCodeByLanguage: {
      ...(env.ALIYUN_SMS_TEMPLATE_CODE_ZH_HANT ? { 'zh-Hant': env.ALIYUN_SMS_TEMPLATE_CODE_ZH_HANT } : {}),
      ...(env.ALIYUN_SMS_TEMPLATE_CODE_EN ? { en: env.ALIYUN_SMS_TEMPLATE_CODE_EN } : {}),
    },
  };
}

export function loadIdentityConfig(env: NodeJS.ProcessEnv, cwd: string, production: boolean): IdentityConfig {
  const file = env.IDENTITY_PROVIDERS_FILE;
  return {
    debugLogin: !production && parseBool('IDENTITY_DEBUG_LOGIN', env.IDENTITY_DEBUG_LOGIN, false),
    sms: smsConfig(env, production),
    providerApps: file ? loadProviderApps(path.resolve(cwd, file), env) : [],
    allowedRedirectOrigins: (env.PASSPORT_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter(Boolean),
  };
}
