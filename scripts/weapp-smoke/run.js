#!/usr/bin/env node
'use strict';
// Weapp smoke test: loads an existing build (it never builds) and renders every page
// of dist/weapp/app.json, main package and subpackages, in a stand-in host. Fails when
// a page throws, logs an error, or sends an empty node tree to setData.
//
//   node scripts/weapp-smoke/run.js [distDir] [--verbose]
//
// Server calls are answered from canned-answers.js (see fake-server.js).

const path = require('node:path');
const { runSmoke } = require('./smoke');
const cannedAnswers = require('./canned-answers');
// staff app: store setup and diner CRM
const staffSetup = require('./staff-setup-smoke');

// staff app: bookings
const staffOps = require('./staff-ops-smoke');
// feasts
const feasts = require('./feast-smoke');
// messages
const im = require('./im-smoke');
// notifications and invitations
const notifications = require('./notifications-smoke');

/**
 * The two staff halves answer some of the same calls (permitted stores, tables, shifts,
 * tags, takers) with their own records. The first answer of a path wins, so one half's
 * pages would never find their records: such lists are answered once, with both halves'
 * records (the bookings half first, so its store is the current one).
 */
function mergeAnswers(...sets) {
  const merged = [];
  for (const answer of sets.flat()) {
    const i = merged.findIndex((a) => a.method === answer.method && a.path === answer.path);
    if (i < 0) {
      merged.push(answer);
      continue;
    }
    const first = merged[i].body;
    const lists = first && answer.body && Array.isArray(first.list) && Array.isArray(answer.body.list);
    if (!lists) continue;
    const list = [...first.list, ...answer.body.list];
    merged[i] = { ...merged[i], body: { ...first, list, ...('total' in first ? { total: list.length } : {}) } };
  }
  return merged;
}

const answers = [...cannedAnswers, ...mergeAnswers(staffOps.answers, staffSetup.answers), ...im.answers];
// feasts
answers.push(...feasts.answers);
// notifications and invitations
answers.push(...notifications.answers);

// Pages that need query parameters to show their real content.
const QUERIES = {
  'pages/sub-user/store-detail/index': { storeId: '1' },
  'pages/sub-merchant/store-order-detail/index': { id: '1' },
  // login: code entry for a phone, a web page, a field to edit
  'pages/sub-user/login-code/index': { region: '86', phone: '13800000001' },
  'pages/sub-user/webview/index': {
    src: encodeURIComponent('https://api.example.test/legal/user-agreement?lang=zh-Hans'),
  },
  'pages/sub-user/update-cell/index': { field: 'nickname' },
  // diner app
  'pages/sub-user/store-detail-menu/index': { storeId: '1' },
  'pages/sub-user/menu-detail/index': { menuId: '1' },
  'pages/sub-user/store-article-list/index': { storeId: '1' },
  'pages/sub-user/article-detail/index': { id: '1' },
  'pages/sub-user/notice/index': { storeId: '1' },
  'pages/sub-user/booking-before/index': { storeId: '1' },
  'pages/sub-user/booking-confirm/index': {
    storeId: '1',
    date: '2027-02-02',
    shiftId: '2',
    start: '63000',
    adults: '6',
    children: '0',
  },
  'pages/sub-user/payment/index': { orderId: '1' },
  'pages/sub-user/payment-result/index': { transactionNo: 'T1', orderId: '1' },
  'pages/sub-user/payment-problem/index': { orderId: '1', reason: 'notPaid' },
  'pages/sub-user/order-detail/index': { id: '1' },
  'pages/sub-user/order-detail-qrcode/index': { id: '1' },
  'pages/sub-user/order-detail-share/index': { token: 'smoke-share-token-0001' },
  'pages/sub-user/order-cancel/index': { id: '1' },
  'pages/sub-user/map-collection/index': { collectionId: '1' },
  // staff app: store setup and diner CRM
  ...staffSetup.queries,
  // staff app: bookings
  ...staffOps.queries,
  // feasts
  ...feasts.queries,
  // messages
  ...im.queries,
  // notifications and invitations
  ...notifications.queries,
};

