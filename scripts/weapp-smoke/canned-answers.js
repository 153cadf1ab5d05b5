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
  // login: the smoke runs logged in as a diner with a diner record, so the account pages
  // show their real content (a mini-program keeps its session key itself)
  {
    method: 'POST',
    path: '/grpc/public/identity.v1.SessionService/CurrentSessionInfo',
    body: {
      sessionKey: 'smoke-session-key',
      user: {
        model: { id: '7' },
        phone: '13800000001',
        phoneRegionCode: '86',
        nickname: 'Smoke Diner',
        phoneVerified: true,
      },
    },
  },
  {
    method: 'POST',
    path: '/grpc/public/platform.v1.ShortLinkService/ResolveShortLink',
    body: { merchantId: '1' },
  },
  // login: regions, the person's diners, devices and staff standing
  {
    method: 'POST',
    path: '/grpc/public/platform.v1.ReferenceDataService/ListRegions',
    body: {
      list: [
        { callingCode: '86', isoCode: 'CN', name: 'Mainland China', phonePattern: '^1[3-9][0-9]{9}$', sort: 1 },
        { callingCode: '852', isoCode: 'HK', name: 'Hong Kong', phonePattern: '^[4-9][0-9]{7}$', sort: 2 },
      ],
    },
  },
  {
    method: 'POST',
    path: '/grpc/private/identity.v1.UserDinerService/ListUserDiners',
    body: {
      list: [
        {
          model: { id: '70' },
          lastName: '李',
          firstName: '雷',
          title: 'MR',
          phoneRegionCode: '86',
          phone: '13800000001',
        },
      ],
    },
  },
  {
    method: 'POST',
    path: '/grpc/private/identity.v1.UserSessionService/ListSessions',
    body: {
      list: [
        { id: '11', clientPlatform: 'WECHAT_MINI_PROGRAM', loginProvider: 'SMS', current: true },
        { id: '12', clientPlatform: 'WEB', loginProvider: 'PASSPORT', lastSeenTime: '2026-03-01T02:00:00Z' },
      ],
    },
  },
  {
    method: 'POST',
    path: '/grpc/private/identity.v1.StaffStandingService/GetMyStaffStanding',
    body: {
      isStaff: true,
      storeIdList: ['1'],
      merchantList: [{ merchantId: '1', merchantName: 'Jade Garden', storeIdList: ['1'] }],
    },
  },
  // diner app
  ...dinerAnswers,
];
