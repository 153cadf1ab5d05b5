import { serverMessageKey } from '@/common/server-messages';
import { i18n } from '@/i18n/i18n';
import '@/i18n/server-message-texts';

/** A server message in the reader's language (the spec's English text when unknown). */
export function translateServerText(text: string): string {
  const key = serverMessageKey(text.replace(/^\[[^\]]*\]\s*/, ''));
  return key ? i18n.t(`serverMessage.${key}`) : text;
}
