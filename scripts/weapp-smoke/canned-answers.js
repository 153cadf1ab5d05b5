'use strict';
// Canned server answers for the weapp smoke test, one entry per call a page makes
// while loading, in the Connect JSON the real server sends.
//   { method: 'POST', path: '/grpc/public/platform.v1.ClientConfigService/GetClientConfig', body: {...} }
// `path` may be a RegExp; `respond(req)` may compute the answer instead of `body`.
module.exports = [
  {
    method: 'POST',
    path: '/grpc/public/platform.v1.ClientConfigService/GetClientConfig',
    body: { clientConfig: { model: { id: '1' }, config: { common: { appName: 'FeastBook Smoke' } } } },
  },
];
