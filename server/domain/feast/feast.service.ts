import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { domainError } from '../errors';
import { ShiftRepository } from '../store/shift.repository';
import type { FeastRecord } from './feast.record';
import { FeastRepository } from './feast.repository';
import { closeFeastIn, type CloseDeps, type Closed } from './feast-close';
import type { FeastEvents } from './feast-events';
import { FeastExtraRepository } from './feast-extra.repository';
import { checkContent, checkFeastInput, feastColumns, type FeastInput } from './feast-input';
import type { FeastRefundPort } from './feast-refunds';
import { feastMove } from './feast-transitions';

type Lapse = (trx: Kysely<Database>, feast: FeastRecord, now: Date) => Promise<void>;

/** Who changes a feast: staff of its store, or a diner (its creator). */
export type FeastEditor = { kind: 'staff'; userId: string; storeId: string } | { kind: 'diner'; userId: string };

/** After a change that may refund or free tables: what to do once it has committed. */
export interface AfterCommit {
  submitRefunds(ids: string[]): Promise<void>;
  releaseTables(feastId: string): Promise<void>;
}

/**
 * A feast's own lifecycle: create, update, audit, finish, close, and the
 * headcount at the registration deadline. Every status change asks the
 * transition table first and runs in one transaction with the feast locked.
 */
