import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import type { FeastRecord, ParticipantRecord } from './feast.record';
import { FeastRepository, type Page, type PublicFeastFilter } from './feast.repository';
import type { FeastStatus } from './feast.tables';
import { canView } from './feast-visibility';
import { ParticipantRepository } from './participant.repository';

/** A feast with what a list or detail shows next to it. */
export interface FeastView {
  feast: FeastRecord;
  storeName: string;
  timezone: string;
  creatorName: string;
  /** The caller's relation: creator, holding an open participation. */
  isCreator: boolean;
  isJoined: boolean;
  /** Staff and the creator receive the share token. */
  withToken: boolean;
}

const PAGE_MAX = 100;
export const page = (limit: number, offset: number): Page => ({
  limit: limit > 0 ? Math.min(limit, PAGE_MAX) : 20,
  offset: Math.max(0, offset),
});

/** Reading feasts: public lists, a feast as its viewer may see it, the diner's and the store's lists. */
export class FeastQueryService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  async views(feasts: FeastRecord[], viewerUserId: string | null, staff = false): Promise<FeastView[]> {
    const repo = new FeastRepository(this.db);
    const [stores, names, joined] = await Promise.all([
      repo.storeNames(feasts.map((f) => f.storeId)),
      repo.userNames(feasts.map((f) => f.creatorUserId)),
      viewerUserId
        ? new ParticipantRepository(this.db).joinedAmong(
            viewerUserId,
            feasts.map((f) => f.id),
          )
        : Promise.resolve(new Set<string>()),
    ]);
    return feasts.map((feast) => {
      const isCreator = viewerUserId === feast.creatorUserId;
      return {
        feast,
        storeName: stores.get(feast.storeId)?.name ?? '',
        timezone: stores.get(feast.storeId)?.timezone ?? 'Asia/Shanghai',
        creatorName: feast.createdByStaff ? '' : (names.get(feast.creatorUserId) ?? ''),
        isCreator,
        isJoined: joined.has(feast.id),
        withToken: staff || isCreator,
      };
    });
  }

  /** Public feasts; the total is counted only when asked (the first page of a list). */
  async queryPublic(filter: Omit<PublicFeastFilter, 'now'>, p: Page, viewerUserId: string | null, withTotal = true) {
    const { list, total } = await new FeastRepository(this.db).listPublic({ ...filter, now: this.now() }, p, withTotal);
    return { list: await this.views(list, viewerUserId), total };
  }

  /** One feast as this viewer may see it (visibility), or 'feast does not exist'. */
  async getForViewer(
    feastId: string,
    viewerUserId: string | null,
    shareToken: string,
    staffOf: (storeId: string) => Promise<boolean>,
  ) {
    const feast = await new FeastRepository(this.db).find(feastId);
    if (!feast) throw domainError('not_found', 'feastNotFound');
    const joined = viewerUserId
      ? (await new ParticipantRepository(this.db).ofUser(feast.id, viewerUserId)).length > 0
      : false;
    const staff = viewerUserId ? await staffOf(feast.storeId) : false;
    if (!canView(feast, { userId: viewerUserId, shareToken, joined, staff })) {
      throw domainError('not_found', 'feastNotFound');
    }
    return (await this.views([feast], viewerUserId, staff))[0];
  }

  async getForStore(storeId: string, feastId: string) {
    const feast = await new FeastRepository(this.db).find(feastId);
    if (!feast || feast.storeId !== storeId) throw domainError('not_found', 'feastNotFound');
    return (await this.views([feast], null, true))[0];
  }

  async listForStore(storeId: string, statuses: FeastStatus[], p: Page) {
    const { list, total } = await new FeastRepository(this.db).listByStore(storeId, statuses, p);
    return { list: await this.views(list, null, true), total };
  }

  countForStore(storeId: string) {
    return new FeastRepository(this.db).countByStatus({ storeId });
  }

  countForCreator(userId: string) {
    return new FeastRepository(this.db).countByStatus({ creatorUserId: userId });
  }

  async listMine(userId: string, filter: 'MINE' | 'JOINED', p: Page) {
    const repo = new FeastRepository(this.db);
    const { list, total } =
      filter === 'MINE' ? await repo.listCreatedBy(userId, p) : await repo.listJoinedBy(userId, p);
    return { list: await this.views(list, userId), total };
  }

  /**
   * The user's participations, newest first, each with its feast as they may
   * see it (a feast they joined stays visible to them).
   */
  async myParticipations(userId: string, p: Page) {
    const { list, total } = await new ParticipantRepository(this.db).listOfUser(userId, p);
    const feasts = await new FeastRepository(this.db).findMany(list.map((x) => x.feastId));
    const views = new Map((await this.views(feasts, userId)).map((v) => [v.feast.id, v]));
    return {
      list: list.flatMap((participant) => {
        const view = views.get(participant.feastId);
        return view ? [{ participant, view }] : [];
      }),
      total,
    };
  }

  async myParticipation(userId: string, feastId: string): Promise<ParticipantRecord[]> {
    const list = await new ParticipantRepository(this.db).ofUser(feastId, userId);
    return [...list.filter((p) => p.status !== 'CLOSED'), ...list.filter((p) => p.status === 'CLOSED')];
  }
}
