import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// Channel credentials (private keys, API keys) never sit in a readable
// column. A config's secret_ref says where they are:
//   env:NAME        a JSON object in the environment variable NAME
//   enc:v1:...      a JSON object sealed with AES-256-GCM under PAYMENT_SECRETS_KEY
// Nothing here logs a value, and errors name the reference, never the secret.
const SEALED_PREFIX = 'enc:v1:';
const AAD = Buffer.from('feastbook payment secrets v1');

export class PaymentSecretsError extends Error {}

export class PaymentSecrets {
  constructor(
    /** 32 bytes; null when PAYMENT_SECRETS_KEY is not set (env: references still work). */
    private readonly masterKey: Buffer | null,
    private readonly env: NodeJS.ProcessEnv = process.env,
  ) {}

  /** Reads PAYMENT_SECRETS_KEY: 32 bytes in base64 (openssl rand -base64 32). */
  static fromBase64Key(key: string, env: NodeJS.ProcessEnv = process.env): PaymentSecrets {
    if (!key) return new PaymentSecrets(null, env);
    const bytes = Buffer.from(key, 'base64');
    if (bytes.length !== 32) throw new PaymentSecretsError('PAYMENT_SECRETS_KEY must be 32 bytes in base64');
    return new PaymentSecrets(bytes, env);
  }

  resolve(ref: string): Record<string, string> {
    if (!ref) return {};
    if (ref.startsWith('env:')) {
      const name = ref.slice(4);
      const text = this.env[name];
      if (!text) throw new PaymentSecretsError(`payment secrets: environment variable ${name} is not set`);
      return parseSecrets(text, ref);
    }
    if (ref.startsWith(SEALED_PREFIX)) return parseSecrets(this.open(ref), 'sealed secrets');
    throw new PaymentSecretsError('payment secrets: unknown reference kind');
  }

  /** Seals secrets for the secret_ref column. */
  seal(secrets: Record<string, string>): string {
    const key = this.requireKey();
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(AAD);
    const body = Buffer.concat([cipher.update(JSON.stringify(secrets), 'utf8'), cipher.final()]);
    return `${SEALED_PREFIX}${iv.toString('base64')}:${cipher.getAuthTag().toString('base64')}:${body.toString('base64')}`;
  }

  private open(ref: string): string {
    const key = this.requireKey();
    const [iv, tag, body] = ref.slice(SEALED_PREFIX.length).split(':');
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv ?? '', 'base64'));
      decipher.setAAD(AAD);
      decipher.setAuthTag(Buffer.from(tag ?? '', 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(body ?? '', 'base64')), decipher.final()]).toString('utf8');
    } catch {
      throw new PaymentSecretsError('payment secrets: sealed secrets cannot be opened with PAYMENT_SECRETS_KEY');
    }
  }

  private requireKey(): Buffer {
    if (!this.masterKey) throw new PaymentSecretsError('payment secrets: PAYMENT_SECRETS_KEY is not set');
    return this.masterKey;
  }
}

function parseSecrets(text: string, what: string): Record<string, string> {
  try {
    const value = JSON.parse(text) as unknown;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)]));
    }
  } catch {
    // reported below without echoing the text
  }
  throw new PaymentSecretsError(`payment secrets: ${what} is not a JSON object`);
}
