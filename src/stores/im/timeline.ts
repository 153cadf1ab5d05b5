import type { Message } from '../../gen/im/v1/im_pb';

const seqOf = (m: Message) => BigInt(m.seq || '0');

/**
 * Stored messages merged by seq: each seq once (a later copy replaces an
 * earlier one, as when a booking intention gets its order), oldest first.
 * The socket and the catch-up query may both bring a message; it shows once.
 */
export function mergeBySeq(current: readonly Message[], incoming: readonly Message[]): Message[] {
  if (incoming.length === 0) return current as Message[];
  const bySeq = new Map<string, Message>();
  for (const m of current) bySeq.set(m.seq, m);
  for (const m of incoming) bySeq.set(m.seq, m);
  return [...bySeq.values()].sort((a, b) => (seqOf(a) < seqOf(b) ? -1 : seqOf(a) > seqOf(b) ? 1 : 0));
}

/** The highest seq held, '0' for none. */
export function lastSeqOf(messages: readonly Message[]): string {
  return messages.length ? messages[messages.length - 1].seq : '0';
}

/** Whether the list runs 1..n or first..n without a hole: what "nothing lost" means. */
export function isContiguous(messages: readonly Message[]): boolean {
  for (let i = 1; i < messages.length; i++) {
    if (seqOf(messages[i]) !== seqOf(messages[i - 1]) + 1n) return false;
  }
  return true;
}

/** A random id for a message being sent, kept across resends so the server stores it once. */
export function newClientMessageId(random: () => number = Math.random): string {
  const part = () =>
    Math.floor(random() * 0x100000000)
      .toString(16)
      .padStart(8, '0');
  return `${Date.now().toString(16)}-${part()}${part()}`;
}
