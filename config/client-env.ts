// Values compiled into the client as process.env.*.
//
// Taro itself only defines TARO_APP_* keys that appear in a .env file (a shell variable
// alone is ignored), so every TARO_APP_* of the build's environment is passed here too.
// TARO_APP_API_BASE is always defined: '' means "same origin" (the H5 app served by our
// server calls the server that served it); mini-programs must be built with a real base.
export function clientEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = { TARO_APP_API_BASE: JSON.stringify('') }
  for (const [key, value] of Object.entries(env)) {
    if (key.startsWith('TARO_APP_') && value !== undefined) {
      out[key] = JSON.stringify(value)
    }
  }
  return out
}
