// Values compiled into the client as process.env.*.
//
// Every key the client reads must be defined here even when unset: a key left
// out stays a runtime `process.env` lookup, and browsers have no `process`.
// Taro itself only defines TARO_APP_* keys that appear in a .env file (a shell variable
// alone is ignored), so every TARO_APP_* of the build's environment is passed here too.
// TARO_APP_API_BASE is always defined: '' means "same origin" (the H5 app served by our
// server calls the server that served it); mini-programs must be built with a real base.

/** What the client reads, all optional: '' means unset. */
export const CLIENT_ENV_KEYS = [
  'TARO_APP_API_BASE',
  'TARO_APP_CLIENT_CONFIG_ID',
  // app shell: development API and CDN bases, and the CDN base (src/services/api-base.ts)
  'TARO_APP_DEV_API_BASE',
  'TARO_APP_CDN_BASE',
  'TARO_APP_DEV_CDN_BASE',
  // login: the official account a chat-app browser logs in with (src/services/platform-login.ts)
  'TARO_APP_WECHAT_OFFICIAL_ACCOUNT_APP_ID',
  // mini-programs: the versions of the languages fetched from the server (config/locale-versions.ts)
  'TARO_APP_LOCALE_VERSIONS',
] as const;

export function clientEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of CLIENT_ENV_KEYS) out[key] = JSON.stringify('');
  for (const [key, value] of Object.entries(env)) {
    if (key.startsWith('TARO_APP_') && value !== undefined) {
      out[key] = JSON.stringify(value);
    }
  }
  return out;
}
