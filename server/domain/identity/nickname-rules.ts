import type { ServerMessageKey } from '@common/server-messages';

export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 20;

// Words a nickname may not contain: ones that pass a diner off as the
// platform or its staff, and common abuse. Compared after folding case,
// width and the separators people put between letters to get around a list.
const FORBIDDEN_WORDS = [
  'admin',
  'administrator',
  'official',
  'feastbook',
  'system',
  'customerservice',
  'moderator',
  '管理员',
  '官方',
  '客服',
  '系统',
  '平台',
  'fuck',
  'shit',
  'bitch',
  '傻逼',
  '操你',
  '妈的',
  '他妈',
];

// Letters and marks of any script, digits, and a few separators inside a name.
const ALLOWED = /^[\p{L}\p{M}\p{N} _\-.·]+$/u;

/** Full-width to half-width, lower case, separators removed: what the forbidden list is matched against. */
export function foldNickname(nickname: string): string {
  return nickname
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s_\-.·]/g, '');
}

/** The first nickname rule (spec section 5) a nickname breaks, or undefined. Uniqueness is checked apart. */
export function nicknameViolation(nickname: string): ServerMessageKey | undefined {
  const length = [...nickname].length;
  if (length < NICKNAME_MIN || length > NICKNAME_MAX) return 'nicknameLength';
  if (!ALLOWED.test(nickname) || nickname !== nickname.trim()) return 'nicknameIllegalCharacters';
  const folded = foldNickname(nickname);
  if (FORBIDDEN_WORDS.some((word) => folded.includes(foldNickname(word)))) return 'nicknameForbiddenWords';
  return undefined;
}

/** Candidates to suggest for a taken nickname: the name with a number, kept within the length limit. */
export function nicknameCandidates(nickname: string, random: () => number = Math.random): string[] {
  const base = [...nickname].slice(0, NICKNAME_MAX - 4).join('');
  const seen = new Set<string>();
  while (seen.size < 8) seen.add(`${base}${100 + Math.floor(random() * 9900)}`);
  return [...seen];
}
