import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { GroupService } from '../im/group.service';
import { party } from '../im/im-party';
import type { FeastEvent, FeastEventSubscriber } from './feast-events';
import { FeastRepository } from './feast.repository';
import { ParticipantRepository } from './participant.repository';

export const FEAST_GROUP_SUBJECT = 'FEAST';

/**
 * A feast's group conversation: made when the feast opens for joining, with
 * its creator and host store; a participant is a member from the moment
 * their seat is paid and leaves when the participation closes. It runs in
 * the feast change's own transaction, so a seat and its membership commit
 * together. The group outlives the feast so its history stays readable.
 */
export class FeastGroupChat implements FeastEventSubscriber {
  constructor(private readonly groups: GroupService) {}

  async onFeastEvents(trx: Kysely<Database>, events: FeastEvent[]): Promise<void> {
    for (const event of events) {
      if (event.kind === 'FEAST_PUBLISHED') await this.open(trx, event.feastId);
      else if (event.kind === 'PARTICIPANT_CONFIRMED' && event.userId) {
        const id = await this.open(trx, event.feastId);
        if (id) await this.groups.addMember(id, party('USER', event.userId), trx);
      } else if (event.kind === 'PARTICIPANT_CLOSED' && event.userId) {
        const id = await this.groups.groupOf(subject(event.feastId), trx);
        if (id && !(await this.stillSeated(trx, event.feastId, event.userId))) {
          await this.groups.removeMember(id, party('USER', event.userId), trx);
        }
      }
    }
  }

  /** The feast's group, made on first need (a feast published before chat existed gets one at its next join). */
  private async open(trx: Kysely<Database>, feastId: string): Promise<string | undefined> {
    const existing = await this.groups.groupOf(subject(feastId), trx);
    if (existing) return existing;
    const feast = await new FeastRepository(trx).find(feastId);
    if (!feast) return undefined;
    const members = [party('STORE', feast.storeId)];
    if (!feast.createdByStaff) members.push(party('USER', feast.creatorUserId));
    return this.groups.ensureGroup({ ...subject(feastId), title: feast.title, members }, trx);
  }

  /** A diner with two participations (one cancelled, one paid) stays in the group. */
  private async stillSeated(trx: Kysely<Database>, feastId: string, userId: string): Promise<boolean> {
    const participations = await new ParticipantRepository(trx).ofUser(feastId, userId);
    return participations.some((p) => p.status === 'SUCCESS');
  }
}

function subject(feastId: string) {
  return { subjectType: FEAST_GROUP_SUBJECT, subjectId: feastId };
}
