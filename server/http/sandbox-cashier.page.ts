import { formatCents } from '@common/money';

// The sandbox cashier's HTML: amount in yuan, order, description, a countdown
// to expiry, and Pay / Fail. Plain HTML with one small inline script (allowed
// by nonce), in the visitor's language (zh-Hans by default, zh-Hant, en).

export type CashierLanguage = 'zh-Hans' | 'zh-Hant' | 'en';

const TEXT = {
  'zh-Hans': {
    title: '沙盒收银台',
    note: '开发用沙盒支付，不会真实扣款。',
    amount: '应付金额',
    order: '订单号',
    item: '商品',
    remaining: '剩余支付时间',
    payer: '付款账户',
    pay: '确认支付',
    fail: '模拟支付失败',
    expired: '支付已超时，请返回重新下单',
    paid: '支付成功，正在通知商户',
    failed: '支付失败',
    done: '此订单已处理',
    notFound: '收银台链接无效或已失效',
    back: '返回商户',
  },
  'zh-Hant': {
    title: '沙盒收銀台',
    note: '開發用沙盒支付，不會真實扣款。',
    amount: '應付金額',
    order: '訂單號',
    item: '商品',
    remaining: '剩餘支付時間',
    payer: '付款帳戶',
    pay: '確認支付',
    fail: '模擬支付失敗',
    expired: '支付已逾時，請返回重新下單',
    paid: '支付成功，正在通知商戶',
    failed: '支付失敗',
    done: '此訂單已處理',
    notFound: '收銀台連結無效或已失效',
    back: '返回商戶',
  },
  en: {
    title: 'Sandbox cashier',
    note: 'Development sandbox: no real money moves.',
    amount: 'Amount due',
    order: 'Order',
    item: 'Item',
    remaining: 'Time left to pay',
    payer: 'Paying account',
    pay: 'Pay',
    fail: 'Simulate a failure',
    expired: 'The time to pay has run out. Go back and order again.',
    paid: 'Paid. The merchant is being notified.',
    failed: 'Payment failed',
    done: 'This order has already been handled',
    notFound: 'This cashier link is not valid',
    back: 'Back to the merchant',
  },
} as const;

export type CashierText = keyof (typeof TEXT)['en'];

const CURRENCY_SIGN: Record<string, string> = { CNY: '¥', HKD: 'HK$', MOP: 'MOP$' };

/**
 * The spec's language rule applied to Accept-Language: Hong Kong, Taiwan,
 * Macau and Hant variants are Traditional, anything with 'en' English, the
 * rest Simplified. The most preferred language decides.
 */
export function cashierLanguage(acceptLanguage: string | undefined): CashierLanguage {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.split('=')[1] ?? 1);
      return { tag, q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const first = ranked[0]?.tag ?? '';
  if (/hant|-(tw|hk|mo)\b/.test(first)) return 'zh-Hant';
  if (first.includes('en')) return 'en';
  return 'zh-Hans';
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface CashierPage {
  language: CashierLanguage;
  nonce: string;
  order?: {
    orderNo: string;
    sig: string;
    amount: string;
    currency: string;
    description: string;
    /** Seconds left to pay, counted by the server; null: no expiry. */
    remainingSeconds: number | null;
  };
  /** A message instead of the buttons (expired, paid, failed, not found). */
  message?: CashierText;
  returnUrl?: string;
}

export function renderCashierPage(page: CashierPage): string {
  const t = TEXT[page.language];
  const order = page.order;
  const canPay = order && !page.message && order.remainingSeconds !== 0;
  const body = [
    `<h1>${t.title}</h1><p class="note">${t.note}</p>`,
    order
      ? `<p class="amount">${t.amount}<strong data-testid="amount">${escape(CURRENCY_SIGN[order.currency] ?? order.currency)}${formatCents(order.amount)}</strong></p>
<dl><dt>${t.order}</dt><dd data-testid="order">${escape(order.orderNo)}</dd><dt>${t.item}</dt><dd>${escape(order.description)}</dd></dl>`
      : '',
    order && order.remainingSeconds !== null && canPay
      ? `<p>${t.remaining} <span id="countdown" data-testid="countdown" data-seconds="${order.remainingSeconds}"></span></p>`
      : '',
    canPay
      ? `<form method="post" action="/sandbox-pay/cashier/pay"><input type="hidden" name="order" value="${escape(order.orderNo)}"><input type="hidden" name="sig" value="${escape(order.sig)}">
<label>${t.payer} <input name="payer" value="sandbox-buyer" maxlength="64"></label><button id="pay" type="submit">${t.pay}</button></form>
<form method="post" action="/sandbox-pay/cashier/fail"><input type="hidden" name="order" value="${escape(order.orderNo)}"><input type="hidden" name="sig" value="${escape(order.sig)}"><button class="secondary" type="submit">${t.fail}</button></form>`
      : '',
    page.message || (order && order.remainingSeconds === 0)
      ? `<p class="message" data-testid="message">${t[page.message ?? 'expired']}</p>`
      : '',
    `<p id="expired" class="message" hidden>${t.expired}</p>`,
    page.returnUrl ? `<p><a href="${escape(page.returnUrl)}">${t.back}</a></p>` : '',
  ].join('\n');
  return `<!doctype html>
<html lang="${page.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${t.title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#222}
.note{color:#a15c00;background:#fff4e0;padding:.5rem;border-radius:.25rem}.amount strong{display:block;font-size:2.2rem;margin:.25rem 0}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dd{margin:0;word-break:break-all}
button{display:block;width:100%;padding:.8rem;margin:.6rem 0;font-size:1rem;border:0;border-radius:.4rem;background:#1a7f37;color:#fff}
button.secondary{background:#eee;color:#a00}button:disabled{background:#aaa}input{width:100%;padding:.4rem;box-sizing:border-box}
.message{font-weight:bold}</style></head>
<body>${body}
<script nonce="${page.nonce}">(function(){var el=document.getElementById('countdown');if(!el)return;
var left=Number(el.getAttribute('data-seconds'));var pay=document.getElementById('pay');
function pad(n){return(n<10?'0':'')+n}
function show(){var h=Math.floor(left/3600),m=Math.floor(left%3600/60),s=left%60;
el.textContent=(h?h+':'+pad(m):m)+':'+pad(s);
if(left<=0){el.textContent='0:00';if(pay)pay.disabled=true;document.getElementById('expired').hidden=false;return}
left--;setTimeout(show,1000)}show()})();</script>
</body></html>`;
}
