import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { ConfigError } from '../../../server/env-reader';
import { PRODUCTION_PROVIDERS } from '../../helpers/production-env';

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env, '/srv/feastbook');
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration read at start', () => {
  it('needs nothing on a fresh clone: the defaults are what npm start needs', () => {
    const config = loadConfig({}, '/srv/feastbook');
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      production: false,
      databaseUrl: '',
      staleReadDatabaseUrl: '',
      dataDir: '/srv/feastbook/data',
      h5Dir: '/srv/feastbook/dist/h5',
      signature: { required: true, maxSkewMs: 300_000 },
      rateLimit: { perAddressPerMinute: 1200, perDevicePerMinute: 600 },
      guardStore: 'auto',
      logLevel: 'info',
      trustProxy: false,
      shutdownTimeoutMs: 10_000,
      storage: { kind: 'local' },
    });
  });

  it('accepts the usual spellings of a boolean, in any case', () => {
    for (const word of ['true', 'TRUE', '1', 'yes', 'On'])
      expect(loadConfig({ TRUST_PROXY: word }).trustProxy).toBe(true);
    for (const word of ['false', 'False', '0', 'no', 'OFF', '']) {
      expect(loadConfig({ TRUST_PROXY: word }).trustProxy).toBe(false);
    }
    expect(loadConfig({ REQUIRE_SIGNATURE: 'false' }).signature.required).toBe(false);
  });

  it('refuses a boolean it does not understand instead of reading it as false', () => {
    expect(problemsOf({ REQUIRE_SIGNATURE: 'ture' })).toEqual([
      'REQUIRE_SIGNATURE must be true or false (or 1/0, yes/no, on/off), got "ture"',
    ]);
    expect(problemsOf({ IDENTITY_DEBUG_LOGIN: 'yep' })).toEqual([
      'IDENTITY_DEBUG_LOGIN must be true or false (or 1/0, yes/no, on/off), got "yep"',
    ]);
    // Ignored in production, but a typo is still a typo.
    expect(problemsOf({ NODE_ENV: 'production', ...PRODUCTION_PROVIDERS, PAYMENT_SANDBOX: 'flase' })).toHaveLength(1);
  });

  it('needs its own secret for the door codes in production, where the development one would let codes be forged', () => {
    const { DYNAMIC_CODE_SECRET: _secret, ...providers } = PRODUCTION_PROVIDERS;
    expect(problemsOf({ NODE_ENV: 'production', ...providers })).toEqual([
      'DYNAMIC_CODE_SECRET must be set in production (openssl rand -base64 32)',
    ]);
    expect(
      loadConfig({ NODE_ENV: 'production', ...PRODUCTION_PROVIDERS, DYNAMIC_CODE_SECRET: 'a-secret' }).dynamicCode
        ?.secret,
    ).toBe('a-secret');
    expect(loadConfig({}).dynamicCode?.secret).not.toBe('');
  });

  it('does not start production on stand-ins that cannot work: SMS needs its real provider', () => {
    expect(problemsOf({ NODE_ENV: 'production', DYNAMIC_CODE_SECRET: 's' })).toEqual([
      'SMS_PROVIDER must be aliyun in production (with the ALIYUN_SMS_* settings): the local outbox reaches no phone',
    ]);
    expect(problemsOf({ NODE_ENV: 'production', ...PRODUCTION_PROVIDERS, SMS_PROVIDER: 'local' })).toEqual([
      'SMS_PROVIDER must be aliyun in production (with the ALIYUN_SMS_* settings): the local outbox reaches no phone',
    ]);
    expect(problemsOf({ NODE_ENV: 'production', ...PRODUCTION_PROVIDERS, ALIYUN_SMS_SIGN_NAME: '' })).toEqual([
      'ALIYUN_SMS_SIGN_NAME is required',
    ]);
    expect(problemsOf({ NODE_ENV: 'production', ...PRODUCTION_PROVIDERS })).toEqual([]);
    // Development keeps its local stand-ins, which work on one machine.
    expect(loadConfig({}).identity.sms.provider).toBe('local');
    expect(loadConfig({}).groupBuy?.provider).toBe('local');
  });

  it('group-buying in production is off unless a platform is named, and a named one needs its keys', () => {
    expect(loadConfig({ NODE_ENV: 'production', ...PRODUCTION_PROVIDERS }).groupBuy).toEqual({ provider: 'none' });
    expect(problemsOf({ NODE_ENV: 'production', ...PRODUCTION_PROVIDERS, GROUP_BUY_PROVIDER: 'meituan' })).toEqual([
      'MEITUAN_APP_KEY must be set when GROUP_BUY_PROVIDER is meituan',
      'MEITUAN_APP_SECRET must be set when GROUP_BUY_PROVIDER is meituan',
    ]);
    expect(problemsOf({ NODE_ENV: 'production', ...PRODUCTION_PROVIDERS, GROUP_BUY_PROVIDER: 'douyin' })).toEqual([
      'DOUYIN_LIFE_CLIENT_KEY must be set when GROUP_BUY_PROVIDER is douyin',
      'DOUYIN_LIFE_CLIENT_SECRET must be set when GROUP_BUY_PROVIDER is douyin',
    ]);
    // Outside production too: a platform named without its keys is a mistake, not a quiet stand-in.
    expect(problemsOf({ GROUP_BUY_PROVIDER: 'douyin', DOUYIN_LIFE_CLIENT_KEY: 'k' })).toEqual([
      'DOUYIN_LIFE_CLIENT_SECRET must be set when GROUP_BUY_PROVIDER is douyin',
    ]);
    expect(problemsOf({ NODE_ENV: 'production', ...PRODUCTION_PROVIDERS, GROUP_BUY_PROVIDER: 'local' })).toEqual([
      'GROUP_BUY_PROVIDER must be none, meituan or douyin in production (the local platform is a simulator)',
    ]);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        ...PRODUCTION_PROVIDERS,
        GROUP_BUY_PROVIDER: 'meituan',
        MEITUAN_APP_KEY: 'key',
        MEITUAN_APP_SECRET: 'secret',
      }).groupBuy,
    ).toEqual({
      provider: 'meituan',
      appKey: 'key',
      appSecret: 'secret',
      baseUrl: 'https://openapi.dianping.com',
      authPageUrl: 'https://e.dianping.com/dz-open/merchant/auth',
    });
    expect(
      loadConfig({
        NODE_ENV: 'production',
        ...PRODUCTION_PROVIDERS,
        GROUP_BUY_PROVIDER: 'douyin',
        DOUYIN_LIFE_CLIENT_KEY: 'key',
        DOUYIN_LIFE_CLIENT_SECRET: 'secret',
      }).groupBuy,
    ).toEqual({ provider: 'douyin', clientKey: 'key', clientSecret: 'secret', baseUrl: 'https://open.douyin.com' });
  });

  it('refuses unknown choices, naming the ones it knows', () => {
    expect(problemsOf({ LOG_LEVEL: 'verbose' })).toEqual([
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "verbose"',
    ]);
    expect(problemsOf({ NODE_ENV: 'prod' })).toEqual([
      'NODE_ENV must be one of production, development, test, got "prod"',
    ]);
    expect(problemsOf({ STORAGE: 'gcs' })).toEqual(['STORAGE must be one of local, s3, got "gcs"']);
    expect(problemsOf({ GUARD_STORE: 'redis' })).toEqual([
      'GUARD_STORE must be one of auto, memory, database, got "redis"',
    ]);
    expect(problemsOf({ SMS_PROVIDER: 'twilio' })).toEqual(['SMS_PROVIDER must be local or aliyun, got "twilio"']);
  });

  it('refuses numbers that are not whole or out of range', () => {
    expect(problemsOf({ PORT: '80a' })).toEqual(['PORT must be a whole number from 0 to 65535, got "80a"']);
    expect(problemsOf({ PORT: '70000' })).toEqual(['PORT must be a whole number from 0 to 65535, got "70000"']);
    expect(problemsOf({ RATE_LIMIT_PER_DEVICE: '-1' })).toEqual([
      'RATE_LIMIT_PER_DEVICE must be a whole number at least 0, got "-1"',
    ]);
    expect(problemsOf({ SHUTDOWN_TIMEOUT_SECONDS: '2.5' })).toHaveLength(1);
    expect(loadConfig({ RATE_LIMIT_PER_ADDRESS: '0' }).rateLimit.perAddressPerMinute).toBe(0);
  });

  it('refuses malformed URLs without repeating them (a database URL carries its password)', () => {
    const problems = problemsOf({
      DATABASE_URL: 'mysql://root:hunter2@db/feastbook',
      PUBLIC_API_BASE: 'api.example.com',
    });
    expect(problems).toEqual([
      'PUBLIC_API_BASE must be a URL starting with http:// or https://',
      'DATABASE_URL must be a URL starting with postgres:// or postgresql://',
    ]);
    expect(problems.join()).not.toContain('hunter2');
    expect(loadConfig({ DATABASE_URL: 'postgresql:///feastbook?host=/run/postgresql' }).databaseUrl).toBe(
      'postgresql:///feastbook?host=/run/postgresql',
    );
    expect(loadConfig({ PUBLIC_API_BASE: 'https://api.example.com/' })).toMatchObject({
      publicApiBase: 'https://api.example.com',
      cdnBase: 'https://api.example.com',
    });
  });

  it('checks the payment secrets key is 32 bytes of base64', () => {
    expect(problemsOf({ PAYMENT_SECRETS_KEY: 'c2hvcnQ=' })).toEqual([
      'PAYMENT_SECRETS_KEY must be base64 of 32 bytes (openssl rand -base64 32)',
    ]);
    expect(problemsOf({ PAYMENT_SECRETS_KEY: randomBytes(32).toString('base64') })).toEqual([]);
  });

  it('reads S3 storage and says what is missing', () => {
    expect(problemsOf({ STORAGE: 's3', S3_ACCESS_KEY_ID: 'AKIA', S3_ENDPOINT: 'minio:9000' })).toEqual([
      'S3_BUCKET is required when STORAGE is s3',
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or neither, for the SDK’s own credentials)',
      'S3_ENDPOINT must be a URL starting with http:// or https://',
    ]);
    expect(
      loadConfig({
        STORAGE: 's3',
        S3_BUCKET: 'feastbook-files',
        S3_ENDPOINT: 'http://minio:9000/',
        S3_FORCE_PATH_STYLE: 'true',
        S3_KEY_PREFIX: '/prod/',
      }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'feastbook-files',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      keyPrefix: 'prod',
      accessKeyId: '',
      secretAccessKey: '',
    });
  });

  it('lists every problem at once, in one message', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', TRUST_PROXY: 'maybe', LOG_LEVEL: 'loud' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toBe(
      [
        'The configuration is not valid (3 problems):',
        '  - PORT must be a whole number from 0 to 65535, got "eighty"',
        '  - LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"',
        '  - TRUST_PROXY must be true or false (or 1/0, yes/no, on/off), got "maybe"',
      ].join('\n'),
    );
  });
});
