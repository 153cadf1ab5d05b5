import { create } from '@bufbuild/protobuf';
import { timestampDate, timestampFromDate } from '@bufbuild/protobuf/wkt';
import { makeAutoObservable, runInAction } from 'mobx';
import { addDays } from '@/common/business-date';
import { deadlineProblem } from '@/common/feast-rules';
import { businessDateOf, dayClock, secondOfDate } from '@/common/zoned-time';
import type { ImageInfo } from '../../gen/common/v1/model_pb';
import {
  Feast_Style,
  Feast_Theme,
  Feast_Visibility,
  FeastInputSchema,
  type Feast,
  type FeastInput,
} from '../../gen/feast/v1/feast_pb';
import type { StoreShift } from '../../gen/store/v1/shift_pb';

const hhmm = (second: number) =>
  `${String(Math.floor(second / 3600)).padStart(2, '0')}:${String(Math.floor((second % 3600) / 60)).padStart(2, '0')}`;
const seconds = (text: string) => {
  const m = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  return m ? Number(m[1]) * 3600 + Number(m[2]) * 60 : -1;
};
/** Yuan as typed to cents ('' and bad input: '0'). */
const cents = (yuan: string) => {
  const n = Number(yuan);
  return Number.isFinite(n) && n >= 0 ? String(Math.round(n * 100)) : '-1';
};
const yuan = (c: string) => (c && c !== '0' ? String(Number(c) / 100) : '');

/**
 * Where a feast form reads and writes: the store's calls for its staff
 * (feast-create), the diner's for a host (feast-host-edit). The form, its
 * rules and its defaults are one for both.
 */
export interface FeastFormPort {
  /** The store the feast is at, with its zone and currency (from the feast itself when editing). */
  store(feastId: string): Promise<{ id: string; timezone: string; currency: string }>;
  shifts(storeId: string): Promise<StoreShift[]>;
  feast(storeId: string, feastId: string): Promise<Feast | undefined>;
  save(storeId: string, feastId: string, input: FeastInput): Promise<Feast | undefined>;
}

/** feast-create (and edit): the form of every feast field, checked as the server checks it. */
export class FeastFormStore {
  state: 'loading' | 'ready' | 'error' = 'loading';
  shifts: StoreShift[] = [];
  title = '';
  description = '';
  menu = '';
  place = '';
  images: ImageInfo[] = [];
  theme = Feast_Theme.DARK;
  style = Feast_Style.DARK_GOLD;
  visibility = Feast_Visibility.ALL;
  shareable = true;
  showParticipants = true;
  participantCount = '8';
  minParticipantCount = '4';
  depositYuan = '200';
  estimatedCostYuan = '';
  serviceChargePercent = '10';
  questions: string[] = [];
  reservationDate = '';
  startTime = '18:00';
  durationSecond = 10800;
  shiftId = '';
  deadlineDate = '';
  deadlineTime = '';
  saving = false;
  storeId = '';
  timezone = 'Asia/Shanghai';
  /** The store's currency: the deposit and the estimate are typed in it. */
  currency = '';

