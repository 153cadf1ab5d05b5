'use strict';
// Notifications and invitations: the canned answers, query parameters and texts of
// the pages this area draws (staff push settings, send with params, invitation
// templates, the shared booking through its template). run.js merges them.

const G = (group, service, method) => `/grpc/${group}/${service}/${method}`;

const TEMPLATE = {
  model: { id: '71' },
  storeId: '1',
  isDefault: true,
  inUse: true,
  fields: {
    name: 'Smoke Gold',
    theme: 'DARK',
    primaryColor: '#C8A063',
    backgroundColor: '#1F1B16',
    textColor: '#F5EBDD',
    greeting: 'See you at the Bund',
    showSeat: true,
    showPeople: true,
    showTime: true,
    showTaker: false,
    imageUrls: [],
  },
};

const answers = [
  [
    G('push', 'push.v1.PushConfigService', 'GetAutoPushSmsConfig'),
    {
      config: {
        enabled: true,
        eventTypes: ['CREATE_BOOKING_ORDER', 'STORE_CONFIRM', 'REMIND_ARRIVAL'],
        quietStart: '22:00',
        quietEnd: '08:00',
        remindArrivalMinutes: 120,
        remindDepositMinutes: 15,
        contactConfirmMinutes: 1440,
        timezone: 'Asia/Shanghai',
      },
    },
  ],
  [
    G('push', 'push.v1.PushConfigService', 'GetStorePushConfig'),
    { merchantId: '1', list: [{ eventType: 'CREATE_BOOKING_ORDER', channel: 'SMS', enabled: false, source: 'STORE' }] },
  ],
  [
    G('push', 'push.v1.PushConfigService', 'GetMyStorePushSetting'),
    { enabled: true, following: false, officialAccountAppId: 'wx-oa' },
  ],
  [
    G('push', 'push.v1.StoreOrderPushService', 'ListOrderNotifications'),
    {
      list: [
        {
          id: '501',
          type: 'CREATE_BOOKING_ORDER',
          occurTime: '2027-02-01T10:00:00Z',
          deliveries: [
            {
              id: '601',
              channel: 'SMS',
              status: 'SUCCESS',
              recipient: '138****0001',
              content: '【Smoke Garden】您已预订',
              attempts: 1,
            },
            { id: '602', channel: 'WECHAT_MINI_PROGRAM', status: 'SKIP', reason: 'NOT_SUBSCRIBED', attempts: 0 },
          ],
        },
      ],
    },
  ],
  [
    G('push', 'push.v1.DinerPushService', 'GetMyPushSetting'),
    { setting: { eventTypes: ['STORE_CONFIRM', 'REMIND_ARRIVAL'], mutedEventTypes: ['REMIND_ARRIVAL'] } },
  ],
  [G('push', 'push.v1.DinerPushService', 'QueryMiniProgramTemplates'), { list: [] }],
  [G('booking', 'booking.v1.InvitationTemplateService', 'QueryInvitationTemplates'), { list: [TEMPLATE] }],
  [
    G('public', 'booking.v1.PublicInvitationService', 'GetSharedInvitation'),
    {
      invitation: {
        template: TEMPLATE.fields,
        storeName: 'Smoke Garden',
        reservationDate: '2027-02-02',
        reservationStartSecond: 63000,
        peopleCount: 6,
        hostLastName: 'Smoke',
        hostTitle: 'MR',
        seatNames: ['Window-1'],
        imageUrl: '/invitation-image/smoke-share-token-0001.svg',
      },
    },
  ],
].map(([path, body]) => ({ method: 'POST', path, body }));

const S = (page) => `pages/sub-store/${page}/index`;

const queries = {
  [S('invitation-setting')]: { id: '71' },
};

const texts = {
  [S('auto-push-sms-config')]: [
    '自动短信',
    '开启自动短信',
    '预订成功',
    '按门店时区 Asia/Shanghai',
    '到店前提醒',
    '保存',
  ],
  [S('store-official-notification')]: [
    '公众号通知',
    '我在公众号接收本店通知',
    '未关注公众号',
    '推送开关',
    '取消申请待处理',
  ],
  [S('invitation-style-list')]: ['邀请函模板', 'Smoke Gold', '默认', '新建模板'],
  [S('invitation-setting')]: ['邀请函设置', '模板名称', '预览', 'See you at the Bund', '显示座位'],
  'pages/sub-store/store-order-push/index': [
    '发送通知',
    '到店提醒',
    '发送平台',
    '通知记录',
    '已送达',
    '未订阅小程序消息',
  ],
  'pages/sub-user/order-detail-share/index': ['Smoke先生邀请您共进美食', 'Smoke Garden', '6位', 'Window-1', '保存图片'],
};

module.exports = { answers, queries, texts };
