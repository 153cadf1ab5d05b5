import path from 'node:path';
import { EnvReader } from './env-reader';
import { loadIdentityConfig, type IdentityConfig } from './providers/identity-config';
import { readStorageConfig, type StorageConfig } from './providers/storage/storage-config';
import { loadPushConfig, type PushConfig } from './providers/push/push-channel-registry';
import { readGroupBuyConfig, type GroupBuyConfig } from './providers/groupbuy/group-buy-config';

// Every setting the server reads from the environment, in one place, with the
// defaults `npm start` needs on a fresh clone. README.md lists them.
export interface ServerConfig {
  port: number;
  host: string;
  production: boolean;
  /** postgres://... to use a PostgreSQL server; empty for embedded PGlite. */
  databaseUrl: string;
  /** Standbys for reads that may be a moment stale (the store directory and search); empty: the primary serves them. */
  staleReadDatabaseUrl: string;
  /** Embedded database files and uploaded files live here. */
  dataDir: string;
  /** Public base URL of this server's API for links it hands out; empty: the address the request came to. */
  publicApiBase: string;
  /** Base URL of uploaded files and client configs; empty: the address the request came to. */
  cdnBase: string;
  /** The built H5 app served at /app. */
  h5Dir: string;
  signature: {
    required: boolean;
    maxSkewMs: number;
  };
  rateLimit: {
    perAddressPerMinute: number;
    perDevicePerMinute: number;
  };
  /**
   * Where the replay guard and rate limits count: `database` shares them between
   * instances (PostgreSQL); `memory` is per process; `auto` takes the database on
   * PostgreSQL and memory on embedded PGlite (which is one process by nature).
   */
  guardStore: (typeof GUARD_STORES)[number];
  /** Largest accepted RPC body. */
  rpcBodyLimitBytes: number;
  /** Largest accepted upload. */
  uploadLimitBytes: number;
  logLevel: string;
  /** Trust X-Forwarded-For from a reverse proxy (for per-address limits). */
  trustProxy: boolean;
  /** After SIGTERM, how long calls in flight may take before the process exits anyway. */
  shutdownTimeoutMs: number;
  /** Uploaded files: local disk, or an S3-compatible bucket shared by every instance. */
  storage: StorageConfig;
  /** Login providers, SMS, debug login and allowed redirect origins (docs/identity.md). */
  identity: IdentityConfig;
  // payments
  payment: {
    /** The sandbox channel and its cashier page; never in production. */
    sandboxEnabled: boolean;
    /** Signs the sandbox's notifications and cashier links. */
    sandboxSecret: string;
    /** base64 of 32 bytes sealing channel credentials stored in the database; empty: env: references only. */
    secretsKey: string;
  };
  /** Third-party group-buying platform: the local stand-in or a Meituan-class open API. */
  groupBuy?: GroupBuyConfig;
  // messages
  im?: {
    /** Words added to the built-in sensitive list (IM_SENSITIVE_WORDS, comma separated). */
    sensitiveWords: string[];
  };
  /** Notification channels: the development outbox or the providers' APIs (docs/notifications.md); default local outside production. */
  push?: PushConfig;
  // ticketing and dynamic codes
  dynamicCode?: {
    /** Signs the dynamic codes of booking orders and vouchers (docs/ticketing.md); every instance shares it. */
    secret: string;
  };
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const NODE_ENVS = ['production', 'development', 'test'] as const;
export const GUARD_STORES = ['auto', 'memory', 'database'] as const;

/**
 * Reads and checks every setting. Throws a ConfigError that lists every bad
 * value (a typo in a boolean, an unknown choice, a malformed URL or number),
 * so a deployment fails at start with a clear message, not later or silently.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  const read = new EnvReader(env);
  const production = read.oneOf('NODE_ENV', NODE_ENVS, 'development') === 'production';
  const publicApiBase = read.url('PUBLIC_API_BASE', ['http:', 'https:']);
  const secretsKey = read.string('PAYMENT_SECRETS_KEY');
  if (secretsKey && !isBase64Of32Bytes(secretsKey)) {
    read.problems.push('PAYMENT_SECRETS_KEY must be base64 of 32 bytes (openssl rand -base64 32)');
  }
  // Read before `required` below, so a typo is reported even in production, where it is ignored.
  const requireSignature = read.bool('REQUIRE_SIGNATURE', true);
  const paymentSandbox = read.bool('PAYMENT_SANDBOX', true);
  const config: ServerConfig = {
    port: read.int('PORT', 8080, { min: 0, max: 65535 }),
    host: read.string('HOST', '127.0.0.1'),
    production,
    databaseUrl: read.url('DATABASE_URL', ['postgres:', 'postgresql:'], { requireHost: false }),
    staleReadDatabaseUrl: read.url('STALE_READ_DATABASE_URL', ['postgres:', 'postgresql:'], { requireHost: false }),
    dataDir: path.resolve(cwd, read.string('DATA_DIR', 'data')),
    publicApiBase,
    cdnBase: read.url('CDN_BASE', ['http:', 'https:']) || publicApiBase,
    h5Dir: path.resolve(cwd, read.string('H5_DIR', 'dist/h5')),
    signature: {
      // Turning it off is for poking the API with curl during development only.
      required: production || requireSignature,
      maxSkewMs: read.int('SIGNATURE_MAX_SKEW_SECONDS', 300, { min: 1, max: 3600 }) * 1000,
    },
    rateLimit: {
      perAddressPerMinute: read.int('RATE_LIMIT_PER_ADDRESS', 1200),
      perDevicePerMinute: read.int('RATE_LIMIT_PER_DEVICE', 600),
    },
    guardStore: read.oneOf('GUARD_STORE', GUARD_STORES, 'auto'),
    rpcBodyLimitBytes: read.int('RPC_BODY_LIMIT_BYTES', 256 * 1024, { min: 1024 }),
    uploadLimitBytes: read.int('UPLOAD_LIMIT_BYTES', 20 * 1024 * 1024, { min: 1024 }),
    logLevel: read.oneOf('LOG_LEVEL', LOG_LEVELS, 'info'),
    trustProxy: read.bool('TRUST_PROXY', false),
    shutdownTimeoutMs: read.int('SHUTDOWN_TIMEOUT_SECONDS', 10, { min: 1, max: 3600 }) * 1000,
    storage: readStorageConfig(read),
    identity: read.attempt(() => loadIdentityConfig(env, cwd, production), EMPTY_IDENTITY),
    // payments
    payment: {
      sandboxEnabled: !production && paymentSandbox,
      sandboxSecret: read.string('PAYMENT_SANDBOX_SECRET', 'feastbook-sandbox-development-secret'),
      secretsKey,
    },
    // messages
    im: {
      sensitiveWords: (env.IM_SENSITIVE_WORDS ?? '')
        .split(',')
        .map((word) => word.trim())
        .filter(Boolean),
    },
    push: loadPushConfig(env, production),
    groupBuy: readGroupBuyConfig(read, production),
    // ticketing and dynamic codes
    dynamicCode: { secret: readDynamicCodeSecret(read, production) },
  };
  read.finish();
  return config;
}

/**
 * The secret the door's dynamic codes are signed with. A known development default
 * would let anyone forge a code that checks a guest in, so production must set its own.
 */
function readDynamicCodeSecret(read: EnvReader, production: boolean): string {
  const secret = read.string('DYNAMIC_CODE_SECRET');
  if (secret) return secret;
  if (production) {
    read.problems.push('DYNAMIC_CODE_SECRET must be set in production (openssl rand -base64 32)');
    return '';
  }
  return 'feastbook-dynamic-code-development-secret';
}

const EMPTY_IDENTITY: IdentityConfig = {
  debugLogin: false,
  sms: { provider: 'local' },
  providerApps: [],
  allowedRedirectOrigins: [],
};

function isBase64Of32Bytes(text: string): boolean {
  return /^[A-Za-z0-9+/]+={0,2}$/.test(text) && Buffer.from(text, 'base64').length === 32;
}
