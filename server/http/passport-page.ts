import type { RegionRecord } from '../domain/platform/reference-data.repository';
import { escapeHtml, page } from './html';

export interface PassportFormState {
  redirect: string;
  csrf: string;
  regions: RegionRecord[];
  regionCode?: string;
  phone?: string;
  error?: string;
  info?: string;
}

/** Where the app's own login page is, with a way back to the passport page. */
export function appLoginLink(redirect: string): string {
  const back = `/passport?redirect=${encodeURIComponent(redirect)}`;
  return `/app/pages/sub-user/login/index?redirect=${encodeURIComponent(back)}`;
}

/**
 * The passport page for a browser without a session: log in by phone and SMS
 * code here (no script needed), or go to the app's login page and come back.
 */
export function passportLoginPage(state: PassportFormState): string {
  const region = state.regionCode ?? '86';
  const options = state.regions
    .map(
      (r) =>
        `<option value="${escapeHtml(r.callingCode)}"${r.callingCode === region ? ' selected' : ''}>+${escapeHtml(r.callingCode)} ${escapeHtml(r.name)}</option>`,
    )
    .join('');
  return page(
    'Log in to continue',
    `<h1>Log in to continue</h1>
<p>Log in with your phone number; you will be sent back to where you came from.</p>
${state.error ? `<p class="error" role="alert">${escapeHtml(state.error)}</p>` : ''}
${state.info ? `<p class="info" role="status">${escapeHtml(state.info)}</p>` : ''}
<form method="post" action="/passport/login">
<input type="hidden" name="redirect" value="${escapeHtml(state.redirect)}">
<input type="hidden" name="csrf" value="${escapeHtml(state.csrf)}">
<label for="phone">Phone number</label>
<div class="row"><select name="region" aria-label="Region">${options}</select>
<input id="phone" name="phone" inputmode="tel" autocomplete="tel-national" value="${escapeHtml(state.phone ?? '')}"></div>
<button type="submit" formaction="/passport/send-code">Send code</button>
<label for="code">Verification code</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="8">
<button type="submit">Log in</button>
</form>
<p><a href="${escapeHtml(appLoginLink(state.redirect))}">Log in with the app instead</a></p>`,
  );
}

export function passportErrorPage(message: string): string {
  return page('Cannot continue', `<h1>Cannot continue</h1><p class="error">${escapeHtml(message)}</p>`);
}
