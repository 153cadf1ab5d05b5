import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import type { OperatorRef } from '../identity/operator-info.service';
import { ConversationRepository, type ConversationRecord } from './conversation.repository';
import { ADMIN_PARTY, partyOf, singleKeyOf, type Party } from './im-party';
import type { MessageWriter } from './message-writer';
import { MessageRepository } from './message.repository';

/**
 * The pairs a single conversation may join (spec section 3): a diner and a
 * store, a diner and the platform admin. A diner starts either; a store
 * starts one only with a diner who has booked with it; the admin with any
 * diner.
 */
export class SingleConversations {
  constructor(private readonly db: Kysely<Database>) {}

  keyOf(actor: Party, target: Party): string {
    return singleKeyOf(actor, target);
  }

  /** The other member named by a request (none: the platform admin), checked against the actor. */
  async target(actor: Party, member: OperatorRef | null | undefined): Promise<Party> {
    const target = member ? partyOf(member) : ADMIN_PARTY;
    if (!target || target.key === actor.key) throw domainError('invalid', 'imMemberNotAllowed');
    const ok =
      (actor.type === 'USER' && target.type === 'STORE' && (await this.storeExists(target.id))) ||
      (actor.type === 'USER' && target.type === 'ADMIN') ||
      (actor.type === 'STORE' &&
        target.type === 'USER' &&
        (await new MessageRepository(this.db).dinerHasBookedAt(target.id, actor.id))) ||
      (actor.type === 'ADMIN' && target.type === 'USER' && (await this.userExists(target.id)));
    // A pair that already talks may go on, whoever started it.
    if (!ok && !(await new ConversationRepository(this.db).findIdBySingleKey(singleKeyOf(actor, target)))) {
      throw domainError('invalid', 'imMemberNotAllowed');
    }
    return target;
  }

  async existing(actor: Party, target: Party): Promise<string | undefined> {
    return new ConversationRepository(this.db).findIdBySingleKey(singleKeyOf(actor, target));
  }

  /** The pair's conversation, made with both members on the first message (CREATE_CONVERSATION to both). */
  async findOrCreate(
    trx: Kysely<Database>,
    actor: Party,
    target: Party,
    writer: MessageWriter,
  ): Promise<ConversationRecord> {
    const conversations = new ConversationRepository(trx);
    const key = singleKeyOf(actor, target);
    let id = await conversations.findIdBySingleKey(key);
    if (!id) {
      id = await conversations.insertSingle(key);
      if (id) {
        await conversations.addMember(id, actor);
        await conversations.addMember(id, target);
        await writer.sync(trx, 'CREATE_CONVERSATION', id, actor);
      } else {
        id = await conversations.findIdBySingleKey(key);
      }
    }
    const conversation = id && (await conversations.findById(id));
    if (!conversation) throw domainError('not_found', 'imConversationNotFound');
    return conversation;
  }

  private async storeExists(id: string): Promise<boolean> {
    const row = await this.db.selectFrom('store').select('id').where('id', '=', id).executeTakeFirst();
    return row !== undefined;
  }

  private async userExists(id: string): Promise<boolean> {
    const row = await this.db.selectFrom('app_user').select('id').where('id', '=', id).executeTakeFirst();
    return row !== undefined;
  }
}