// Taps that prove events reach React in the weapp build: a tab switches page.
const TAPS = {
  'pages/home/index': [
    { className: 'tab-bar__item', text: '饭局', expect: { api: 'reLaunch', url: '/pages/feast/index' } },
  ],
  'pages/me/index': [
    { className: 'tab-bar__item', text: '消息', expect: { api: 'reLaunch', url: '/pages/im/index' } },
    // app shell: the settings entry and the floating contact button navigate
    { className: 'me__settings', text: undefined, expect: { api: 'navigateTo', url: '/pages/sub-user/setting/index' } },
    {
      className: 'contact-button',
      text: '?',
      expect: { api: 'navigateTo', url: '/pages/sub-user/contact-store/index' },
    },
  ],
  // login: the profile opens from the user card, the phone login from the login screen
  'pages/sub-user/login/index': [
    // Ticks the agreement (the stand-in host taps the node that listens, as the real one delivers it).
    { className: 'tick-box', text: undefined },
    {
      className: 'login-buttons__phone',
      text: undefined,
      expect: { api: 'navigateTo', url: '/pages/sub-user/login-phone/index?type=agree' },
    },
  ],
  'pages/sub-user/user-profile/index': [
    {
      className: 'user-profile__nickname',
      text: undefined,
      expect: { api: 'navigateTo', url: '/pages/sub-user/update-cell/index?field=nickname' },
    },
  ],
  'pages/sub-user/setting/index': [
    {
      className: 'setting__language',
      text: undefined,
      expect: { api: 'navigateTo', url: '/pages/sub-user/select-language/index' },
    },
  ],
};

// Text a page must show once its server calls are answered: proof that the
// request, the transport and the store work in the mini-program build.
const TEXTS = {
  'pages/home/index': ['FeastBook Smoke', '联系我们', '门店入驻', '产品反馈', '商务合作', '在线咨询', 'Smoke Garden'],
  // app shell: every page's navigation bar title, in zh-Hans (the stand-in host says zh_CN)
  'pages/me/index': [
    '我的',
    '设置',
    'Smoke Diner',
    '138****0001',
    '登录设备',
    '本机',
    '网页版',
    '下线',
    '在其他设备登录',
    '切换身份',
    '商家',
    '退出登录',
  ],
  'pages/web/index': ['欢迎', '继续访问'],
  // login: every login page, the account pages with the smoke's diner logged in
  'pages/sub-user/login/index': ['登录', '一键登录', '手机号登录', '我已阅读并同意', '《用户协议》', '《隐私政策》'],
  'pages/sub-user/login-phone/index': ['手机号登录', '+86', '获取验证码', '我已阅读并同意'],
  'pages/sub-user/login-code/index': ['输入验证码', '验证码已发送至 13800000001', '重新获取验证码'],
  'pages/sub-user/completion-user/index': ['完善资料', '称呼', '先生', '女士', '姓', '名', '13800000001', '保存'],
  'pages/sub-user/webview/index': ['用户协议'],
  'pages/sub-user/user-profile/index': ['个人资料', '昵称', 'Smoke Diner', '已验证，不可修改', '李', '雷'],
  'pages/sub-user/update-cell/index': ['修改昵称', '保存'],
  'pages/sub-user/contact-store/index': ['联系我们'],
  'pages/sub-user/setting/index': [
    '设置',
    '语言',
    '简体中文',
    '每周起始日',
    '跟随系统',
    '周日',
    '周一',
    '时区',
    '上海',
    '主题',
    '浅色',
    '深色',
    '绿色',
  ],
  'pages/sub-user/select-language/index': ['选择语言', '简体中文', '繁體中文', 'English'],
  // diner app: each page with its data
  'pages/sub-user/store-detail/index': ['门店详情', 'Smoke Garden', '人均 ¥450', '立即预订', '菜单', 'Smoke story'],
  'pages/sub-user/home-search/index': ['搜索餐厅', 'Hong Kong', '粤菜', '200-500', 'Smoke Garden', '共 1 家'],
  'pages/sub-user/map-collection/index': ['Smoke collection', 'Smoke Garden', '地图导航'],
  'pages/sub-user/store-detail-menu/index': ['菜单', 'Smoke tasting menu', '套餐 ¥688/位'],
  'pages/sub-user/menu-detail/index': ['Smoke tasting menu', 'Drunken chicken', '¥68'],
  'pages/sub-user/store-article-list/index': ['Smoke story', 'Since 2008'],
  'pages/sub-user/article-detail/index': ['Smoke story', 'One kitchen.', 'Two cities.'],
  'pages/sub-user/notice/index': ['预订须知', 'Smart casual, please.', '我已阅读，继续预订'],
  'pages/sub-user/booking-before/index': ['用餐人数', 'Dinner', '17:30', '18:00', '已满', '下一步'],
  'pages/sub-user/booking-confirm/index': [
    '确认预订',
    '2027-02-02 17:30',
    '¥600',
    '我已阅读并同意订金与取消政策',
    '提交并支付订金',
  ],
  'pages/sub-user/payment/index': ['支付订金', '600', '剩余支付时间', '微信支付', '立即支付'],
  'pages/sub-user/payment-result/index': ['支付成功', '订金 ¥600 已支付', '查看订单'],
  'pages/sub-user/payment-problem/index': ['未支付成功', '请确认订单是否已支付或已关闭', '联系门店'],
  'pages/sub-user/order-detail/index': ['待支付订金', '48271357', '6 人', 'Window seat', '支付订金', '取消预订'],
  'pages/sub-user/order-detail-qrcode/index': ['预订码', '48271357', '到店时请向门店出示此码'],
  'pages/sub-user/order-history/index': ['我的订单', '待支付', '进行中', '售后', 'Smoke Garden', '待支付订金'],
  'pages/sub-user/order-cancel/index': ['取消原因', '行程有变', '确认取消'],
  'pages/sub-store/booking-home/index': ['预订'],
  'pages/sub-merchant/store-order-detail/index': ['订单详情', '订单编号：1'],
  // staff app: store setup and diner CRM
  ...staffSetup.texts,
};

