import type { LoginCodeRequest, LoginCodeResult } from './platform.types';

// H5 login in the chat-app browser: the official account's OAuth. The first visit
// leaves for the provider's authorise page, which sends the browser back to the same
// address with ?code=&state=; the second visit hands that code to the identity flow.
const AUTHORIZE_URL = 'https://open.weixin.qq.com/connect/oauth2/authorize';
export const DEFAULT_OAUTH_SCOPE = 'snsapi_userinfo';

export function authorizeUrl(appId: string, redirectUri: string, scope: string, state: string): string {
  const query = [
    `appid=${encodeURIComponent(appId)}`,
    `redirect_uri=${encodeURIComponent(redirectUri)}`,
    'response_type=code',
    `scope=${encodeURIComponent(scope)}`,
    `state=${encodeURIComponent(state)}`,
  ].join('&');
  return `${AUTHORIZE_URL}?${query}#wechat_redirect`;
}

export function h5LoginCode(request: LoginCodeRequest = {}, location: Location = window.location): LoginCodeResult {
  const params = new URLSearchParams(location.search);
  const code = params.get('code');
  const scope = request.scope ?? DEFAULT_OAUTH_SCOPE;
  if (code) return { kind: 'code', code, state: params.get('state') ?? undefined, scope };
  if (!request.appId) throw new Error('h5 login needs the official account app id');
  location.href = authorizeUrl(request.appId, location.href, scope, request.state ?? '');
  return { kind: 'redirecting' };
}
