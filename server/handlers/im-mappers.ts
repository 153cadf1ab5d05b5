import { intlToFields } from '@common/intl-text';
import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { OperatorType } from '@gen/common/v1/enums_pb';
import type { Operator } from '@gen/identity/v1/operator_pb';
import {
  ConversationSchema,
  ConversationType,
  DeliveryStatus,
  MessageSchema,
  MessageType,
  type Conversation,
  type Message,
} from '@gen/im/v1/im_pb';
import type { InboxEntry } from '../domain/im/conversation.service';
import type { Party } from '../domain/im/im-party';
import { partyFromKey } from '../domain/im/im-party';
import type { IntentionJson, MessageTypeName } from '../domain/im/im.tables';
import type { MessageRecord } from '../domain/im/message.repository';

const MESSAGE_TYPE: Record<MessageTypeName, MessageType> = {
  TEXT: MessageType.TEXT,
  IMAGE: MessageType.IMAGE,
  EVENT: MessageType.EVENT,
  BOOKING_ORDER_INTENTION: MessageType.BOOKING_ORDER_INTENTION,
};

export function messageTypeName(type: MessageType): MessageTypeName | undefined {
  return (Object.keys(MESSAGE_TYPE) as MessageTypeName[]).find((name) => MESSAGE_TYPE[name] === type);
}

export function toOperator(party: Pick<Party, 'type' | 'id' | 'key'>): Operator {
  return {
    $typeName: 'identity.v1.Operator',
    type: OperatorType[party.type as keyof typeof OperatorType] ?? OperatorType.OPERATOR_TYPE_UNSPECIFIED,
    id: party.type === 'ADMIN' || party.type === 'SYSTEM' ? '0' : party.id,
    key: party.key,
  };
}

/** A stored message on the wire; `fileBase` prefixes image paths when a CDN serves uploads. */
export function toImMessage(record: MessageRecord, fileBase = ''): Message {
  const sender = partyFromKey(record.senderKey);
  return create(MessageSchema, {
    messageId: record.id,
    conversationId: record.conversationId,
    seq: record.seq,
    type: MESSAGE_TYPE[record.type],
    sender: sender ? toOperator(sender) : undefined,
    text: record.text,
    image: record.image ? { ...record.image, url: `${fileBase}${record.image.url}` } : undefined,
    event: record.event ?? undefined,
    bookingOrderIntention: record.intention ?? undefined,
    clientMessageId: record.clientMessageId,
    createTime: timestampFromDate(record.createTime),
    deliveryStatus: DeliveryStatus.SUCCESS,
  });
}

export function toConversation(actor: Party, entry: InboxEntry, fileBase = ''): Conversation {
  const c = entry.conversation;
  return create(ConversationSchema, {
    conversationId: c.id,
    type: c.type === 'SINGLE' ? ConversationType.SINGLE : ConversationType.GROUP,
    operator: toOperator(actor),
    member: entry.other ? toOperator(entry.other.party) : undefined,
    title: c.type === 'SINGLE' ? (entry.other?.name ?? '') : c.title,
    avatarUrl: entry.other?.avatarUrl ?? '',
    intlTitle: c.type === 'SINGLE' ? intlToFields(entry.other?.intlName) : undefined,
    subjectType: c.subjectType,
    subjectId: c.subjectId,
    memberCount: entry.memberCount,
    lastMessage: entry.lastMessage ? toImMessage(entry.lastMessage, fileBase) : undefined,
    lastSeq: c.lastSeq,
    readSeq: entry.member.lastReadSeq,
    unreadCount: entry.unreadCount,
    updateTime: timestampFromDate(c.updateTime),
  });
}

/** The intention fields a diner sends; the server fills the contact and the order. */
export function fromIntention(input: {
  storeId: string;
  reservationDate: string;
  reservationStartSecond: number;
  adultCount: number;
  childCount: number;
  remark: string;
}): Partial<IntentionJson> {
  return {
    storeId: input.storeId,
    reservationDate: input.reservationDate,
    reservationStartSecond: input.reservationStartSecond,
    adultCount: input.adultCount,
    childCount: input.childCount,
    remark: input.remark,
  };
}
