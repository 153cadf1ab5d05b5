'use strict'
// Canned server answers for the weapp smoke test, one entry per call a page makes
// while loading. Example:
//   { method: 'POST', path: '/grpc/public/feastbook.config.v1.ConfigService/GetClientConfig',
//     body: { theme: 'light' } },
// `path` may be a RegExp; `respond(req)` may compute the answer instead of `body`.
module.exports = []
