import { domainError } from '../errors';
import type { SensitiveWords } from './sensitive-words';

/** Longest TEXT message, in characters (code points). */
export const MAX_TEXT_LENGTH = 1000;
/** Flood limit: at most this many messages from one person ... */
export const FLOOD_MAX_MESSAGES = 20;
/** ... within this many seconds; past it the sender waits (429, Retry-After). */
export const FLOOD_WINDOW_SECONDS = 10;
export const DEFAULT_PAGE = 30;
export const MAX_PAGE = 100;

/** A TEXT message's body, trimmed and checked: not empty, not too long, nothing sensitive. */
export function checkText(text: string, words: SensitiveWords): string {
  const trimmed = text.trim();
  if (!trimmed) throw domainError('invalid', 'imMessageEmpty');
  if ([...trimmed].length > MAX_TEXT_LENGTH) throw domainError('invalid', 'imMessageTooLong');
  if (words.find(trimmed)) throw domainError('invalid', 'imSensitiveContent');
  return trimmed;
}

/**
 * Seconds the sender must wait, or 0: the send times of their recent
 * messages (oldest first, at most FLOOD_MAX_MESSAGES, within the window).
 */
export function floodWaitSeconds(recent: Date[], now: Date): number {
  if (recent.length < FLOOD_MAX_MESSAGES) return 0;
  const oldest = recent[recent.length - FLOOD_MAX_MESSAGES];
  const freeAt = oldest.getTime() + FLOOD_WINDOW_SECONDS * 1000;
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
}

export function pageLimit(limit: number): number {
  if (!limit || limit <= 0) return DEFAULT_PAGE;
  return Math.min(limit, MAX_PAGE);
}
