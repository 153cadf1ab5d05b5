import path from 'node:path';
import { loadIdentityConfig, type IdentityConfig } from './providers/identity-config';

// Every setting the server reads from the environment, in one place, with the
// defaults `npm start` needs on a fresh clone. README.md lists them.
export interface ServerConfig {
  port: number;
  host: string;
  production: boolean;
  /** postgres://... to use a PostgreSQL server; empty for embedded PGlite. */
  databaseUrl: string;
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
  /** Largest accepted RPC body. */
  rpcBodyLimitBytes: number;
  /** Largest accepted upload. */
  uploadLimitBytes: number;
  logLevel: string;
  /** Trust X-Forwarded-For from a reverse proxy (for per-address limits). */
  trustProxy: boolean;
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
  // messages
  im?: {
    /** Words added to the built-in sensitive list (IM_SENSITIVE_WORDS, comma separated). */
    sensitiveWords: string[];
  };
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return parsed;
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): ServerConfig {
  const port = int(env.PORT, 8080, 'PORT');
  const host = env.HOST || '127.0.0.1';
  const production = env.NODE_ENV === 'production';
  const publicApiBase = (env.PUBLIC_API_BASE || '').replace(/\/$/, '');
  return {
    port,
    host,
    production,
    databaseUrl: env.DATABASE_URL || '',
    dataDir: path.resolve(cwd, env.DATA_DIR || 'data'),
    publicApiBase,
    cdnBase: (env.CDN_BASE || publicApiBase).replace(/\/$/, ''),
    h5Dir: path.resolve(cwd, env.H5_DIR || 'dist/h5'),
    signature: {
      // Turning it off is for poking the API with curl during development only.
      required: production || bool(env.REQUIRE_SIGNATURE, true),
      maxSkewMs: int(env.SIGNATURE_MAX_SKEW_SECONDS, 300, 'SIGNATURE_MAX_SKEW_SECONDS') * 1000,
    },
    rateLimit: {
      perAddressPerMinute: int(env.RATE_LIMIT_PER_ADDRESS, 1200, 'RATE_LIMIT_PER_ADDRESS'),
      perDevicePerMinute: int(env.RATE_LIMIT_PER_DEVICE, 600, 'RATE_LIMIT_PER_DEVICE'),
    },
    rpcBodyLimitBytes: int(env.RPC_BODY_LIMIT_BYTES, 256 * 1024, 'RPC_BODY_LIMIT_BYTES'),
    uploadLimitBytes: int(env.UPLOAD_LIMIT_BYTES, 20 * 1024 * 1024, 'UPLOAD_LIMIT_BYTES'),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: bool(env.TRUST_PROXY, false),
    identity: loadIdentityConfig(env, cwd, production),
    // payments
    payment: {
      sandboxEnabled: !production && bool(env.PAYMENT_SANDBOX, true),
      sandboxSecret: env.PAYMENT_SANDBOX_SECRET || 'feastbook-sandbox-development-secret',
      secretsKey: env.PAYMENT_SECRETS_KEY || '',
    },
    // messages
    im: {
      sensitiveWords: (env.IM_SENSITIVE_WORDS ?? '')
        .split(',')
        .map((word) => word.trim())
        .filter(Boolean),
    },
  };
}
