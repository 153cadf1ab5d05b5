import type { TFunction } from '@/i18n/message-keys.types';
import { MessageType, type Message, type MessageEvent } from '@/gen/im/v1/im_pb';
import '@/i18n/im-texts';

/** Who a key names, as a reader sees it: a looked-up name, the platform, the system, or the reader. */
export function partyName(key: string, t: TFunction, names: ReadonlyMap<string, string>, selfKey = ''): string {
  if (key === selfKey) return t('im.you');
  if (key === 'ADMIN') return t('im.platform');
  if (key === 'SYSTEM' || !key) return t('im.system');
  // Never the raw key ("USER:1"): until its name arrives, or for someone gone, a member.
  return names.get(key) || t('im.someone');
}

/** The people a message names, whose names a reader needs: its sender and, for a system line, its member. */
export function keysNamedBy(message: Message | undefined): string[] {
  if (!message) return [];
  return [message.sender?.key ?? '', message.event?.params?.memberKey ?? ''].filter(
    (key) => key && key !== 'SYSTEM' && key !== 'ADMIN',
  );
}

/** A system line in the reader's language. */
export function eventText(event: MessageEvent | undefined, t: TFunction, names: ReadonlyMap<string, string>): string {
  const kind = event?.kind ?? '';
  const params = event?.params ?? {};
  const known = ['BOOKING_CREATED', 'GROUP_CREATED', 'MEMBER_JOINED', 'MEMBER_LEFT', 'BOOKING_CONFIRMED'];
  if (!known.includes(kind)) return t('im.event.unknown');
  const name = params.memberKey ? partyName(params.memberKey, t, names) : '';
  return t(`im.event.${kind as 'GROUP_CREATED'}`, { ...params, name });
}

/** One line for a conversation list: text, or what kind of message it was. */
export function previewOf(message: Message | undefined, t: TFunction, names: ReadonlyMap<string, string>): string {
  if (!message) return '';
  switch (message.type) {
    case MessageType.TEXT:
      return message.text;
    case MessageType.IMAGE:
      return t('im.imageMessage');
    case MessageType.BOOKING_ORDER_INTENTION:
      return t('im.intentionMessage');
    case MessageType.EVENT:
      return eventText(message.event, t, names);
    default:
      return '';
  }
}

/** An image path the server gave relative to itself, made absolute against the API base. */
export function fileUrl(url: string, apiBase: string): string {
  return url.startsWith('/') ? `${apiBase}${url}` : url;
}

/** Seconds of the day as HH:mm. */
export function timeOfDay(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}
