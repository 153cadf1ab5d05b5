import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import { ConversationRepository } from './conversation.repository';
import { SYSTEM_PARTY, type Party } from './im-party';
import type { MessageWriter } from './message-writer';

export interface GroupSubject {
  /** What the group is about, e.g. FEAST. */
  subjectType: string;
  subjectId: string;
}

/**
 * Group conversations for a subject (a feast and its participants): made
 * once per subject, members joining and leaving as the subject's domain
 * says. Each call can run inside the caller's own transaction (pass `trx`),
 * so "participant joined" and "member added" commit together. Members hear
 * of it on their sockets (CREATE_CONVERSATION, CREATE_MEMBER,
 * DELETE_MEMBER) and the chat shows a system line.
 */
export class GroupService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly writer: MessageWriter,
    private readonly now: () => Date,
  ) {}

  /** The subject's group, made with these members the first time; later calls return the same id. */
  async ensureGroup(
    subject: GroupSubject & { title: string; members: Party[] },
    trx?: Kysely<Database>,
  ): Promise<string> {
    return this.inTransaction(trx, async (t) => {
      const conversations = new ConversationRepository(t);
      const existing = await conversations.findIdBySubject(subject.subjectType, subject.subjectId);
      if (existing) return existing;
      const id =
        (await conversations.insertGroup(subject.subjectType, subject.subjectId, subject.title.slice(0, 100))) ??
        (await conversations.findIdBySubject(subject.subjectType, subject.subjectId));
      if (!id) throw domainError('conflict', 'imConversationNotFound');
      for (const member of subject.members) await conversations.addMember(id, member);
      for (const member of subject.members) await this.writer.sync(t, 'CREATE_CONVERSATION', id, member);
      await this.writer.append(
        t,
        { id, type: 'GROUP' },
        SYSTEM_PARTY,
        null,
        { type: 'EVENT', event: { kind: 'GROUP_CREATED', params: { title: subject.title } } },
        this.now(),
      );
      return id;
    });
  }

  async groupOf(subject: GroupSubject, trx?: Kysely<Database>): Promise<string | undefined> {
    return new ConversationRepository(trx ?? this.db).findIdBySubject(subject.subjectType, subject.subjectId);
  }

  async rename(conversationId: string, title: string, trx?: Kysely<Database>): Promise<void> {
    await new ConversationRepository(trx ?? this.db).setTitle(conversationId, title.slice(0, 100));
  }

  /** Adds a member (or brings one back); a no-op for a member already there. */
  async addMember(conversationId: string, member: Party, trx?: Kysely<Database>): Promise<boolean> {
    return this.inTransaction(trx, async (t) => {
      const conversations = new ConversationRepository(t);
      const conversation = await conversations.findById(conversationId);
      if (!conversation || conversation.type !== 'GROUP') throw domainError('not_found', 'imConversationNotFound');
      if (!(await conversations.addMember(conversationId, member))) return false;
      await this.writer.sync(t, 'CREATE_MEMBER', conversationId, member);
      await this.line(t, conversationId, 'MEMBER_JOINED', member);
      return true;
    });
  }

  /** Removes a member; a no-op for one not there. Their history stays; they no longer see or post. */
  async removeMember(conversationId: string, member: Party, trx?: Kysely<Database>): Promise<boolean> {
    return this.inTransaction(trx, async (t) => {
      const conversations = new ConversationRepository(t);
      if (!(await conversations.removeMember(conversationId, member.key, this.now()))) return false;
      await this.writer.sync(t, 'DELETE_MEMBER', conversationId, member);
      await this.line(t, conversationId, 'MEMBER_LEFT', member);
      return true;
    });
  }

  private line(trx: Kysely<Database>, conversationId: string, kind: string, member: Party) {
    return this.writer.append(
      trx,
      { id: conversationId, type: 'GROUP' },
      SYSTEM_PARTY,
      null,
      { type: 'EVENT', event: { kind, params: { memberKey: member.key } } },
      this.now(),
    );
  }

  private inTransaction<T>(trx: Kysely<Database> | undefined, work: (t: Kysely<Database>) => Promise<T>): Promise<T> {
    if (trx) return work(trx);
    return this.db.transaction().execute(work);
  }
}
