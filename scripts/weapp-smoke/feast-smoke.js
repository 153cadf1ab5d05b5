'use strict';
// Feasts: canned answers for the weapp smoke test (one published feast with a
// member, a question and its money), the query each feast page needs, and the
// texts each page must then show.

const PUB = '/grpc/public/feast.v1.PublicFeastService/';
const DINER = '/grpc/feast/feast.v1.DinerFeastService/';
const STORE = '/grpc/feast/feast.v1.StoreFeastService/';

const FEAST = {
  model: { id: '71' },
  number: 'F000071',
  title: 'Smoke Crab Feast',
  description: 'Eight courses around the autumn crab',
  menu: 'Crab roe tofu',
  theme: 'DARK',
  style: 'DARK_GOLD',
  participantCount: 8,
  minParticipantCount: 4,
  estimatedCost: '68800',
  place: 'Private room',
  storeId: '11',
  merchantId: '5',
  storeName: 'Smoke Garden',
  visibility: 'ALL',
  shareable: true,
  depositPerPerson: '20000',
  registrationDeadline: '2027-02-01T12:00:00Z',
  serviceChargePercent: 10,
  questionList: ['Any allergies?'],
  reservationDate: '2027-02-02',
  startSecond: 64800,
  durationSecond: 10800,
  storeShiftId: '22',
  bookingOrderId: '1',
  status: 'FORMING',
  closeReason: 'NONE',
  seatsTaken: 3,
  paidSeats: 2,
  showParticipants: true,
  shareToken: 'smoke0token0feast',
  timezone: 'Asia/Shanghai',
};
const PARTICIPANT = {
  model: { id: '81' },
  feastId: '71',
  displayName: 'Ms Smoke',
  seatCount: 2,
  status: 'SUCCESS',
  closeReason: 'NONE',
  depositAmount: '40000',
  paidAmount: '40000',
  arrivalSecond: 64800,
  answerList: ['None'],
  phone: '+86 13800000001',
};
const QUESTION = { model: { id: '91' }, feastId: '71', askerName: 'Ms Smoke', content: 'Parking?', answer: 'Yes, B2.' };
const MONEY = { paidAmount: '40000', refundAmount: '0', refundingAmount: '0', forfeitAmount: '0', heldAmount: '40000' };
const POSTER =
  '<svg xmlns="http://www.w3.org/2000/svg" width="750" height="1200"><text x="40" y="600">Smoke Crab Feast</text></svg>';

const answers = [
  { method: 'POST', path: `${PUB}QueryFeasts`, body: { list: [FEAST], total: 1 } },
  { method: 'POST', path: `${PUB}GetFeast`, body: { feast: FEAST } },
  { method: 'POST', path: `${PUB}ListFeastQuestions`, body: { list: [QUESTION] } },
  {
    method: 'POST',
    path: `${PUB}GenerateFeastPoster`,
    body: { contentType: 'image/svg+xml', svg: POSTER, width: 750, height: 1200 },
  },
  { method: 'POST', path: `${DINER}GetMyParticipation`, body: { list: [PARTICIPANT] } },
  { method: 'POST', path: `${DINER}ListMyFeasts`, body: { list: [FEAST], total: 1 } },
  { method: 'POST', path: `${DINER}ListFeastMembers`, body: { list: [PARTICIPANT] } },
  { method: 'POST', path: `${STORE}ListStoreFeasts`, body: { list: [FEAST], total: 1 } },
  { method: 'POST', path: `${STORE}CountStoreFeastsByStatus`, body: { list: [{ status: 'FORMING', count: 1 }] } },
  { method: 'POST', path: `${STORE}GetStoreFeast`, body: { feast: FEAST } },
  { method: 'POST', path: `${STORE}ListFeastParticipants`, body: { list: [PARTICIPANT] } },
  { method: 'POST', path: `${STORE}GetFeastMoney`, body: { money: MONEY } },
  { method: 'POST', path: `${STORE}ListStoreFeastQuestions`, body: { list: [QUESTION] } },
  {
    method: 'POST',
    path: `${STORE}ListPermittedCreators`,
    body: { list: [{ userId: '61', nickname: 'Host Smoke', phone: '13800000061' }] },
  },
];

const withId = { id: '71' };
const queries = {
  'pages/sub-user/feast-detail/index': withId,
  'pages/sub/feast-detail/index': withId,
  'pages/sub-user/feast-back/index': { id: '71', participantId: '81' },
  'pages/sub-user/feast-join-info/index': withId,
  'pages/sub-user/feast-join-confirm/index': withId,
  'pages/sub-user/feast-qa-edit/index': withId,
  'pages/sub-user/share-feast-poster/index': withId,
  'pages/sub-store/feast-create/index': withId,
  'pages/sub-store/feast-detail/index': withId,
  'pages/sub-store/feast-publish/index': withId,
  'pages/sub-store/feast-close/index': withId,
  'pages/sub-store/feast-finish/index': withId,
  'pages/sub-store/feast-images/index': withId,
  'pages/sub-store/feast-members/index': withId,
  'pages/sub-store/feast-share/index': withId,
  'pages/sub-store/feast-qa-answer-edit/index': { id: '71', questionId: '91' },
};

const detail = ['Smoke Crab Feast', '组局中', '2027-02-02 18:00', 'Smoke Garden', '¥200/位'];
const texts = {
  'pages/feast/index': ['饭局', '即将开始', '我发起的', '我参加的', 'Smoke Crab Feast'],
  'pages/sub-user/feast-detail/index': [...detail, 'Parking?', 'Yes, B2.', '已报名', '取消报名'],
  'pages/sub/feast-detail/index': detail,
  'pages/sub-user/feast-back/index': ['定金已支付'],
  'pages/sub-user/feast-join-info/index': ['报名信息', 'Any allergies?', '下一步'],
  'pages/sub-user/feast-join-confirm/index': ['确认报名', 'Smoke Crab Feast', '定金合计', '¥200'],
  'pages/sub-user/feast-qa-edit/index': ['提问', 'Smoke Crab Feast'],
  'pages/sub-user/feast-deposit-rule/index': ['定金规则', '报名截止前取消报名'],
  'pages/sub-user/share-feast-poster/index': ['分享海报', '保存海报'],
  'pages/sub-user/brand-feast/index': ['Smoke Crab Feast'],
  'pages/sub-store/feast/index': [
    '饭局管理',
    '发起饭局',
    'Smoke Crab Feast',
    '组局中',
    '可发起饭局的用户',
    'Host Smoke',
  ],
  'pages/sub-store/feast-create/index': ['编辑饭局', '报名截止日期', 'Dinner', '3小时'],
  'pages/sub-store/feast-detail/index': [...detail, '400', '持有', 'Parking?', '关闭饭局'],
  'pages/sub-store/feast-publish/index': ['发布饭局', 'VIP Room', '已选 0 座 / 需要 8 座'],
  'pages/sub-store/feast-close/index': ['关闭饭局', 'Smoke Crab Feast'],
  'pages/sub-store/feast-finish/index': ['完成饭局', 'Smoke Crab Feast'],
  'pages/sub-store/feast-images/index': ['饭局图片'],
  'pages/sub-store/feast-members/index': ['Ms Smoke', '+86 13800000001', 'Any allergies?', 'None', '确认到店'],
  'pages/sub-store/feast-share/index': ['分享饭局', 'smoke0token0feast'],
  'pages/sub-store/feast-qa-answer-edit/index': ['回答问题', 'Parking?'],
};

module.exports = { answers, queries, texts };
