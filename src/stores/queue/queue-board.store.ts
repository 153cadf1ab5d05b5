import { makeAutoObservable, runInAction } from 'mobx';
import type { QueueSession, QueueTicket } from '@/gen/booking/v1/queue_pb';
import { QueueTicket_Status as Status } from '@/gen/booking/v1/queue_pb';
import type { StoreShift } from '@/gen/store/v1/shift_pb';
import type { QueueApi } from '../../services/queue-api';

export type BoardState = 'idle' | 'loading' | 'ready' | 'error';

export interface SeatOption {
  itemId: string;
  name: string;
  seats: number;
}

/**
 * The host stand's queue board: the open queue with its numbers, the shifts
 * to open one for and the tables to seat on. The server's refusals reach the
 * app's error presenter; the board keeps only whether a call is running.
 */
export class QueueBoardStore {
  state: BoardState = 'idle';
  session: QueueSession | null = null;
  tickets: QueueTicket[] = [];
  shifts: StoreShift[] = [];
  tables: SeatOption[] = [];
  busy = false;
  /** The number just handed out, shown big for the host to read out. */
  justTaken: QueueTicket | null = null;

  constructor(
    private readonly api: QueueApi,
    private readonly storeId: () => Promise<string>,
    private readonly language: () => string,
  ) {
    makeAutoObservable<this, 'api' | 'storeId' | 'language'>(
      this,
      { api: false, storeId: false, language: false },
      { autoBind: true },
    );
  }

  get line(): QueueTicket[] {
    return this.tickets.filter((t) => t.status === Status.WAITING || t.status === Status.CALLED);
  }

  get done(): QueueTicket[] {
    return this.tickets.filter((t) => t.status !== Status.WAITING && t.status !== Status.CALLED);
  }

  async load(): Promise<void> {
    if (this.state !== 'ready') this.state = 'loading';
    try {
      const storeId = await this.storeId();
      const [board, shifts, tables] = await Promise.all([
        this.api.staff.getQueueBoard({ storeId }),
        this.api.shifts.queryShifts({ storeId }),
        this.api.tables.queryTables({ storeId }),
      ]);
      runInAction(() => {
        this.session = board.session ?? null;
        this.tickets = board.ticketList;
        this.shifts = shifts.list;
        this.tables = tables.list.flatMap((t) =>
          t.itemList.map((i) => ({ itemId: i.model?.id ?? '', name: i.name, seats: t.seatCapacity })),
        );
        this.state = 'ready';
      });
    } catch {
      runInAction(() => (this.state = this.state === 'ready' ? 'ready' : 'error'));
    }
  }

  async open(shiftId: string): Promise<boolean> {
    return this.run(async (storeId) => {
      await this.api.staff.openQueue({ storeId, storeShiftId: shiftId });
    });
  }

  async close(): Promise<boolean> {
    return this.run(async (storeId) => {
      await this.api.staff.closeQueue({ storeId });
    });
  }

  async take(people: number, phoneRegionCode: string, phone: string): Promise<boolean> {
    return this.run(async (storeId) => {
      const { ticket } = await this.api.staff.takeQueueNumber({
        storeId,
        people,
        phoneRegionCode: phone.trim() ? phoneRegionCode : '',
        phone: phone.trim(),
        language: this.language(),
      });
      runInAction(() => (this.justTaken = ticket ?? null));
    });
  }

  call(ticketId: string, itemId = ''): Promise<boolean> {
    return this.run(async (storeId) => {
      await this.api.staff.callQueueTicket({ storeId, ticketId, storeTableItemId: itemId || '0' });
    });
  }

  seat(ticketId: string, itemId: string): Promise<boolean> {
    return this.run(async (storeId) => {
      await this.api.staff.seatQueueTicket({ storeId, ticketId, storeTableItemId: itemId });
    });
  }

  skip(ticketId: string): Promise<boolean> {
    return this.run(async (storeId) => {
      await this.api.staff.skipQueueTicket({ storeId, ticketId });
    });
  }

  cancel(ticketId: string): Promise<boolean> {
    return this.run(async (storeId) => {
      await this.api.staff.cancelQueueTicket({ storeId, ticketId });
    });
  }

  /** One change, then the board again (other devices may have moved the line too). */
  private async run(change: (storeId: string) => Promise<void>): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    try {
      await change(await this.storeId());
      await this.load();
      return true;
    } catch {
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
