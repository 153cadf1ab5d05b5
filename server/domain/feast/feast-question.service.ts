import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import type { QuestionRecord } from './feast.record';
import { FeastRepository } from './feast.repository';
import { FeastExtraRepository } from './feast-extra.repository';
import { feastMove } from './feast-transitions';
import { canView } from './feast-visibility';
import { ParticipantRepository } from './participant.repository';

/** Questions on a feast (asked by those who joined), answered by its host or its store's staff; and who may host. */
export class FeastQuestionService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  async ask(user: { id: string; nickname: string }, feastId: string, content: string): Promise<QuestionRecord> {
    const text = content.trim();
    if (!text) throw domainError('invalid', 'feastQuestionNotFound');
    const feast = await new FeastRepository(this.db).find(feastId);
    const mine = feast ? await new ParticipantRepository(this.db).ofUser(feast.id, user.id) : [];
    if (!feast || !canView(feast, { userId: user.id, shareToken: '', joined: mine.length > 0, staff: false })) {
      throw domainError('not_found', 'feastNotFound');
    }
    if (!mine.some((p) => p.status !== 'CLOSED')) throw domainError('permission', 'feastJoinBeforeAsking');
    feastMove('ASK', feast.status);
    const joined = mine.find((p) => p.status !== 'CLOSED')!;
    return new FeastExtraRepository(this.db).insertQuestion({
      feastId: feast.id,
      userId: user.id,
      askerName: joined.displayName || user.nickname,
      content: text,
    });
  }

  /** The host answers: staff of the feast's store, or its creator (owner given as one or the other). */
  async answer(
    owner: { storeId?: string; creatorUserId?: string },
    userId: string,
    questionId: string,
    answer: string,
  ) {
    const text = answer.trim();
    const extra = new FeastExtraRepository(this.db);
    const question = await extra.findQuestion(questionId);
    const feast = question && (await new FeastRepository(this.db).find(question.feastId));
    const mine =
      feast && (owner.storeId ? feast.storeId === owner.storeId : feast.creatorUserId === owner.creatorUserId);
    if (!question || !mine) throw domainError('not_found', 'feastQuestionNotFound');
    if (!text) throw domainError('invalid', 'feastQuestionNotFound');
    return extra.answerQuestion(question.id, text, userId, this.now());
  }

  async listForStore(storeId: string, feastId: string) {
    const feast = await new FeastRepository(this.db).find(feastId);
    if (!feast || feast.storeId !== storeId) throw domainError('not_found', 'feastNotFound');
    return new FeastExtraRepository(this.db).questionsOf(feast.id);
  }

  async listPublic(viewerUserId: string | null, feastId: string, shareToken: string) {
    const feast = await new FeastRepository(this.db).find(feastId);
    const joined =
      feast && viewerUserId
        ? (await new ParticipantRepository(this.db).ofUser(feast.id, viewerUserId)).length > 0
        : false;
    if (!feast || !canView(feast, { userId: viewerUserId, shareToken, joined, staff: false })) {
      throw domainError('not_found', 'feastNotFound');
    }
    return new FeastExtraRepository(this.db).questionsOf(feast.id);
  }

  permittedStores(userId: string) {
    return new FeastExtraRepository(this.db).permittedStoreIds(userId);
  }

  permittedCreators(storeId: string) {
    return new FeastExtraRepository(this.db).permittedCreators(storeId);
  }

  async addPermitted(storeId: string, regionCode: string, phone: string) {
    const extra = new FeastExtraRepository(this.db);
    const user = await extra.userByPhone(regionCode.replace(/^\+/, '') || '86', phone.replace(/[\s-]/g, ''));
    if (!user) throw domainError('not_found', 'feastCreatorUserNotFound');
    await extra.addPermitted(storeId, user.id);
    return user;
  }

  removePermitted(storeId: string, userId: string) {
    return new FeastExtraRepository(this.db).removePermitted(storeId, userId);
  }
}
