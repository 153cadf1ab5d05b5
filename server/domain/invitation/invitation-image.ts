import { invitationLines, type InvitationLineKind } from '@common/invitation-card';
import type { SharedInvitationView } from './invitation-template.service';

type Language = 'zh-Hans' | 'zh-Hant' | 'en';

const LABELS: Record<Language, Record<InvitationLineKind | 'invite' | 'closed', string>> = {
  'zh-Hans': {
    invite: '{host}邀请您共进美食',
    when: '时间',
    people: '人数',
    seat: '座位',
    taker: '接待',
    where: '地点',
    closed: '此预订已关闭',
  },
  'zh-Hant': {
    invite: '{host}邀請您共享美食',
    when: '時間',
    people: '人數',
    seat: '座位',
    taker: '接待',
    where: '地點',
    closed: '此預訂已關閉',
  },
  en: {
    invite: '{host} invites you to dine',
    when: 'When',
    people: 'Guests',
    seat: 'Table',
    taker: 'Host',
    where: 'Where',
    closed: 'This booking is closed',
  },
};

const TITLES: Record<string, Record<Language, string>> = {
  MR: { 'zh-Hans': '先生', 'zh-Hant': '先生', en: 'Mr ' },
  MS: { 'zh-Hans': '女士', 'zh-Hant': '女士', en: 'Ms ' },
  MISS: { 'zh-Hans': '小姐', 'zh-Hant': '小姐', en: 'Miss ' },
  MRS: { 'zh-Hans': '太太', 'zh-Hant': '太太', en: 'Mrs ' },
  BOSS: { 'zh-Hans': '老板', 'zh-Hant': '老闆', en: '' },
};

function escapeXml(value: string): string {
  return value.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
}

export function imageLanguage(value: string | undefined): Language {
  if (value === 'en' || value === 'zh-Hant') return value;
  return 'zh-Hans';
}

/**
 * The invitation as an SVG card (750 x 1000): what "save the image" keeps and
 * what can be forwarded. Same lines as the share page (common/invitation-card).
 */
export function invitationSvg(view: SharedInvitationView, language: Language): string {
  const labels = LABELS[language];
  const title = TITLES[view.hostTitle]?.[language] ?? '';
  const host = language === 'en' ? `${title}${view.hostLastName}`.trim() : `${view.hostLastName}${title}`;
  const hh = String(Math.floor((view.startSecond % 86_400) / 3600)).padStart(2, '0');
  const mm = String(Math.floor((view.startSecond % 3600) / 60)).padStart(2, '0');
  const lines = invitationLines(view.style, {
    storeName: view.storeName,
    storeAddress: view.storeAddress,
    when: `${view.reservationDate} ${hh}:${mm}`,
    peopleCount: view.peopleCount,
    seatNames: view.seatNames,
    takerName: view.takerName,
    host,
  });
  const s = view.style;
  const rows = lines
    .map(
      (line, i) =>
        `<text x="80" y="${430 + i * 90}" font-size="26" fill="${s.primaryColor}">${escapeXml(labels[line.kind])}</text>` +
        `<text x="80" y="${468 + i * 90}" font-size="32" fill="${s.textColor}">${escapeXml(line.value)}</text>`,
    )
    .join('');
  const cover = s.coverImageUrl
    ? `<image href="${escapeXml(s.coverImageUrl)}" x="0" y="0" width="750" height="260" preserveAspectRatio="xMidYMid slice"/>`
    : `<rect x="0" y="0" width="750" height="260" fill="${s.primaryColor}" opacity="0.25"/>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="750" height="1000" viewBox="0 0 750 1000" font-family="sans-serif">
<rect width="750" height="1000" fill="${s.backgroundColor}"/>
${cover}
<rect x="40" y="290" width="670" height="670" rx="24" fill="none" stroke="${s.primaryColor}" stroke-width="3"/>
<text x="375" y="360" font-size="40" text-anchor="middle" fill="${s.primaryColor}">${escapeXml(labels.invite.replace('{host}', host || view.storeName))}</text>
${s.greeting ? `<text x="375" y="400" font-size="24" text-anchor="middle" fill="${s.textColor}">${escapeXml(s.greeting)}</text>` : ''}
${rows}
${view.isClosed ? `<text x="375" y="930" font-size="28" text-anchor="middle" fill="#E05656">${escapeXml(labels.closed)}</text>` : ''}
</svg>`;
}
