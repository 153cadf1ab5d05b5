import { Code } from '@connectrpc/connect';
import type { ServerMessageKey } from '@/common/server-messages';
import { KNOWN_MESSAGE } from './known-server-messages';
import type { RpcError } from './rpc-error';
import type { FailedCall } from './rpc-transport';

// The client's error catalogue (spec section 8), decided in one place: what a failed
// call shows or does. error-presenter.ts carries the decision out.

/** Spec section 9: a message longer than this shows as a modal, a shorter one as a toast. */
export const LONG_MESSAGE_THRESHOLD = 20;
export const TOAST_DURATION_MS = 3000;
/** Spec section 9: the redirect home after a store operator lost the store. */
export const STORE_LOST_REDIRECT_MS = 300;

export type Display = 'toast' | 'modal';

export type ErrorReaction =
  | { kind: 'none' }
  | { kind: 'show'; text: string; display: Display }
  /** A store operator's store is gone: clear it, become a diner, go home; no toast. */
  | { kind: 'storeLost' }
  /** The session is missing or expired: start the login flow. */
  | { kind: 'login' }
  /** The server's message is to be shown, and the table that recognises it has not loaded yet. */
  | { kind: 'lookUp' };

export interface ErrorContext {
  /** The page the person is on, e.g. /pages/home/index. */
  currentPath: string;
  operatorType: string;
  /**
   * The key of a known server message (common/server-messages.ts), to translate it;
   * absent until that table has loaded, which the H5 entry leaves to the first message shown.
   */
  messageKey?: (text: string) => ServerMessageKey | undefined;
  /** Translates a catalogue key (error.*) or a server message key. */
  translate: {
    error(key: 'serverBusy' | 'tooHot' | 'networkFailed' | 'serverError', status?: number): string;
    serverMessage(key: ServerMessageKey): string;
  };
}

const BUSY_STATUSES = new Set([501, 502, 503, 504]);
const STORE_LOST_MESSAGES: ReadonlySet<string> = new Set([
  KNOWN_MESSAGE.noStorePermission,
  KNOWN_MESSAGE.storeDoesNotExist,
]);
/** Pages where 'unauthenticated' is expected and must not restart the login flow. */
const LOGIN_PAGES = ['/pages/sub-user/login/', '/pages/sub-user/login-phone/', '/pages/sub-user/login-code/'];
const COMPLETION_PAGE = '/pages/sub-user/completion-user/';
const SESSION_FETCH = '/identity.v1.SessionService/CurrentSessionInfo';

/** A leading bracketed tag ("[risk] ...", "【风控】...") is the server's, not the person's. */
export function stripLeadingTag(message: string): string {
  return message.replace(/^\s*(\[[^\]]*\]|【[^】]*】)\s*/, '');
}

/** How a text is shown: longer than 20 characters a modal, otherwise a toast. */
export function displayFor(text: string): Display {
  return Array.from(text).length > LONG_MESSAGE_THRESHOLD ? 'modal' : 'toast';
}

function show(text: string): ErrorReaction {
  return { kind: 'show', text, display: displayFor(text) };
}

function onPage(path: string, prefixes: string[]): boolean {
  const normalized = path.startsWith('/') ? path : `/${path}`;
  return prefixes.some((p) => normalized.startsWith(p));
}

export function decideErrorReaction(error: RpcError, call: FailedCall, ctx: ErrorContext): ErrorReaction {
  if (error.blocked) return call.silent ? { kind: 'none' } : show(ctx.translate.error('tooHot'));
  if (error.isNetworkFailure) return call.silent ? { kind: 'none' } : show(ctx.translate.error('networkFailed'));

  const message = stripLeadingTag(error.rawMessage);
  if (STORE_LOST_MESSAGES.has(message) && ctx.operatorType === 'STORE') return { kind: 'storeLost' };
  if (error.code === Code.Unauthenticated) {
    return onPage(ctx.currentPath, [...LOGIN_PAGES, COMPLETION_PAGE]) ? { kind: 'none' } : { kind: 'login' };
  }
  // A failed session fetch is normal before login; a replayed-request warning is risk
  // control's business, not the person's.
  if (call.path.endsWith(SESSION_FETCH) || message === KNOWN_MESSAGE.replayedRequest) return { kind: 'none' };
  if (call.silent) return { kind: 'none' };
  if (BUSY_STATUSES.has(error.httpStatus)) return show(ctx.translate.error('serverBusy'));

  if (message && !ctx.messageKey) return { kind: 'lookUp' };
  const key = ctx.messageKey?.(message);
  if (key) return show(ctx.translate.serverMessage(key));
  if (message) return show(message);
  return show(ctx.translate.error('serverError', error.httpStatus));
}
