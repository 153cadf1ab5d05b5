import { Code } from '@connectrpc/connect';
import { serverMessageKey } from '@/common/server-messages';
import { decideErrorReaction, displayFor, stripLeadingTag, type ErrorContext } from '@/services/error-catalogue';
import { RpcError } from '@/services/rpc-error';
import type { FailedCall } from '@/services/rpc-transport';

const ctx = (overrides: Partial<ErrorContext> = {}): ErrorContext => ({
  currentPath: '/pages/home/index',
  operatorType: 'USER',
  messageKey: serverMessageKey,
  translate: {
    error: (key, status) => (status === undefined ? `<${key}>` : `<${key} ${status}>`),
    serverMessage: (key) => key,
  },
  ...overrides,
});

const CALL: FailedCall = { path: '/grpc/public/platform.v1.ReferenceDataService/ListRegions', silent: false };
const SILENT: FailedCall = { ...CALL, silent: true };
const SESSION: FailedCall = { path: '/grpc/public/identity.v1.SessionService/CurrentSessionInfo', silent: false };

function error(status: number, code: Code, message = '', extra: { blocked?: boolean } = {}): RpcError {
  return new RpcError(message, code, status, 'http://app.test/x', undefined, extra.blocked ?? false);
}

describe('error catalogue (spec section 8)', () => {
  it.each<[string, RpcError, FailedCall, Partial<ErrorContext>, unknown]>([
    [
      '501 busy',
      error(501, Code.Unimplemented, 'unknown method'),
      CALL,
      {},
      { kind: 'show', text: '<serverBusy>', display: 'toast' },
    ],
    ['502 busy', error(502, Code.Unavailable), CALL, {}, { kind: 'show', text: '<serverBusy>', display: 'toast' }],
    ['503 busy', error(503, Code.Unavailable), CALL, {}, { kind: 'show', text: '<serverBusy>', display: 'toast' }],
    ['504 busy', error(504, Code.Unavailable), CALL, {}, { kind: 'show', text: '<serverBusy>', display: 'toast' }],
    ['503 busy, silent call', error(503, Code.Unavailable), SILENT, {}, { kind: 'none' }],
    [
      '500 with a known server message',
      error(500, Code.Internal, 'server error'),
      CALL,
      {},
      { kind: 'show', text: 'internal', display: 'toast' },
    ],
    [
      '400 with a known message',
      error(400, Code.InvalidArgument, 'invalid date'),
      CALL,
      {},
      { kind: 'show', text: 'invalidDate', display: 'toast' },
    ],
    [
      '400 with an unknown message, shown as sent',
      error(400, Code.InvalidArgument, 'table 3 is taken'),
      CALL,
      {},
      { kind: 'show', text: 'table 3 is taken', display: 'toast' },
    ],
    [
      'a leading bracketed tag is stripped',
      error(400, Code.InvalidArgument, '[risk] invalid date'),
      CALL,
      {},
      { kind: 'show', text: 'invalidDate', display: 'toast' },
    ],
    [
      'a leading full-width tag is stripped',
      error(400, Code.InvalidArgument, '【提示】table 3 is taken'),
      CALL,
      {},
      { kind: 'show', text: 'table 3 is taken', display: 'toast' },
    ],
    [
      'no message: status server error',
      error(500, Code.Internal),
      CALL,
      {},
      { kind: 'show', text: '<serverError 500>', display: 'toast' },
    ],
    [
      '404 without a body',
      error(404, Code.Unimplemented),
      CALL,
      {},
      { kind: 'show', text: '<serverError 404>', display: 'toast' },
    ],
    [
      'a message longer than 20 characters is a modal',
      error(400, Code.InvalidArgument, 'this message is longer than twenty'),
      CALL,
      {},
      { kind: 'show', text: 'this message is longer than twenty', display: 'modal' },
    ],
    ['silent call with a message', error(400, Code.InvalidArgument, 'invalid date'), SILENT, {}, { kind: 'none' }],
    [
      'blocked by Retry-After',
      error(429, Code.ResourceExhausted, '', { blocked: true }),
      CALL,
      {},
      { kind: 'show', text: '<tooHot>', display: 'toast' },
    ],
    [
      'the 429 that set the block shows its message',
      error(429, Code.ResourceExhausted, 'too many requests, please try again later'),
      CALL,
      {},
      { kind: 'show', text: 'tooManyRequests', display: 'toast' },
    ],
    [
      'network failure',
      error(0, Code.Unavailable),
      CALL,
      {},
      { kind: 'show', text: '<networkFailed>', display: 'toast' },
    ],
    ['network failure, silent', error(0, Code.Unavailable), SILENT, {}, { kind: 'none' }],
    [
      'no store permission, store operator',
      error(403, Code.PermissionDenied, 'no store permission'),
      CALL,
      { operatorType: 'STORE' },
      { kind: 'storeLost' },
    ],
    [
      'store does not exist, store operator',
      error(404, Code.NotFound, 'store does not exist'),
      CALL,
      { operatorType: 'STORE' },
      { kind: 'storeLost' },
    ],
    [
      'store does not exist, tagged, store operator',
      error(404, Code.NotFound, '[x] store does not exist'),
      CALL,
      { operatorType: 'STORE' },
      { kind: 'storeLost' },
    ],
    [
      'no store permission, diner: shown',
      error(403, Code.PermissionDenied, 'no store permission'),
      CALL,
      {},
      { kind: 'show', text: 'noStorePermission', display: 'toast' },
    ],
    [
      'no store permission, merchant: shown',
      error(403, Code.PermissionDenied, 'no store permission'),
      CALL,
      { operatorType: 'MERCHANT' },
      { kind: 'show', text: 'noStorePermission', display: 'toast' },
    ],
    [
      'unauthenticated elsewhere starts login',
      error(401, Code.Unauthenticated, 'unauthenticated'),
      CALL,
      {},
      { kind: 'login' },
    ],
    [
      'unauthenticated on a silent call still starts login',
      error(401, Code.Unauthenticated, 'please log in first'),
      SILENT,
      {},
      { kind: 'login' },
    ],
    [
      'unauthenticated on the login page',
      error(401, Code.Unauthenticated),
      CALL,
      { currentPath: '/pages/sub-user/login/index' },
      { kind: 'none' },
    ],
    [
      'unauthenticated on login-phone',
      error(401, Code.Unauthenticated),
      CALL,
      { currentPath: 'pages/sub-user/login-phone/index' },
      { kind: 'none' },
    ],
    [
      'unauthenticated on login-code',
      error(401, Code.Unauthenticated),
      CALL,
      { currentPath: '/pages/sub-user/login-code/index' },
      { kind: 'none' },
    ],
    [
      'unauthenticated on completion-user',
      error(401, Code.Unauthenticated),
      CALL,
      { currentPath: '/pages/sub-user/completion-user/index' },
      { kind: 'none' },
    ],
    ['a failed session fetch', error(500, Code.Internal, 'server error'), SESSION, {}, { kind: 'none' }],
    ['a busy session fetch', error(503, Code.Unavailable), SESSION, {}, { kind: 'none' }],
    ['a replayed-request warning', error(403, Code.PermissionDenied, 'replayed request'), CALL, {}, { kind: 'none' }],
    [
      'a tagged replayed-request warning',
      error(403, Code.PermissionDenied, '[risk control] replayed request'),
      CALL,
      {},
      { kind: 'none' },
    ],
  ])('%s', (_case, err, call, context, expected) => {
    expect(decideErrorReaction(err, call, ctx(context))).toEqual(expected);
  });
});