export class FeastService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly refunds: FeastRefundPort,
    private readonly events: FeastEvents,
    private readonly after: AfterCommit,
    private readonly now: () => Date,
  ) {}

  private get closeDeps(): CloseDeps {
    return { refunds: this.refunds, events: this.events };
  }

  private async checked(storeId: string, input: FeastInput) {
    const store = await new FeastRepository(this.db).storeInfo(storeId);
    if (!store) throw domainError('not_found', 'storeDoesNotExist');
    const shift = input.storeShiftId ? await new ShiftRepository(this.db).find(storeId, input.storeShiftId) : undefined;
    if (input.storeShiftId && !shift) throw domainError('not_found', 'shiftNotFound');
    return { store, values: checkFeastInput(input, shift, store.timezone, this.now()) };
  }

  /**
   * Staff create a feast for their store: it waits to be published (their
   * own audit is implied). A diner creates one at a store that permits them:
   * it waits for the store's audit.
   */
  async create(editor: FeastEditor, storeId: string, input: FeastInput): Promise<FeastRecord> {
    if (editor.kind === 'diner' && !(await new FeastExtraRepository(this.db).isPermitted(storeId, editor.userId))) {
      throw domainError('precondition', 'feastNotPermittedCreator');
    }
    const { store, values } = await this.checked(storeId, input);
    return new FeastRepository(this.db).insert({
      ...feastColumns(values),
      store_id: store.id,
      merchant_id: store.merchant_id,
      city: store.city,
      creator_user_id: editor.userId,
      created_by_staff: editor.kind === 'staff',
      status: editor.kind === 'staff' ? 'WAIT_PUBLISH' : 'WAIT_AUDIT',
      share_token: randomBytes(12).toString('hex'),
      table_item_ids: '[]',
      booking_order_id: null,
    });
  }

  /** The feast as its editor may touch it, or 'feast does not exist'. */
  async loadFor(editor: FeastEditor, feastId: string, db: Kysely<Database> = this.db, lock = false) {
    const repo = new FeastRepository(db);
    const feast = lock ? await repo.lock(feastId) : await repo.find(feastId);
    const mine =
      feast && (editor.kind === 'staff' ? feast.storeId === editor.storeId : feast.creatorUserId === editor.userId);
    if (!feast || !mine) throw domainError('not_found', 'feastNotFound');
    return feast;
  }

  /**
   * Before publishing, everything may change (a diner's change to an approved
   * feast sends it back to the audit). Once diners may have joined, only its
   * words and pictures: seats, money and time are what they agreed to.
   */
  async update(editor: FeastEditor, feastId: string, input: FeastInput): Promise<FeastRecord> {
    const current = await this.loadFor(editor, feastId);
    const full = current.status === 'WAIT_AUDIT' || current.status === 'WAIT_PUBLISH';
    const values = full
      ? feastColumns((await this.checked(current.storeId, input)).values)
      : (() => {
          feastMove('UPDATE_CONTENT', current.status);
          const c = checkContent(input);
          return {
            title: c.title,
            description: c.description,
            images: JSON.stringify(c.images),
            menu: c.menu,
            share_cover: JSON.stringify(c.shareCover),
            theme: c.theme,
            style: c.style,
            place: c.place,
          };
        })();
    return this.db.transaction().execute(async (trx) => {
      const feast = await this.loadFor(editor, feastId, trx, true);
      feastMove(full ? 'UPDATE' : 'UPDATE_CONTENT', feast.status);
      const back = editor.kind === 'diner' && feast.status === 'WAIT_PUBLISH' ? { status: 'WAIT_AUDIT' as const } : {};
      return new FeastRepository(trx).update(feast.id, { ...values, ...back }, this.now());
    });
  }

  private async move(editor: FeastEditor, feastId: string, action: 'SUBMIT_AUDIT' | 'AUDIT_APPROVE' | 'FINISH') {
    return this.db.transaction().execute(async (trx) => {
      const feast = await this.loadFor(editor, feastId, trx, true);
      const move = feastMove(action, feast.status);
      const now = this.now();
      if (action === 'FINISH' && now.getTime() < feast.startTime.getTime()) {
        throw domainError('precondition', 'feastNotStarted');
      }
      const finished = action === 'FINISH' ? { finish_time: now } : {};
      const updated = await new FeastRepository(trx).update(feast.id, { status: move.to!, ...finished }, now);
      if (action === 'FINISH') await this.events.raise(trx, [{ kind: 'FEAST_FINISHED', feastId: feast.id }]);
      return updated;
    });
  }

  submitAudit(editor: FeastEditor, feastId: string) {
    return this.move(editor, feastId, 'SUBMIT_AUDIT');
  }

  /** Staff approve (-> WAIT_PUBLISH) or reject (-> CLOSED, AUDIT_REJECT). */
  async audit(editor: FeastEditor, feastId: string, approve: boolean, remark: string): Promise<FeastRecord> {
    if (approve) return this.move(editor, feastId, 'AUDIT_APPROVE');
    return this.closeWith(editor, feastId, 'AUDIT_REJECT', remark);
  }

  finish(editor: FeastEditor, feastId: string) {
    return this.move(editor, feastId, 'FINISH');
  }

  /** The creator (or the host store's staff) calls it off: everyone is refunded, the tables freed. */
  close(editor: FeastEditor, feastId: string, remark: string) {
    return this.closeWith(editor, feastId, 'CREATOR_CANCEL', remark);
  }

  private async closeWith(
    editor: FeastEditor,
    feastId: string,
    action: 'AUDIT_REJECT' | 'CREATOR_CANCEL',
    remark: string,
  ) {
    const closed = await this.db.transaction().execute(async (trx) => {
      const feast = await this.loadFor(editor, feastId, trx, true);
      return closeFeastIn(trx, this.closeDeps, feast, action, {
        remark,
        closedBy: editor.kind === 'diner' ? 'CREATOR' : 'STORE',
        operatorUserId: editor.userId,
        now: this.now(),
      });
    });
    await this.afterClose(closed);
    return closed.feast;
  }

  private async afterClose(closed: Closed) {
    await this.after.submitRefunds(closed.refundIds);
    await this.after.releaseTables(closed.feast.id);
  }

  /**
   * The headcount job at the registration deadline. Joiners who have not paid
   * by then lapse; with at least the minimum of paid seats the feast moves to
   * SUCCESS, otherwise it closes as NOT_ENOUGH_PARTICIPANT and every deposit is
   * refunded. A feast no longer FORMING is left alone, so running it again
   * (a retry, a second instance, after a restart) refunds nobody twice.
   */
  async headcount(feastId: string, lapse: Lapse) {
    const now = this.now();
    const closed = await this.db.transaction().execute(async (trx) => {
      const feast = await new FeastRepository(trx).lock(feastId);
      if (!feast || feast.status !== 'FORMING') return null;
      return this.decideIn(trx, feast, now, lapse);
    });
    if (closed) await this.afterClose(closed);
  }

  /**
   * The deadline's decision on a FORMING feast locked by the caller, in its
   * transaction: SUCCESS with enough paid seats (null), else closed with every
   * paid deposit refunded (the Closed, for settleClosed after commit). The
   * headcount job runs it, and so does a cancel that arrives after the
   * deadline before the job, so that cancel is judged on the decision.
   */
  async decideIn(trx: Kysely<Database>, feast: FeastRecord, now: Date, lapse: Lapse): Promise<Closed | null> {
    const repo = new FeastRepository(trx);
    await lapse(trx, feast, now);
    const counted = (await repo.find(feast.id))!;
    if (counted.paidSeats >= counted.minParticipantCount) {
      feastMove('DEADLINE_REACHED', counted.status);
      await repo.update(feast.id, { status: 'SUCCESS' }, now);
      await this.events.raise(trx, [
        { kind: 'FEAST_SUCCEEDED', feastId: feast.id, payload: { paidSeats: counted.paidSeats } },
      ]);
      return null;
    }
    return closeFeastIn(trx, this.closeDeps, counted, 'DEADLINE_SHORT', {
      remark: '',
      closedBy: '',
      operatorUserId: null,
      now,
    });
  }

  /** After a close committed: its refunds go to the channel and its tables are freed. */
  async settleClosed(closed: Closed): Promise<void> {
    await this.afterClose(closed);
  }
}
