import { encode } from 'uqr';
import { formatMoney } from '@common/money-display';
import { seatsLeft } from '@common/feast-rules';
import type { FeastView } from './feast-query.service';

// The share poster (share-feast-poster): an SVG image the server draws from
// the feast, so every host shows and saves the same picture. Its few words
// come in the three interface languages.
const WORDS = {
  'zh-Hans': { seatsLeft: '剩余座位', deposit: '订金/位', scan: '长按或扫码查看饭局', full: '已满员' },
  'zh-Hant': { seatsLeft: '剩餘座位', deposit: '訂金/位', scan: '長按或掃碼查看飯局', full: '已滿員' },
  en: { seatsLeft: 'Seats left', deposit: 'Deposit / seat', scan: 'Scan to open the feast', full: 'Full' },
} as const;

export type PosterLanguage = keyof typeof WORDS;

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Wraps text to lines of at most `max` characters (CJK counts as two), at most `lines` lines. */
function wrap(text: string, max: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  let width = 0;
  for (const ch of text) {
    const w = /[\u1100-\uffff]/.test(ch) ? 2 : 1;
    if (width + w > max) {
      // A Latin word is not cut: the line breaks at its last space when there is one.
      const space = line.lastIndexOf(' ');
      const carry = w === 1 && space > 0 ? line.slice(space + 1) : '';
      out.push(carry ? line.slice(0, space) : line);
      line = carry;
      width = carry.length;
    }
    line += ch;
    width += w;
  }
  if (line) out.push(line);
  if (out.length > lines) {
    out.length = lines;
    out[lines - 1] = `${out[lines - 1].slice(0, -1)}…`;
  }
  return out;
}

function qrPath(text: string, x: number, y: number, size: number): string {
  const { data } = encode(text, { ecc: 'M', border: 1 });
  const cell = size / data.length;
  const parts: string[] = [];
  data.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (dark)
        parts.push(
          `M${(x + c * cell).toFixed(2)} ${(y + r * cell).toFixed(2)}h${cell.toFixed(2)}v${cell.toFixed(2)}h-${cell.toFixed(2)}z`,
        );
    }),
  );
  return parts.join('');
}

export interface PosterInput {
  view: FeastView;
  language: string;
  linkUrl: string;
  /** The feast's start, already written in the store's time zone and the poster's language. */
  when: string;
}

export function feastPosterSvg({ view, language, linkUrl, when }: PosterInput) {
  const posterLanguage = (language in WORDS ? language : 'zh-Hans') as PosterLanguage;
  const words = WORDS[posterLanguage];
  const { feast } = view;
  const dark = feast.theme === 'DARK';
  const bg = dark ? '#14110d' : '#fbf7ef';
  const fg = dark ? '#f6ecd6' : '#2a2116';
  const gold = feast.style === 'DARK_GOLD' ? '#b8893b' : '#d9b46a';
  const width = 750;
  const height = 1200;
  const cover = feast.shareCover?.url || feast.images[0]?.url || '';
  const left = seatsLeft(feast);
  const title = wrap(feast.title, 24, 2);
  const place = wrap(feast.place || view.storeName, 40, 2);
  const text = (x: number, y: number, size: number, color: string, value: string, weight = 'normal') =>
    `<text x="${x}" y="${y}" font-size="${size}" fill="${color}" font-weight="${weight}" font-family="sans-serif">${esc(value)}</text>`;
  const body = [
    `<rect width="${width}" height="${height}" fill="${bg}"/>`,
    cover
      ? `<image href="${esc(cover)}" x="0" y="0" width="${width}" height="520" preserveAspectRatio="xMidYMid slice"/>`
      : `<rect x="0" y="0" width="${width}" height="520" fill="${gold}" opacity="0.35"/>`,
    `<rect x="40" y="560" width="8" height="${title.length * 60}" fill="${gold}"/>`,
    ...title.map((line, i) => text(68, 610 + i * 60, 48, fg, line, 'bold')),
    text(40, 760, 30, gold, when),
    ...place.map((line, i) => text(40, 810 + i * 40, 28, fg, line)),
    text(40, 940, 28, fg, `${words.seatsLeft}: ${left > 0 ? `${left} / ${feast.participantCount}` : words.full}`),
    text(40, 990, 28, fg, `${words.deposit}: ${formatMoney(feast.depositPerPerson, feast.currency, posterLanguage)}`),
    `<rect x="520" y="880" width="190" height="190" fill="#ffffff"/>`,
    `<path d="${qrPath(linkUrl, 525, 885, 180)}" fill="#000000"/>`,
    text(40, 1120, 24, gold, words.scan),
    text(520, 1110, 22, fg, feast.number),
  ];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body.join('')}</svg>`;
  return { svg, width, height };
}