  constructor(
    private readonly port: FeastFormPort,
    readonly feastId: string,
    private readonly now: () => number = () => Date.now(),
  ) {
    makeAutoObservable<this, 'port' | 'now'>(this, { port: false, now: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    try {
      const store = await this.port.store(this.feastId);
      runInAction(() => {
        this.storeId = store.id;
        this.timezone = store.timezone;
        this.currency = store.currency;
      });
      const list = await this.port.shifts(this.storeId);
      const feast = this.feastId ? await this.port.feast(this.storeId, this.feastId) : undefined;
      runInAction(() => {
        this.shifts = list;
        this.shiftId = this.shiftId || list[list.length - 1]?.model?.id || '';
        if (feast) this.fill(feast);
        else if (!this.reservationDate) {
          // A week ahead, registration closing two days before: what a host usually wants.
          const today = businessDateOf(this.now(), this.timezone);
          this.reservationDate = addDays(today, 7);
          this.deadlineDate = addDays(today, 5);
          this.deadlineTime = '20:00';
        }
        this.state = 'ready';
      });
    } catch {
      runInAction(() => (this.state = 'error'));
    }
  }

  private fill(f: Feast) {
    Object.assign(this, {
      title: f.title,
      description: f.description,
      menu: f.menu,
      place: f.place,
      images: f.imageList,
      theme: f.theme,
      style: f.style,
      visibility: f.visibility,
      shareable: f.shareable,
      showParticipants: f.showParticipants,
      participantCount: String(f.participantCount),
      minParticipantCount: String(f.minParticipantCount),
      depositYuan: yuan(f.depositPerPerson),
      estimatedCostYuan: yuan(f.estimatedCost),
      serviceChargePercent: String(f.serviceChargePercent),
      questions: [...f.questionList],
      reservationDate: f.reservationDate,
      startTime: hhmm(f.startSecond),
      durationSecond: f.durationSecond,
      shiftId: f.storeShiftId,
    });
    if (f.registrationDeadline) {
      const ms = timestampDate(f.registrationDeadline).getTime();
      this.deadlineDate = businessDateOf(ms, this.timezone);
      this.deadlineTime = hhmm(secondOfDate(ms, this.deadlineDate, this.timezone));
    }
  }

  set<K extends keyof this>(key: K, value: this[K]): void {
    this[key] = value;
  }

  setQuestion(i: number, text: string) {
    this.questions[i] = text;
  }

  addQuestion() {
    this.questions.push('');
  }

  removeQuestion(i: number) {
    this.questions.splice(i, 1);
  }

  /** The deadline as an instant in the store's zone, or null while the date or time is missing. */
  get deadlineMs(): number | null {
    const second = seconds(this.deadlineTime);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(this.deadlineDate) || second < 0) return null;
    return dayClock(this.deadlineDate, this.timezone)(second);
  }

  get startMs(): number | null {
    const second = seconds(this.startTime);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(this.reservationDate) || second < 0) return null;
    return dayClock(this.reservationDate, this.timezone)(second);
  }

  /** The spec's deadline rule as the person fills the form in (section 5); the server checks it again. */
  get deadlineProblem() {
    return deadlineProblem(this.deadlineMs, this.now(), this.startMs ?? Number.MAX_SAFE_INTEGER);
  }

  input() {
    return create(FeastInputSchema, {
      title: this.title,
      description: this.description,
      menu: this.menu,
      place: this.place,
      imageList: this.images,
      shareCover: this.images[0],
      theme: this.theme,
      style: this.style,
      visibility: this.visibility,
      shareable: this.shareable,
      showParticipants: this.showParticipants,
      participantCount: Number(this.participantCount) || 0,
      minParticipantCount: Number(this.minParticipantCount) || 0,
      depositPerPerson: cents(this.depositYuan || '0'),
      estimatedCost: cents(this.estimatedCostYuan || '0'),
      serviceChargePercent: Number(this.serviceChargePercent) || 0,
      questionList: this.questions.filter((q) => q.trim()),
      reservationDate: this.reservationDate,
      startSecond: Math.max(0, seconds(this.startTime)),
      durationSecond: this.durationSecond,
      storeShiftId: this.shiftId,
      registrationDeadline: this.deadlineMs === null ? undefined : timestampFromDate(new Date(this.deadlineMs)),
    });
  }

  /** Creates or updates; the feast, or null (the error catalogue has shown why). */
  async save(): Promise<Feast | null> {
    if (this.saving) return null;
    this.saving = true;
    try {
      return (await this.port.save(this.storeId, this.feastId, this.input())) ?? null;
    } catch {
      return null;
    } finally {
      runInAction(() => (this.saving = false));
    }
  }
}
