'use strict';
// Canned server answers for the weapp smoke test, one entry per call a page makes
// while loading, in the Connect JSON the real server sends.
//   { method: 'POST', path: '/grpc/public/platform.v1.ClientConfigService/GetClientConfig', body: {...} }
// `path` may be a RegExp; `respond(req)` may compute the answer instead of `body`.
const dinerAnswers = require('./diner-answers');

module.exports = [
  {
    method: 'POST',
    path: '/grpc/public/platform.v1.ClientConfigService/GetClientConfig',
    body: { clientConfig: { model: { id: '1' }, config: { common: { appName: 'FeastBook Smoke' } } } },
  },
  // app shell: the client config fetched at start, and the session asked for at launch
  {
    method: 'GET',
    path: '/platform-client-config/1.json',
    body: { model: { id: '1' }, config: { common: { appName: 'FeastBook Smoke', globalContactEnabled: true } } },
  },
  {
    method: 'POST',
    path: '/grpc/public/identity.v1.SessionService/CurrentSessionInfo',
    body: {},
  },
  {
    method: 'POST',
    path: '/grpc/public/platform.v1.ShortLinkService/ResolveShortLink',
    body: { merchantId: '1' },
  },
  // diner app (issue 7)
  ...dinerAnswers,
];
