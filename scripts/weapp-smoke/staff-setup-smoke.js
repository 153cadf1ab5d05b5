'use strict';
// Store setup and diner CRM: the canned answers, query parameters and
// texts of the sub-store setup pages for the weapp smoke test. run.js merges them.

const G = (group, service, method) => `/grpc/${group}/${service}/${method}`;
const STORE = { model: { id: '1' }, name: 'Jade Garden · The Bund', timezone: 'Asia/Shanghai' };
const BOOTH = {
  model: { id: '41' },
  storeId: '1',
  name: 'Booth',
  seatCapacity: 6,
  tableCount: 2,
  status: 'HIDDEN',
  itemList: [
    { model: { id: '411' }, name: 'Booth-1', sort: 1 },
    { model: { id: '412' }, name: 'Booth-2', sort: 2 },
  ],
};
const LUNCH = {
  model: { id: '51' },
  storeId: '1',
  name: 'Lunch',
  startSecond: 39600,
  endSecond: 52200,
  deltaSecond: 1800,
  timeSlotList: [39600, 41400, 43200, 45000, 46800, 48600, 50400],
};
const ZHAO = {
  model: { id: '9' },
  merchantId: '1',
  title: 'MR',
  lastName: 'Zhao',
  firstName: 'Lei',
  phoneRegionCode: '86',
  phone: '13900000019',
  blacklisted: true,
  blacklistReason: 'No-show three times',
  membershipLevelName: 'Gold',
  birthday: '1980-05-20',
  tagList: ['BIRTHDAY'],
  userId: '0',
};

const answers = [
  [G('private', 'store.v1.PermittedStoreService', 'QueryPermittedStores'), { list: [STORE], total: 1 }],
  [G('private', 'store.v1.StoreTableService', 'QueryTables'), { list: [BOOTH] }],
  [G('private', 'store.v1.StoreTableService', 'QueryTableItemLocks'), { list: [] }],
  [G('private', 'store.v1.StoreShiftService', 'QueryShifts'), { list: [LUNCH] }],
  [
    G('private', 'booking.v1.StoreBookingRuleService', 'GetBookingRule'),
    { rule: { minPeople: 1, maxPeople: 12, minQuantity: 1, maxQuantity: 10, defaultDurationSecond: 7200 } },
  ],
  [
    G('private', 'store.v1.StoreBusinessPlanService', 'GetWeeklyPlan'),
    {
      list: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'].map((weekday) => ({
        weekday,
      })),
    },
  ],
  [
    G('private', 'store.v1.StoreBusinessPlanService', 'QueryRestDays'),
    { list: [{ date: '2030-01-02', remark: 'Staff outing' }] },
  ],
  [
    G('private', 'store.v1.StoreSettingService', 'GetStore'),
    {
      store: {
        ...STORE,
        profile: {
          city: 'Shanghai',
          address: '18 Zhongshan East 1st Road',
          hours: '11:00-22:00',
          chef: 'Chef Lam',
          perCapitaPrice: '45000',
        },
        bookingConfig: {
          notice: { text: { content: 'Please arrive on time' } },
          minAdvanceBookingDay: 0,
          maxAdvanceBookingDay: 60,
          latestCancelDay: 1,
        },
        isBookingReady: true,
      },
    },
  ],
  [
    G('operator-store', 'store.v1.StoreBusinessConfigService', 'GetStoreBusinessConfig'),
    { config: { autoAcceptMinute: 15, depositExpiryMinute: 30, holidayRegionIsoCode: 'CN' } },
  ],
  [
    G('private', 'booking.v1.StoreBookingRuleService', 'QueryDepositPolicies'),
    {
      list: [
        { storeShiftId: '51', minPeople: 2, maxPeople: 6, mode: 'PER_PERSON', amount: '5000' },
        { minPeople: 8, mode: 'PER_PARTY', amount: '50000' },
      ],
    },
  ],
  [G('private', 'booking.v1.StoreDepositService', 'GetDepositSettings'), { settings: { refundOnArrival: true } }],
  [
    G('booking', 'booking.v1.BookingTagService', 'QueryBookingOrderTags'),
    { list: [{ model: { id: '61' }, storeId: '1', content: 'VIP' }] },
  ],
  [
    G('booking', 'booking.v1.BookingTakerService', 'QueryBookingOrderTakers'),
    { list: [{ model: { id: '71' }, storeId: '1', name: 'Manager Wu' }] },
  ],
  [
    G('operator-store', 'crm.v1.MembershipLevelService', 'QueryMembershipLevels'),
    { list: [{ model: { id: '81' }, merchantId: '1', name: 'Gold', description: 'Priority seating', dinerCount: 1 }] },
  ],
  [G('private', 'crm.v1.MerchantDinerService', 'QueryMerchantDiners'), { list: [ZHAO], total: 1 }],
  [
    G('private', 'crm.v1.MerchantDinerService', 'GetMerchantDiner'),
    {
      diner: ZHAO,
      stats: { orderCount: 3, visitCount: 2, noShowCount: 1, totalSpend: '68800', lastVisitDate: '2030-01-01' },
      orderList: [],
    },
  ],
  [
    G('private', 'crm.v1.MerchantDinerService', 'CheckDinerRisk'),
    { level: 'BLACKLISTED', diner: ZHAO, stats: { noShowCount: 1 } },
  ],
].map(([path, body]) => ({ method: 'POST', path, body }));

