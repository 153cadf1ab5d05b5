// The passport page (server/http/passport.routes.ts) as the login flow uses it: where
// a login it asked for sends the browser back to, and how a browser already logged in
// reaches it (spec section 2).

/** The passport page, and only it, may be where a login sends the browser next (no open redirect). */
export function passportRedirect(value: string | undefined): string | null {
  // Router parameters arrive as written in the address, still encoded.
  const target = value ? decodeURIComponent(value) : '';
  return /^\/passport(\/|\?|$)/.test(target) ? target : null;
}

/** The passport page of the API server, asked to come back to `backUrl` (absolute) with a passport code. */
export function passportPageUrl(apiBase: string, backUrl: string): string {
  return `${apiBase}/passport?redirect=${encodeURIComponent(backUrl)}`;
}