describe('before the table of server messages has loaded (it is not in the H5 entry)', () => {
  it('asks for it only when a message is to be shown', () => {
    const early = ctx({ messageKey: undefined });
    expect(decideErrorReaction(error(400, Code.InvalidArgument, 'invalid date'), CALL, early)).toEqual({
      kind: 'lookUp',
    });
    // What the catalogue decides without the message's text needs nothing more.
    expect(decideErrorReaction(error(503, Code.Unavailable), CALL, early)).toEqual({
      kind: 'show',
      text: '<serverBusy>',
      display: 'toast',
    });
    expect(decideErrorReaction(error(401, Code.Unauthenticated, 'unauthenticated'), CALL, early)).toEqual({
      kind: 'login',
    });
    expect(
      decideErrorReaction(error(403, Code.PermissionDenied, 'no store permission'), CALL, {
        ...early,
        operatorType: 'STORE',
      }),
    ).toEqual({ kind: 'storeLost' });
    expect(decideErrorReaction(error(500, Code.Internal), CALL, early)).toEqual({
      kind: 'show',
      text: '<serverError 500>',
      display: 'toast',
    });
  });
});

describe('display rule (spec section 8)', () => {
  it.each([
    ['', 'toast'],
    ['短消息', 'toast'],
    ['exactly twenty chars', 'toast'],
    ['twenty-one characters', 'modal'],
    ['一二三四五六七八九十一二三四五六七八九十', 'toast'],
    ['一二三四五六七八九十一二三四五六七八九十一', 'modal'],
    ['😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀😀', 'toast'],
  ])('%j shows as a %s', (text, expected) => {
    expect(displayFor(text)).toBe(expected);
  });

  it.each([
    ['[tag] message', 'message'],
    ['  [tag]message', 'message'],
    ['【标签】消息', '消息'],
    ['message [not leading]', 'message [not leading]'],
    ['[a] [b] twice', '[b] twice'],
  ])('strips the leading tag of %j', (message, expected) => {
    expect(stripLeadingTag(message)).toBe(expected);
  });
});