const S = (page) => `pages/sub-store/${page}/index`;

const queries = {
  [S('store-table-update')]: { id: '41' },
  [S('store-shifts-update')]: { id: '51' },
  [S('booking-order-tag-update')]: { id: '61' },
  [S('booking-order-taker-update')]: { id: '71' },
  [S('member-ship-update')]: { id: '81' },
  [S('diner-detail')]: { id: '9' },
  [S('diner-risk')]: { phone: '13900000019', phoneRegionCode: '86' },
  [S('update-cell')]: { kind: 'tableItem', id: '411', value: 'Booth-1' },
};

// Each page's title and the data it shows once its calls are answered (input values are
// attributes, not texts: form pages are checked by their labels).
const texts = {
  [S('store-table')]: ['桌位', 'Booth', '6 座 · 2 桌', '隐藏'],
  [S('store-table-create')]: ['新建桌位', '座位数', '保存'],
  [S('store-table-update')]: ['编辑桌位', 'Booth-1', 'Booth-2', '锁台'],
  [S('store-table-item-sort')]: ['桌台排序', 'Booth-1', 'Booth-2', '上移'],
  [S('store-shifts')]: ['餐段', 'Lunch', '11:00 - 14:30', '7 个时间段'],
  [S('store-shifts-create')]: ['新建餐段', '开始时间（HH:mm）'],
  [S('store-shifts-update')]: ['编辑餐段', '11:00 - 14:30', '可订时间：11:00 11:30'],
  [S('booking-rules')]: ['预订规则', '每单最多人数', '允许前后订单首尾相接'],
  [S('booking-plan')]: ['营业计划', '周一', '周日', 'Lunch', '2030-01-02', '法定节假日休息'],
  [S('store-base')]: ['门店基本信息', '门店名称', '主厨', '人均消费（元）'],
  [S('store-rules')]: ['预订日期规则', '可预订', '最多提前预订天数'],
  [S('store-images-info')]: ['门店图片', '环境图', '菜品图', '暂无图片'],
  [S('store-notice-edit')]: ['预订须知', '须知内容', '须知图片'],
  [S('store-description')]: ['门店介绍', 'Shanghai', 'Chef Lam', '¥450'],
  [S('display-setting')]: ['显示设置', '绿色', '周六'],
  [S('store-business-config')]: ['自动接单与定金', '15 分钟后', '不限', '定金规则'],
  [S('store-deposit-policy')]: [
    '定金规则',
    '到店后自动退还定金',
    'Lunch · 2–6人 · 每人 ¥50',
    '所有餐段 · 8人起 · 每桌 ¥500',
    '添加规则',
  ],
  [S('booking-order-tag')]: ['订单标签', 'VIP'],
  [S('booking-order-tag-create')]: ['新建标签', '标签内容'],
  [S('booking-order-tag-update')]: ['编辑标签', '删除'],
  [S('booking-order-taker')]: ['接单人', 'Manager Wu'],
  [S('booking-order-taker-create')]: ['新建接单人', '姓名'],
  [S('booking-order-taker-update')]: ['编辑接单人', '删除'],
  [S('member-ship')]: ['会员等级', 'Gold', '1 位会员'],
  [S('member-ship-create')]: ['新建会员等级', '等级名称'],
  [S('member-ship-update')]: ['编辑会员等级', '删除'],
  [S('select-week-start')]: ['每周起始日', '周六'],
  [S('diner-list')]: ['用餐人', 'Zhao Lei (先生)', '黑名单', '共 1 位'],
  [S('diner-detail')]: [
    '用餐人详情',
    'Zhao Lei (先生)',
    '拉黑原因：No-show three times',
    '688',
    '累计消费',
    'Gold',
    '生日',
  ],
  [S('diner-create')]: ['新建用餐人', '手机号', '+852'],
  [S('diner-risk')]: ['风险用餐人检查', '黑名单用餐人', '拉黑原因：No-show three times'],
  [S('update-cell')]: ['修改', '保存'],
};

module.exports = { answers, queries, texts };
