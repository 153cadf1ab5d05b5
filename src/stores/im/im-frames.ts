import { fromJson, type JsonReadOptions, type JsonValue } from '@bufbuild/protobuf';
import { MessageSchema, type Message } from '../../gen/im/v1/im_pb';

/** What the server sends on the chat socket (docs/messages.md). */
export type ImFrame =
  | { type: 'ready'; keys: string[] }
  | { type: 'message'; message: Message }
  | { type: 'sync'; syncType: string; conversationId: string; memberKey: string }
  | { type: 'read'; conversationId: string; memberKey: string; readSeq: string }
  | { type: 'resync' }
  | { type: 'pong' };

/**
 * A frame's text, parsed; undefined for anything this client does not know. A message's
 * fields this build does not know are skipped by the app's options and refused by tests'.
 */
export function parseFrame(text: string, options: Partial<JsonReadOptions>): ImFrame | undefined {
  let raw: { type?: string; message?: JsonValue } & Record<string, unknown>;
  try {
    raw = JSON.parse(text);
  } catch {
    return undefined;
  }
  switch (raw.type) {
    case 'message':
      return { type: 'message', message: fromJson(MessageSchema, raw.message ?? {}, options) };
    case 'ready':
    case 'sync':
    case 'read':
    case 'resync':
    case 'pong':
      return raw as ImFrame;
    default:
      return undefined;
  }
}
