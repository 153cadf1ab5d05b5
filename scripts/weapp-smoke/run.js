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
// staff app: bookings (issue 8 part A)
const staffOps = require('./staff-ops-smoke');

const answers = [...cannedAnswers, ...staffOps.answers];

// Pages that need query parameters to show their real content.
const QUERIES = {
  'pages/sub-user/store-detail/index': { storeId: '1' },
  'pages/sub-merchant/store-order-detail/index': { id: '1' },
  // staff app: bookings (issue 8 part A)
  ...staffOps.queries,
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
  'pages/home/index': ['FeastBook Smoke', '联系我们', '门店入驻', '产品反馈', '商务合作', '在线咨询'],
  // app shell: every page's navigation bar title, in zh-Hans (the stand-in host says zh_CN)
  'pages/me/index': ['我的', '设置'],
  'pages/web/index': ['欢迎', '继续访问'],
  'pages/sub-user/login/index': ['登录'],
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
  'pages/sub-user/store-detail/index': ['门店详情', '门店编号：1'],
  'pages/sub-store/booking-home/index': ['预订'],
  'pages/sub-merchant/store-order-detail/index': ['订单详情', '订单编号：1'],
};

function missingTexts(result) {
  const shown = result.summary ? result.summary.texts.join('\n') : '';
  // staff app: bookings (issue 8 part A)
  const wanted = [...(TEXTS[result.route] || []), ...(staffOps.texts[result.route] || [])];
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
