// The invitation card of a shared booking: which lines a template shows, in
// order. The share page, the staff's live preview and the server's image all
// draw from this, so the three never disagree.

export interface InvitationStyle {
  name: string;
  theme: string;
  primaryColor: string;
  backgroundColor: string;
  textColor: string;
  coverImageUrl: string;
  backgroundImageUrl: string;
  imageUrls: string[];
  parkingImageUrl: string;
  greeting: string;
  showSeat: boolean;
  showPeople: boolean;
  showTime: boolean;
  showTaker: boolean;
}

/** The built-in template: what a store without templates shares. */
export const DEFAULT_INVITATION_STYLE: InvitationStyle = {
  name: '',
  theme: 'DARK',
  primaryColor: '#C8A063',
  backgroundColor: '#1F1B16',
  textColor: '#F5EBDD',
  coverImageUrl: '',
  backgroundImageUrl: '',
  imageUrls: [],
  parkingImageUrl: '',
  greeting: '',
  showSeat: true,
  showPeople: true,
  showTime: true,
  showTaker: false,
};

export const INVITATION_THEMES = ['DARK', 'WHITE'] as const;

export const INVITATION_MAX_IMAGES = 9;

const COLOR = /^#[0-9A-Fa-f]{6}$/;

export function isInvitationColor(value: string): boolean {
  return COLOR.test(value);
}

/** Colours a theme starts from when staff pick it. */
export const THEME_COLORS: Record<
  (typeof INVITATION_THEMES)[number],
  Pick<InvitationStyle, 'primaryColor' | 'backgroundColor' | 'textColor'>
> = {
  DARK: { primaryColor: '#C8A063', backgroundColor: '#1F1B16', textColor: '#F5EBDD' },
  WHITE: { primaryColor: '#B08A4A', backgroundColor: '#FFFFFF', textColor: '#2B2B2B' },
};

export interface InvitationFacts {
  storeName: string;
  storeAddress: string;
  /** Already formatted for the reader: "2026-05-02 18:30". */
  when: string;
  peopleCount: number;
  seatNames: string[];
  takerName: string;
  host: string;
}

export type InvitationLineKind = 'when' | 'people' | 'seat' | 'taker' | 'where';

export interface InvitationLine {
  kind: InvitationLineKind;
  value: string;
}

/** The lines of the card, in order, as the template's display options allow. */
export function invitationLines(style: InvitationStyle, facts: InvitationFacts): InvitationLine[] {
  const lines: InvitationLine[] = [];
  if (style.showTime && facts.when) lines.push({ kind: 'when', value: facts.when });
  if (style.showPeople && facts.peopleCount > 0) lines.push({ kind: 'people', value: String(facts.peopleCount) });
  if (style.showSeat && facts.seatNames.length) lines.push({ kind: 'seat', value: facts.seatNames.join(', ') });
  if (style.showTaker && facts.takerName) lines.push({ kind: 'taker', value: facts.takerName });
  lines.push({ kind: 'where', value: [facts.storeName, facts.storeAddress].filter(Boolean).join(' · ') });
  return lines;
}
