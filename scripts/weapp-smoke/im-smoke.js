'use strict';
// Messages: canned chat data for the weapp smoke test (the diner's inbox, a
// conversation with a store holding each kind of message, the staff side of
// it), the query each chat page needs, and the texts each page must show.

const IM = '/grpc/im/im.v1.ImService/';
const parse = (body) => {
  try {
    return JSON.parse(typeof body === 'string' ? body : '{}');
  } catch {
    return {};
  }
};

const STORE = { type: 'STORE', id: '11', key: 'STORE:11' };
const DINER = { type: 'USER', id: '7', key: 'USER:7' };
const at = '2027-02-01T10:00:00Z';
const message = (seq, sender, extra) => ({
  messageId: `90${seq}`,
  conversationId: '501',
  seq: String(seq),
  sender,
  createTime: at,
  deliveryStatus: 'SUCCESS',
  type: 'TEXT',
  ...extra,
});
const MESSAGES = [
  message(1, DINER, { text: '请问有停车位吗？' }),
  message(2, STORE, { text: '有的，地下二层。' }),
  message(3, DINER, {
    type: 'BOOKING_ORDER_INTENTION',
    bookingOrderIntention: {
      storeId: '11',
      reservationDate: '2027-02-02',
      reservationStartSecond: 64800,
      adultCount: 4,
      childCount: 1,
      remark: 'Birthday cake',
      dinerName: 'Smoke Diner',
    },
  }),
  message(4, { type: 'SYSTEM', key: 'SYSTEM' }, { type: 'EVENT', event: { kind: 'BOOKING_CONFIRMED' } }),
];
const conversation = (asStaff) => ({
  conversationId: '501',
  type: 'SINGLE',
  operator: asStaff ? STORE : DINER,
  member: asStaff ? DINER : STORE,
  title: asStaff ? 'Smoke Diner' : 'Smoke Garden',
  lastMessage: MESSAGES[1],
  lastSeq: '4',
  readSeq: '2',
  unreadCount: 2,
  updateTime: at,
});
const asStaff = (req) => (parse(req.body).operator || {}).key === 'STORE:11';

const answers = [
  {
    method: 'POST',
    path: `${IM}GetImOperatorInfo`,
    body: {
      operatorList: [
        // No unread for the diner: the tab taps of other pages find the message tab by its label alone.
        { operator: DINER, name: 'Smoke Diner', unreadCount: 0 },
        { operator: STORE, name: 'Smoke Garden', unreadCount: 1 },
      ],
      unreadTotal: 1,
    },
  },
  {
    method: 'POST',
    path: `${IM}QueryConversations`,
    respond: (req) => ({ body: { list: [conversation(asStaff(req))], total: 1, unreadTotal: 2 } }),
  },
  {
    method: 'POST',
    path: `${IM}GetConversation`,
    respond: (req) => ({ body: { conversation: conversation(asStaff(req)) } }),
  },
  { method: 'POST', path: `${IM}QueryMessages`, body: { list: MESSAGES, hasMore: false, lastSeq: '4', readSeq: '2' } },
  { method: 'POST', path: `${IM}ExistSingleConversation`, body: { conversationId: '0', title: '' } },
  { method: 'POST', path: `${IM}ReadConversation`, body: { readSeq: '4', unreadTotal: 0 } },
  { method: 'POST', path: `${IM}OpenSocket`, body: { ticket: 'smoke-ticket', path: '/im/socket' } },
];

const queries = {
  'pages/sub/im-detail/index': { id: '501' },
  'pages/sub-user/im-detail/index': { id: '501' },
  'pages/sub-merchant/im-detail/index': { id: '501', operator: 'STORE:11' },
};

const texts = {
  'pages/im/index': ['消息', 'Smoke Garden', '有的，地下二层。'],
  'pages/sub/im-detail/index': ['Smoke Garden', '请问有停车位吗？', '有的，地下二层。', '预订意向', '预订已确认'],
  'pages/sub-user/im-detail/index': [
    'Smoke Garden',
    '请问有停车位吗？',
    '有的，地下二层。',
    '预订意向',
    '2027-02-02',
    '18:00',
    '4 位成人，1 位儿童',
    'Birthday cake',
    '预订已确认',
    '发送',
  ],
  'pages/sub-merchant/im-detail/index': ['Smoke Diner', '请问有停车位吗？', '一键下单'],
  'pages/sub-user/im-with-admin/index': ['平台客服', '发送第一条消息开始会话'],
  'pages/sub-user/contact-store/index': ['联系我们', '平台客服', '在线咨询'],
};

module.exports = { answers, queries, texts };
