import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DynamicCodeKind } from '../ticketing/ticketing.tables';

// A dynamic code proves that the person at the door holds a live screen of
// the subject's owner: the server signs (kind, subject, store, 30-second
// window) with its secret, so a code cannot be made up, moved to another
// store or kept: a screenshot stops working one window later.

/** Each code is signed for one window of this length. */
export const WINDOW_MS = 30_000;
/** A code of the previous window still passes: the diner's screen and the scan are a few seconds apart. */
const GRACE_WINDOWS = 1;
/** How far back an old code is still recognised as ours, to tell "expired" from "forged". */
const RECOGNISED_WINDOWS = 2880;

const LETTER: Record<DynamicCodeKind, string> = { BOOKING_ORDER: 'B', TICKETING_EVENT_TICKET_VOUCHER: 'V' };
const KIND_OF: Record<string, DynamicCodeKind> = { B: 'BOOKING_ORDER', V: 'TICKETING_EVENT_TICKET_VOUCHER' };
const QR_PREFIX = 'FBDC1';

export interface CodeSubject {
  kind: DynamicCodeKind;
  subjectId: string;
  storeId: string;
}

export interface IssuedCode {
  /** What the QR code holds. */
  code: string;
  /** What staff type when there is no scanner. */
  shortCode: string;
  expireTime: Date;
}

/** A code read from a scan or typed; window is known for the QR form only. */
export interface ParsedCode {
  kind: DynamicCodeKind;
  subjectId: string;
  window: number | null;
  signature: string;
}

export type CodeCheck = { ok: true; window: number } | { ok: false; reason: 'expired' | 'forged' };

export function windowOf(time: Date): number {
  return Math.floor(time.getTime() / WINDOW_MS);
}

function mac(secret: string, s: CodeSubject, window: number): Buffer {
  return createHmac('sha256', secret).update(`${s.kind}|${s.subjectId}|${s.storeId}|${window}`).digest();
}

function longSignature(secret: string, s: CodeSubject, window: number): string {
  return mac(secret, s, window).subarray(0, 12).toString('base64url');
}

function shortDigits(secret: string, s: CodeSubject, window: number): string {
  return String(mac(secret, s, window).readUInt32BE(0) % 1_000_000).padStart(6, '0');
}

export function issueCode(secret: string, s: CodeSubject, now: Date): IssuedCode {
  const window = windowOf(now);
  const letter = LETTER[s.kind];
  return {
    code: `${QR_PREFIX}.${letter}.${s.subjectId}.${window}.${longSignature(secret, s, window)}`,
    shortCode: `${letter}${s.subjectId}-${shortDigits(secret, s, window)}`,
    expireTime: new Date((window + 1) * WINDOW_MS),
  };
}

/** The kind and subject a code names, or null when the text is not one of our codes. */
export function parseCode(text: string): ParsedCode | null {
  const trimmed = text.trim();
  const long = /^FBDC1\.([BV])\.(\d{1,18})\.(\d{1,15})\.([A-Za-z0-9_-]{16})$/.exec(trimmed);
  if (long) return { kind: KIND_OF[long[1]], subjectId: long[2], window: Number(long[3]), signature: long[4] };
  const short = /^([BVbv])\s*(\d{1,18})\s*-?\s*(\d{6})$/.exec(trimmed);
  if (short) return { kind: KIND_OF[short[1].toUpperCase()], subjectId: short[2], window: null, signature: short[3] };
  return null;
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Whether a parsed code was signed for this subject, and still in time at `now`. */
export function checkCode(secret: string, parsed: ParsedCode, s: CodeSubject, now: Date): CodeCheck {
  const current = windowOf(now);
  const live = (w: number) => w <= current && w >= current - GRACE_WINDOWS;
  if (parsed.window !== null) {
    const w = parsed.window;
    if (w > current || w < current - RECOGNISED_WINDOWS || !same(longSignature(secret, s, w), parsed.signature)) {
      return { ok: false, reason: 'forged' };
    }
    return live(w) ? { ok: true, window: w } : { ok: false, reason: 'expired' };
  }
  for (let w = current; w >= current - RECOGNISED_WINDOWS; w--) {
    if (!same(shortDigits(secret, s, w), parsed.signature)) continue;
    return live(w) ? { ok: true, window: w } : { ok: false, reason: 'expired' };
  }
  return { ok: false, reason: 'forged' };
}

// The static codes a diner is told to show, for a phone that cannot show a
// live screen: a booking's 8-digit booking_code (on the order and in its
// messages) and a ticket's own code, T<id>-<8 secret digits>. They do not
// expire, so they are accepted only by the subject's own store, once.

export type StaticCode =
  | { kind: 'BOOKING_ORDER'; bookingCode: string }
  | { kind: 'TICKETING_EVENT_TICKET_VOUCHER'; subjectId: string; digits: string };

export function staticVoucherCode(voucherId: string, digits: string): string {
  return `T${voucherId}-${digits}`;
}

/** The static code a text names, or null when it is none. */
export function parseStaticCode(text: string): StaticCode | null {
  const trimmed = text.trim().replace(/\s+/g, '');
  if (/^\d{8}$/.test(trimmed)) return { kind: 'BOOKING_ORDER', bookingCode: trimmed };
  const voucher = /^[Tt](\d{1,18})-?(\d{8})$/.exec(trimmed);
  if (voucher) return { kind: 'TICKETING_EVENT_TICKET_VOUCHER', subjectId: voucher[1], digits: voucher[2] };
  return null;
}

export function sameDigits(a: string, b: string): boolean {
  return same(a, b);
}