function missingTexts(result) {
  const shown = result.summary ? result.summary.texts.join('\n') : '';
  // staff app: bookings
  const wanted = [
    ...(TEXTS[result.route] || []),
    ...(staffOps.texts[result.route] || []),
    // messages
    ...(im.texts[result.route] || []),
  ];
  // feasts
  wanted.push(...(feasts.texts[result.route] || []));
  // notifications and invitations
  wanted.push(...(notifications.texts[result.route] || []));
  return wanted.filter((text) => !shown.includes(text));
}

async function main() {
  const args = process.argv.slice(2);
  const verbose = args.includes('--verbose');
  const distDir = path.resolve(args.find((a) => !a.startsWith('--')) || 'dist/weapp');
  const report = await runSmoke({
    distDir,
    answers,
    query: (route) => ({ ...(QUERIES[route] || {}) }),
    checks: (route) => TAPS[route] || [],
  });

  for (const r of report.results) {
    for (const text of missingTexts(r)) r.errors.push(`does not show ${JSON.stringify(text)}`);
    r.ok = r.errors.length === 0;
    const s = r.summary;
    const shape = s ? `${s.elements} nodes, ${s.texts.length} texts` : 'no tree';
    console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.route} (${shape})`);
    if (s && (verbose || !r.ok)) console.log(`     texts: ${s.texts.join(' | ')}`);
    for (const e of r.errors) console.log(`     ${e.split('\n').join('\n     ')}`);
  }
  for (const e of report.appErrors) console.log(`FAIL app: ${e}`);
  if (report.unanswered.length) {
    const calls = [...new Set(report.unanswered.map((u) => `${u.method} ${u.path}`))];
    console.log(`note: no canned answer for ${calls.join(', ')} (add them to canned-answers.js)`);
  }
  if (verbose && report.unknownApis.length)
    console.log(`note: unstubbed wx APIs used: ${report.unknownApis.join(', ')}`);

  const failed = report.results.filter((r) => !r.ok).length + report.appErrors.length;
  console.log(
    failed ? `weapp smoke: ${failed} failure(s)` : `weapp smoke: all ${report.results.length} pages rendered`,
  );
  // Taro and React may leave timers behind; the verdict is in, so exit explicitly.
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.log(`weapp smoke: could not run: ${(error && error.stack) || error}`);
  process.exit(1);
});
