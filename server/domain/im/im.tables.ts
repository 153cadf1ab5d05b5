import type { ColumnType } from 'kysely';
import type { CreatedAt, Id, Int8, NullableTimestamp, Timestamp, WithDefault } from '../../db/column-types';

export type ConversationTypeName = 'SINGLE' | 'GROUP';
export type MessageTypeName = 'TEXT' | 'IMAGE' | 'EVENT' | 'BOOKING_ORDER_INTENTION';

export interface ImageJson {
  fileId: string;
  url: string;
  width: number;
  height: number;
  contentType: string;
}

export interface EventJson {
  kind: string;
  params: Record<string, string>;
}

export interface IntentionJson {
  storeId: string;
  reservationDate: string;
  reservationStartSecond: number;
  adultCount: number;
  childCount: number;
  remark: string;
  dinerName: string;
  phoneRegionCode: string;
  phone: string;
  bookingOrderId: string;
  orderNo: string;
}

export interface ImConversationRow {
  id: Id;
  type: ConversationTypeName;
  single_key: string | null;
  subject_type: WithDefault<string>;
  subject_id: WithDefault<string>;
  title: WithDefault<string>;
  last_seq: ColumnType<string, string | number | undefined, string | number>;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

export interface ImMemberRow {
  conversation_id: Int8;
  member_key: string;
  member_type: string;
  member_id: ColumnType<string, string | number | undefined, string | number>;
  last_read_seq: ColumnType<string, string | number | undefined, string | number>;
  join_time: CreatedAt;
  delete_time: NullableTimestamp;
}

export interface ImMessageRow {
  id: Id;
  conversation_id: Int8;
  seq: Int8;
  type: MessageTypeName;
  sender_key: string;
  sender_user_id: ColumnType<string | null, string | null | undefined, string | null>;
  text: WithDefault<string>;
  image: ColumnType<ImageJson | null, string | null | undefined, string | null>;
  event: ColumnType<EventJson | null, string | null | undefined, string | null>;
  intention: ColumnType<IntentionJson | null, string | null | undefined, string | null>;
  client_message_id: WithDefault<string>;
  create_time: CreatedAt;
}

export interface ImSocketTicketRow {
  ticket_hash: string;
  user_id: Int8;
  session_id: Int8;
  expire_time: Timestamp;
  use_time: NullableTimestamp;
}

export interface ImTables {
  im_conversation: ImConversationRow;
  im_member: ImMemberRow;
  im_message: ImMessageRow;
  im_socket_ticket: ImSocketTicketRow;
}
